import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

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
  const [mutate, { loading }] = useMutation(PasswordResetConfirmDocument);
  const confirmReset = async (input: { email: string; code: string; password: string; confirmPassword: string }) => {
    const { data } = await mutate({
      variables: { input: { ...input, email: input.email.trim().toLowerCase(), code: input.code.trim() } },
    });
    if (!data) throw new Error('No answer to passwordResetConfirm');
    return data.passwordResetConfirm;
  };
  return { confirmReset, loading };
}
