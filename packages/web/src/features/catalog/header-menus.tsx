import { Button, Menu, Portal } from '@chakra-ui/react';
import { FiChevronDown } from 'react-icons/fi';
import { useNavigate } from 'react-router-dom';
import type { CatalogState } from './catalog-fragment';
import { ProgramsMenu } from './programs-menu';
import { ABOUT_LINKS, type HeaderMenuName } from './site-links';

/**
 * The About and Programs dropdowns. Their code (Chakra's menu, its positioning) is a
 * chunk of its own that loads when the browser is idle or on the first hover, focus
 * or click of a trigger; `opened` opens the menu the visitor already asked for.
 */
export default function HeaderMenus({ catalog, opened }: { catalog: CatalogState; opened: HeaderMenuName | null }) {
  const navigate = useNavigate();
  return (
    <>
      <Menu.Root positioning={{ placement: 'bottom-start' }} defaultOpen={opened === 'about'} onSelect={(d) => navigate(d.value)}>
        <Menu.Trigger asChild>
          <Button variant="ghost" size="sm">
            About <FiChevronDown aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content>
              {ABOUT_LINKS.map((l) => (
                <Menu.Item key={l.to} value={l.to}>
                  {l.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <ProgramsMenu state={catalog} defaultOpen={opened === 'programs'} />
    </>
  );
}
