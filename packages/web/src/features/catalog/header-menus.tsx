import { Button, Menu, Portal } from '@chakra-ui/react';
import { useOpenOnArrival } from '../../lib/use-open-on-arrival';
import { FiChevronDown } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import type { CatalogState } from './catalog-fragment';
import { ProgramsMenu } from './programs-menu';
import { ABOUT_LINKS, type HeaderMenuName } from './site-links';

/**
 * The About and Programs dropdowns. Their code (Chakra's menu, its positioning) is a
 * chunk of its own that loads when the browser is idle or on the first hover, focus
 * or click of a trigger; the `...OnArrival` props carry over what the visitor was doing.
 */
export default function HeaderMenus({
  catalog,
  openOnArrival,
  focusOnArrival,
}: {
  catalog: CatalogState;
  openOnArrival: HeaderMenuName | null;
  focusOnArrival: HeaderMenuName | null;
}) {
  const navigate = useNavigate();
  const about = useOpenOnArrival({ open: openOnArrival === 'about', focus: focusOnArrival === 'about' });
  return (
    <>
      <Menu.Root
        positioning={{ placement: 'bottom-start' }}
        open={about.open}
        onOpenChange={(e) => about.setOpen(e.open)}
        onSelect={(d) => navigate(d.value)}
      >
        <Menu.Trigger asChild>
          <Button ref={about.triggerRef} variant="ghost" size="sm">
            About <FiChevronDown aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content onKeyDown={about.onContentKeyDown}>
              {ABOUT_LINKS.map((l) => (
                <Menu.Item key={l.to} value={l.to}>
                  {l.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ProgramsMenu state={catalog} arrival={{ open: openOnArrival === 'programs', focus: focusOnArrival === 'programs' }} />
    </>
  );
}
