import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

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
  const { send, loading } = usePayloadMutation(PasswordResetRequestDocument, 'passwordResetRequest');
  return { requestReset: (input: { email: string }) => send({ email: input.email.trim().toLowerCase() }), loading };
}
