import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const ScholarshipEmailCheckDocument = graphql(`
  mutation ScholarshipEmailCheck($input: ScholarshipEmailCheckInput!) {
    scholarshipEmailCheck(input: $input) {
      preRegistration {
        email
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`);

/**
 * The partner-country scholarship e-mail check (spec part 1, sections 2 and 5; part 3,
 * section 7.1). True when the e-mail is registered: the gateway has then opened the
 * pre-registration wizard for this browser in an HttpOnly cookie, and the web keeps nothing.
 */
export function useScholarshipEmailCheckMutation() {
  const [mutate, { loading }] = useMutation(ScholarshipEmailCheckDocument);
  const check = async (input: { email: string; programId: string }): Promise<boolean> => {
    const { data } = await mutate({ variables: { input: { email: input.email.trim().toLowerCase(), programId: input.programId } } });
    if (!data) throw new Error('No answer to scholarshipEmailCheck');
    return Boolean(data.scholarshipEmailCheck.preRegistration);
  };
  return { check, loading };
}
