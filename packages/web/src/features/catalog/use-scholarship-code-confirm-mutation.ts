import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const ScholarshipCodeConfirmDocument = graphql(`
  mutation ScholarshipCodeConfirm($input: ScholarshipCodeConfirmInput!) {
    scholarshipCodeConfirm(input: $input) {
      preRegistration {
        email
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export type ScholarshipCodeResult = { kind: 'confirmed' } | { kind: 'refused'; code: string; message: string };

/**
 * Step 2 of the scholarship check: the code mailed to the partner e-mail. When it is
 * right, the gateway opens the pre-registration wizard for this browser in an HttpOnly
 * cookie; the web keeps nothing of it (docs/decisions/035, 078).
 */
export function useScholarshipCodeConfirmMutation() {
  const [mutate, { loading }] = useMutation(ScholarshipCodeConfirmDocument);
  const confirm = async (code: string): Promise<ScholarshipCodeResult> => {
    const { data } = await mutate({ variables: { input: { code } } });
    if (!data) throw new Error('No answer to scholarshipCodeConfirm');
    const { preRegistration, userErrors } = data.scholarshipCodeConfirm;
    if (preRegistration) return { kind: 'confirmed' };
    const [first] = userErrors;
    if (!first) throw new Error('scholarshipCodeConfirm answered neither the applicant nor an error');
    return { kind: 'refused', code: first.code, message: first.message };
  };
  return { confirm, loading };
}
