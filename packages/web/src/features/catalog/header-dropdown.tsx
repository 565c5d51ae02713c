import type { ReactNode } from 'react';
import { Button, Portal } from '@chakra-ui/react';
import { Menu } from '../../components/later-components';
import { FiChevronDown } from 'react-icons/fi';
import { type Arrival, useOpenOnArrival } from '../../lib/use-open-on-arrival';

/**
 * One of the public header's dropdowns (About, Programs): a ghost trigger with a chevron
 * that takes over from its stand-in (`arrival`, lib/use-open-on-arrival.ts), and its items
 * in a portal below it. Tab leaves the open menu for the page's next control.
 */
export function HeaderDropdown({
  label,
  arrival,
  onSelect,
  contentProps,
  children,
}: {
  label: string;
  arrival: Arrival;
  /** the chosen item's value */
  onSelect: (value: string) => void;
  /** the list's size and scrolling, where it differs from Chakra's menu */
  contentProps?: Omit<Menu.ContentProps, 'onKeyDown'>;
  children: ReactNode;
}) {
  const menu = useOpenOnArrival(arrival);
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }} open={menu.open} onOpenChange={(e) => menu.setOpen(e.open)} onSelect={(details) => onSelect(details.value)}>
      <Menu.Trigger asChild>
        <Button ref={menu.triggerRef} variant="ghost" size="sm">
          {label} <FiChevronDown aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content {...contentProps} onKeyDown={menu.onContentKeyDown}>
            {children}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
