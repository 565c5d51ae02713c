import { useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { DialogFrame } from '../../components/dialog-frame';
import { FormAlert } from '../../components/form';
import { mutationOutcome } from '../../lib/mutation-outcome';
import { useDiscussionDeleteAnswer, useDiscussionDeleteQuestion } from './use-discussion-mutations';

export type DeleteTarget = { kind: 'question'; id: string } | { kind: 'answer'; id: string; questionId: string };

/** Asks before a learner's own question or answer is deleted; a question goes with its answers. `onDeleted` once it is gone. */
export function DeleteDialog({ courseId, target, onClose, onDeleted }: { courseId: string; target: DeleteTarget; onClose: () => void; onDeleted: () => void }) {
  const question = useDiscussionDeleteQuestion();
  const answer = useDiscussionDeleteAnswer();
  const [error, setError] = useState<string | null>(null);
  const loading = question.loading || answer.loading;

  const confirm = async () => {
    setError(null);
    const outcome = await mutationOutcome(() => (target.kind === 'question' ? question.send({ courseId, questionId: target.id }) : answer.send({ courseId, answerId: target.id })));
    if (outcome.status === 'failed') return setError(outcome.message);
    if (outcome.status === 'refused') return setError(outcome.userErrors[0].message);
    onDeleted();
  };

  return (
    <DialogFrame
      role="alertdialog"
      size="sm"
      title={target.kind === 'question' ? 'Delete your question?' : 'Delete your answer?'}
      onClose={onClose}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button colorPalette="red" onClick={() => void confirm()} loading={loading} loadingText="Deleting…">
            Delete
          </Button>
        </>
      }
    >
      <Text>{target.kind === 'question' ? 'The question and all its answers will be deleted.' : 'Your answer will be deleted.'}</Text>
      {error ? <FormAlert mb="0">{error}</FormAlert> : null}
    </DialogFrame>
  );
}
