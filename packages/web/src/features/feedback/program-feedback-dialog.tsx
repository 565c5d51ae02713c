import { useQuery } from '@apollo/client/react';
import { DialogFrame } from '../../components/dialog-frame';
import { LoadedFeedbackForm } from './feedback-form';
import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

const ProgramFeedbackDocument = graphql(`
  query ProgramFeedback($id: ID!) {
    viewer {
      id
      enrolledProgram(id: $id) {
        id
        feedbackForm {
          ...FeedbackForm_form
        }
      }
    }
  }
`);

const ProgramFeedbackSubmitDocument = graphql(`
  mutation ProgramFeedbackSubmit($input: ProgramFeedbackSubmitInput!) {
    programFeedbackSubmit(input: $input) {
      ...FeedbackSubmitPayloadFields @unmask
    }
  }
`);

/**
 * The Overall Program Feedback modal of a My Programs card (spec part 1, section 2): the
 * program's questions answered Strongly Agree to Not Applicable (coded 0 to 4), once.
 */
export default function ProgramFeedbackDialog({ programId, programTitle, onClose }: { programId: string; programTitle: string; onClose: () => void }) {
  // Asked afresh each time it opens: a form submitted elsewhere says so.
  const query = useQuery(ProgramFeedbackDocument, { variables: { id: programId }, fetchPolicy: 'network-only', errorPolicy: 'all' });
  const { send } = usePayloadMutation(ProgramFeedbackSubmitDocument, 'programFeedbackSubmit');
  const form = query.data?.viewer?.enrolledProgram?.feedbackForm;
  return (
    <DialogFrame title="Overall Program Feedback" subtitle={programTitle} onClose={onClose} size="form" keepOpenOnOutsideClick scrollInside>
      <LoadedFeedbackForm query={query} form={form} missing="The feedback form could not be opened." onSubmit={(answers) => send({ programId, answers })} />
    </DialogFrame>
  );
}
