import { useRef, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { discussionAnswerSchema } from '@portal/domain';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert, TextareaField } from '../../components/form';
import { LinkedText } from './linked-text';
import { usePostForm } from './post-outcome';
import { useDiscussionPostAnswer } from './use-discussion-mutations';

type Values = { answer: string };

/**
 * The 'Post Answer' pop-up (spec part 2, sections 2 and 5): the question, the answer box,
 * Cancel and Post Answer. What was typed is never thrown away without asking (issue 31,
 * section 3): a stray click beside it does nothing, and Escape, the close button and Cancel
 * ask 'Discard your answer?' first when the box holds more than spaces. A refused or failed
 * post keeps the text with its message.
 */
export function AnswerDialog({
  courseId,
  questionId,
  question,
  onClose,
  onPosted,
}: {
  courseId: string;
  questionId: string;
  question: string;
  onClose: () => void;
  onPosted: (message: string | null) => void;
}) {
  const { send, loading } = useDiscussionPostAnswer();
  const { form, onSubmit, formError } = usePostForm<Values>({ field: 'answer', resolver: zodResolver(discussionAnswerSchema), send: (text) => send({ courseId, questionId, text }), onPosted });
  const [askingToDiscard, setAskingToDiscard] = useState(false);
  // The question opens on the choice that loses nothing.
  const keepWriting = useRef<HTMLButtonElement>(null);
  const close = () => (form.getValues('answer').trim() === '' ? onClose() : setAskingToDiscard(true));

  return (
    <>
      <DialogFrame
        title="Post Answer"
        onClose={close}
        size="form"
        keepOpenOnOutsideClick
        footer={
          <>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" form="discussion-answer-form" colorPalette="brand" loading={loading} loadingText="Posting…">
              Post Answer
            </Button>
          </>
        }
      >
        <Stack asChild gap="4">
          <form id="discussion-answer-form" noValidate onSubmit={onSubmit}>
            <LinkedText text={question} color="fg.muted" fontSize="sm" lineClamp={4} />
            <TextareaField label="Your answer" rows={4} maxH="60" error={form.formState.errors.answer?.message} {...form.register('answer')} />
            {formError ? <FormAlert>{formError}</FormAlert> : null}
          </form>
        </Stack>
      </DialogFrame>
      {askingToDiscard ? (
        <DialogFrame
          role="alertdialog"
          size="sm"
          title="Discard your answer?"
          onClose={() => setAskingToDiscard(false)}
          initialFocusEl={() => keepWriting.current}
          footer={
            <>
              <Button ref={keepWriting} variant="outline" onClick={() => setAskingToDiscard(false)}>
                Keep writing
              </Button>
              <Button colorPalette="red" onClick={onClose}>
                Discard
              </Button>
            </>
          }
        >
          <Text>What you typed will be lost.</Text>
        </DialogFrame>
      ) : null}
    </>
  );
}
