import type { ReactNode } from 'react';
import { CloseButton, Portal } from '@chakra-ui/react';
import { Drawer } from './later-components';

/**
 * The one frame of the portal's side drawers (the learner's sidebar below 992 px, the public
 * site's menu below 768 px): backdrop, a narrow panel from one edge, the title that names it,
 * the body and the close button in the corner.
 */
export function DrawerFrame({
  open,
  onOpenChange,
  placement,
  title,
  closeLabel,
  bodyPx,
  children,
}: {
  open: boolean;
  /** Escape, the close button, a click beside it: false; the opener's toggle keeps its own state */
  onOpenChange: (open: boolean) => void;
  /** the edge it comes from */
  placement: 'start' | 'end';
  /** the drawer's title, which names it */
  title: ReactNode;
  /** the close button's name */
  closeLabel: string;
  /** the body's side padding, where the content brings its own */
  bodyPx?: string;
  children: ReactNode;
}) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement={placement} size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px={bodyPx}>{children}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
