import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const SessionSignInDocument = graphql(`
  mutation SessionSignIn($input: SessionSignInInput!) {
    sessionSignIn(input: $input) {
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
  }
`);

/** Sign-in (spec part 1, section 4). The user name is sent lower-cased (section 5). */
export function useSessionSignInMutation() {
  const [mutate, { loading }] = useMutation(SessionSignInDocument);
  const signIn = async (input: { username: string; password: string }) => {
    const { data } = await mutate({
      variables: { input: { username: input.username.trim().toLowerCase(), password: input.password } },
    });
    if (!data) throw new Error('No answer to sessionSignIn');
    return data.sessionSignIn;
  };
  return { signIn, loading };
}
