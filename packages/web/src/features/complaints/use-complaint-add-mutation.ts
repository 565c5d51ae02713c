import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

const ComplaintAddDocument = graphql(`
  mutation ComplaintAdd($input: ComplaintAddInput!) {
    complaintAdd(input: $input) {
      complaint {
        id
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export type ComplaintAddValues = { programId: string; description: string; fileName: string | null };

/**
 * Files the learner's complaint (spec part 3, section 7.4: /addcomplent signed-in). The
 * Complaints screen asks for its list on every visit, so no cache entry needs changing here.
 */
export function useComplaintAddMutation() {
  const { send, loading } = usePayloadMutation(ComplaintAddDocument, 'complaintAdd');
  return { add: (values: ComplaintAddValues) => send({ programId: values.programId, description: values.description.trim(), fileName: values.fileName }), loading };
}
