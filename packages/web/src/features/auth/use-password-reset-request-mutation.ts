import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const PasswordResetRequestDocument = graphql(`
  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {
    passwordResetRequest(input: $input) {
      codeSent
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Forgot password, step 1: send a code to the e-mail address (spec part 1, section 4). */
export function usePasswordResetRequestMutation() {
  const [mutate, { loading }] = useMutation(PasswordResetRequestDocument);
  const requestReset = async (input: { email: string }) => {
    const { data } = await mutate({ variables: { input: { email: input.email.trim().toLowerCase() } } });
    if (!data) throw new Error('No answer to passwordResetRequest');
    return data.passwordResetRequest;
  };
  return { requestReset, loading };
}
