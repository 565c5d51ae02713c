import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';

const SessionCompleteNewPasswordDocument = graphql(`
  mutation SessionCompleteNewPassword($input: SessionCompleteNewPasswordInput!) {
    sessionCompleteNewPassword(input: $input) {
      ...SessionSignInPayloadFields @unmask
    }
  }
`);

/** The forced new password of a first sign-in (spec part 1, section 4). */
export function useSessionCompleteNewPasswordMutation() {
  const { send, loading } = usePayloadMutation(SessionCompleteNewPasswordDocument, 'sessionCompleteNewPassword');
  return { completeNewPassword: send, loading };
}
