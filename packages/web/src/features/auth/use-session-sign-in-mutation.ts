import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

/**
 * What a sign-in and the forced new password of a first sign-in both read of their
 * SessionSignInPayload: the signed-in viewer, or that a new password is required.
 */
export const SessionSignInPayloadFields = graphql(`
  fragment SessionSignInPayloadFields on SessionSignInPayload {
    viewer {
      id
      name
      email
      username
    }
    newPasswordRequired
    userErrors {
      ...UserErrorFields @unmask
    }
  }
`);

const SessionSignInDocument = graphql(`
  mutation SessionSignIn($input: SessionSignInInput!) {
    sessionSignIn(input: $input) {
      ...SessionSignInPayloadFields @unmask
    }
  }
`);

/** Sign-in (spec part 1, section 4). The user name is sent lower-cased (section 5). */
export function useSessionSignInMutation() {
  const { send, loading } = usePayloadMutation(SessionSignInDocument, 'sessionSignIn');
  return { signIn: (input: { username: string; password: string }) => send({ username: input.username.trim().toLowerCase(), password: input.password }), loading };
}
