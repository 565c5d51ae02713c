import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const AccountSignUpDocument = graphql(`
  mutation AccountSignUp($input: AccountSignUpInput!) {
    accountSignUp(input: $input) {
      registered
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Sign-up (spec part 1, section 4); the e-mail address becomes the lower-cased user name. */
export function useAccountSignUpMutation() {
  const [mutate, { loading }] = useMutation(AccountSignUpDocument);
  const signUp = async (input: { name: string; email: string; password: string; confirmPassword: string }) => {
    const { data } = await mutate({
      variables: { input: { ...input, name: input.name.trim(), email: input.email.trim().toLowerCase() } },
    });
    if (!data) throw new Error('No answer to accountSignUp');
    return data.accountSignUp;
  };
  return { signUp, loading };
}
