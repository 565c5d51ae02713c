import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Brand } from '../brand';
import { SidebarNav } from './sidebar-nav';

/** The sidebar below 992 px: a drawer from the start edge, opened by the header's toggle (app-shell.tsx). */
export default function SidebarDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>
                <Brand />
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body px="2">
              <SidebarNav onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close the menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
