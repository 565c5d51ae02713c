import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

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
  const { send, loading } = usePayloadMutation(AccountSignUpDocument, 'accountSignUp');
  return { signUp: (input: { name: string; email: string; password: string; confirmPassword: string }) => send({ ...input, name: input.name.trim(), email: input.email.trim().toLowerCase() }), loading };
}
