import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const AccountConfirmSignUpDocument = graphql(`
  mutation AccountConfirmSignUp($input: AccountConfirmSignUpInput!) {
    accountConfirmSignUp(input: $input) {
      confirmed
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** The "Verify Email" link's confirmation (the mail sent on sign-up, spec part 1, section 4). */
export function useAccountConfirmSignUpMutation() {
  const [mutate, { loading }] = useMutation(AccountConfirmSignUpDocument);
  const confirmSignUp = async (input: { username: string; code: string }) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('No answer to accountConfirmSignUp');
    return data.accountConfirmSignUp;
  };
  return { confirmSignUp, loading };
}
