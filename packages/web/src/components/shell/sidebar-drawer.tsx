import { Brand } from '../brand';
import { DrawerFrame } from '../drawer-frame';
import { SidebarNav } from './sidebar-nav';

/** The sidebar below 992 px: a drawer from the start edge, opened by the header's toggle (app-shell.tsx). */
export default function SidebarDrawer({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DrawerFrame open={open} onOpenChange={onOpenChange} placement="start" title={<Brand />} closeLabel="Close the menu" bodyPx="2">
      <SidebarNav onNavigate={() => onOpenChange(false)} />
    </DrawerFrame>
  );
}
