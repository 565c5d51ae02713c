import type { ReactNode } from 'react';
import { CloseButton, Dialog, Portal, useBreakpointValue } from '@chakra-ui/react';

/** The modal around each sign-in form: full screen on phones, a centred card from 480 px. */
export function AuthDialogFrame({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  // A responsive `size` object mixes the two sizes' styles (full height on wide screens), so pick one.
  const size = useBreakpointValue<'full' | 'md'>({ base: 'full', sm: 'md' }, { ssr: false }) ?? 'md';
  return (
    <Dialog.Root
      open
      onOpenChange={(e) => {
        if (!e.open) onClose();
      }}
      placement="center"
      size={size}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
