import { Button, Dialog, Portal, Text } from '@chakra-ui/react';

/**
 * The spec's browser alerts ('Application Submitted!', 'Application Already
 * Submitted!'; spec part 3, sections 4.2 and 8) as an accessible alert dialog: the
 * message is its title, OK has focus, and what follows (going back to the list)
 * happens when it is dismissed, as after a browser alert.
 */
export function NoticeDialog({ open, title, description, onOk }: { open: boolean; title: string; description?: string; onOk: () => void }) {
  return (
    <Dialog.Root
      open={open}
      role="alertdialog"
      placement="center"
      closeOnInteractOutside={false}
      onOpenChange={(e) => {
        if (!e.open) onOk();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content maxW="sm">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description ? (
              <Dialog.Body>
                <Text color="fg.muted">{description}</Text>
              </Dialog.Body>
            ) : null}
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onOk}>
                OK
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
