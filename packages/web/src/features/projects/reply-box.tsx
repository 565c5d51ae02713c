import { useId, useState } from 'react';
import { Button, HStack, Stack, Textarea } from '@chakra-ui/react';
import { Field } from '../../components/later-components';
import { checkProjectMessage } from '@portal/domain';
import { ProjectMessageReplyDocument, sendsOnEnter, useEnterSends, useThreadPost } from './thread-post';

/** A reply to a message of an open objective's thread (spec part 2, section 5). */
export function ReplyBox({ courseId, objectiveId, messageId, onDone, onCancel }: { courseId: string; objectiveId: string; messageId: string; onDone: () => void; onCancel: () => void }) {
  const [text, setText] = useState('');
  const enterSends = useEnterSends();
  const reply = useThreadPost(ProjectMessageReplyDocument, 'projectMessageReply', 'Your reply could not be sent. Please try again.', checkProjectMessage(text));
  const id = useId();
  const send = async () => {
    const sent = await reply.post({
      courseId,
      objectiveId,
      messageId,
      text,
    });
    if (sent) onDone();
  };
  return (
    <Stack mt="2" gap="2">
      <Field.Root invalid={Boolean(reply.error)}>
        <Field.Label htmlFor={id}>Your reply</Field.Label>
        <Textarea id={id} autoFocus rows={2} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={sendsOnEnter(enterSends, () => void send())} />
        {reply.error ? <Field.ErrorText>{reply.error}</Field.ErrorText> : null}
      </Field.Root>
      <HStack>
        <Button size="xs" colorPalette="brand" onClick={() => void send()} loading={reply.loading}>
          Send reply
        </Button>
        <Button size="xs" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}
