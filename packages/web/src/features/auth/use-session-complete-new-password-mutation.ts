import { useMutation } from '@apollo/client/react';
import { graphql } from '../../gql';

const SessionCompleteNewPasswordDocument = graphql(`
  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {
    sessionCompleteNewPassword(input: $input) {
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

/** The forced new password of a first sign-in (spec part 1, section 4). */
export function useSessionCompleteNewPasswordMutation() {
  const [mutate, { loading }] = useMutation(SessionCompleteNewPasswordDocument);
  const completeNewPassword = async (input: { password: string; confirmPassword: string }) => {
    const { data } = await mutate({ variables: { input } });
    if (!data) throw new Error('No answer to sessionCompleteNewPassword');
    return data.sessionCompleteNewPassword;
  };
  return { completeNewPassword, loading };
}
