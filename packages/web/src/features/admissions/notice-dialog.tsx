import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../components/dialog-frame';

/**
 * The spec's browser alerts ('Application Submitted!', 'Application Already
 * Submitted!'; spec part 3, sections 4.2 and 8) as an accessible alert dialog: the
 * message is its title, OK has focus, and what follows (going back to the list)
 * happens when it is dismissed, as after a browser alert.
 */
export function NoticeDialog({ open, title, description, onOk }: { open: boolean; title: string; description?: string; onOk: () => void }) {
  return (
    <DialogFrame
      open={open}
      onClose={onOk}
      role="alertdialog"
      size="sm"
      keepOpenOnOutsideClick
      closeLabel={null}
      title={title}
      footer={
        <Button colorPalette="brand" onClick={onOk}>
          OK
        </Button>
      }
    >
      {description ? <Text color="fg.muted">{description}</Text> : null}
    </DialogFrame>
  );
}
