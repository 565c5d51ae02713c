import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';
import { normaliseEmail } from '@portal/domain';

const ScholarshipEmailCheckDocument = graphql(`
  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {
    scholarshipEmailCheck(input: $input) {
      codeSent {
        email
        expiresAt
      }
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

export type ScholarshipCheckResult = { kind: 'codeSent'; email: string; expiresAt: string } | { kind: 'refused'; code: string; field: string | null; message: string };

/**
 * The partner-country scholarship e-mail check (spec part 1, sections 2 and 5; part 3,
 * section 7.1), step 1 of 2: when the partner portal knows the e-mail, the gateway mails
 * a one-time code to it (docs/decisions/078). Asking again sends a new code.
 */
export function useScholarshipEmailCheckMutation() {
  const [mutate, { loading }] = useMutation(ScholarshipEmailCheckDocument);
  const check = async (input: { email: string; programId: string }): Promise<ScholarshipCheckResult> => {
    const { data } = await mutate({ variables: { input: { email: normaliseEmail(input.email), programId: input.programId } } });
    if (!data) throw new Error('No answer to scholarshipEmailCheck');
    const { codeSent, userErrors } = data.scholarshipEmailCheck;
    if (codeSent) return { kind: 'codeSent', email: codeSent.email, expiresAt: codeSent.expiresAt };
    const [first] = userErrors;
    if (!first) throw new Error('scholarshipEmailCheck answered neither a code nor an error');
    return { kind: 'refused', code: first.code, field: first.field ?? null, message: first.message };
  };
  return { check, loading };
}
