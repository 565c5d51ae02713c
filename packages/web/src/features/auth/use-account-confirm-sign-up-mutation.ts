import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

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
  const { send, loading } = usePayloadMutation(AccountConfirmSignUpDocument, 'accountConfirmSignUp');
  return { confirmSignUp: send, loading };
}
