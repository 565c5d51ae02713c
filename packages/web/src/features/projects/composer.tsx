import { useId, useState } from 'react';
import { Button, Stack, Textarea } from '@chakra-ui/react';
import { Field } from '../../components/later-components';
import { FiSend } from 'react-icons/fi';
import { checkProjectMessage } from '@portal/domain';
import { FileUploadField } from '../../components/form';
import { useUpload } from '../../lib/upload';
import { ProjectMessageSendDocument, sendsOnEnter, useEnterSends, useThreadPost } from './thread-post';

/** The message box of an open objective: a text and a file to the instructors (spec part 2, sections 2 and 5). */
export function Composer({ courseId, objectiveId, onSent }: { courseId: string; objectiveId: string; onSent: () => void }) {
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState('');
  const upload = useUpload('PROJECT_FILE', {
    target: { projectObjective: { courseId, objectiveId } },
  });
  const enterSends = useEnterSends();
  const message = useThreadPost(ProjectMessageSendDocument, 'projectMessageSend', 'Your message could not be sent. Please try again.', checkProjectMessage(text));
  const id = useId();
  const uploading = upload.state.status === 'uploading';

  const send = async () => {
    if (uploading || message.loading) return;
    const sent = await message.post({
      courseId,
      objectiveId,
      text,
      fileName: fileName || null,
    });
    if (!sent) return;
    // Sent: the box empties only now, so a failed send keeps what was typed.
    setText('');
    setFileName('');
    upload.reset();
    onSent();
  };

  return (
    <Stack
      as="form"
      gap="3"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      aria-label="Send a message"
    >
      <Field.Root invalid={Boolean(message.error)}>
        <Field.Label htmlFor={id}>Message</Field.Label>
        <Textarea
          id={id}
          rows={3}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={sendsOnEnter(enterSends, () => void send())}
          enterKeyHint={enterSends ? 'send' : 'enter'}
          placeholder={enterSends ? 'Write to your instructors (Enter sends, Shift+Enter for a new line)' : 'Write to your instructors'}
        />
        {message.error ? <Field.ErrorText>{message.error}</Field.ErrorText> : null}
      </Field.Root>
      <FileUploadField label="Attach a file (pdf, jpg, jpeg, png; up to 50 MB)" kind="PROJECT_FILE" upload={upload} value={fileName} onChange={setFileName} optional removable compact />
      <Button type="submit" alignSelf="flex-start" colorPalette="brand" loading={message.loading} disabled={uploading}>
        <FiSend aria-hidden /> Send
      </Button>
    </Stack>
  );
}
