import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

const PasswordResetConfirmDocument = graphql(`
  mutation PasswordResetConfirm($input: PasswordResetConfirmInput!) {
    passwordResetConfirm(input: $input) {
      passwordChanged
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Forgot password, step 2: code plus new password (spec part 1, section 4). */
export function usePasswordResetConfirmMutation() {
  const { send, loading } = usePayloadMutation(PasswordResetConfirmDocument, 'passwordResetConfirm');
  return { confirmReset: (input: { email: string; code: string; password: string; confirmPassword: string }) => send({ ...input, email: input.email.trim().toLowerCase(), code: input.code.trim() }), loading };
}
