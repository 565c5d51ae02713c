import { Button, Stack } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { discussionAnswerSchema } from '@portal/domain';
import { DialogFrame } from '../../../../components/dialog-frame';
import { FormAlert, TextareaField } from '../../../../components/form';
import { LinkedText } from './linked-text';
import { usePostForm } from './post-outcome';
import { useDiscussionPostAnswer } from './use-discussion-mutations';

type Values = { answer: string };

/**
 * The 'Post Answer' pop-up (spec part 2, sections 2 and 5): the question, the answer box,
 * Cancel and Post Answer. A stray click beside it does not close it (what was typed stays);
 * a refused or failed post keeps the text with its message.
 */
export function AnswerDialog({ courseId, questionId, question, onClose, onPosted }: { courseId: string; questionId: string; question: string; onClose: () => void; onPosted: (message: string | null) => void }) {
  const { send, loading } = useDiscussionPostAnswer();
  const { form, onSubmit, formError } = usePostForm<Values>({ field: 'answer', resolver: zodResolver(discussionAnswerSchema), send: (text) => send({ courseId, questionId, text }), onPosted });

  return (
    <DialogFrame
      title="Post Answer"
      onClose={onClose}
      size="form"
      keepOpenOnOutsideClick
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
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
  );
}
