import { useMutation } from '@apollo/client/react';
import { graphql } from '../gql';
import { useSession } from './session';
import { toaster } from './toaster';

const SessionSignOutDocument = graphql(`
  mutation SessionSignOut {
    sessionSignOut {
      signedOut
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/**
 * Sign-out from the header dropdown (spec part 1, section 4: "Sign-out clears the
 * session"). The gateway revokes the tokens and clears its cookies; here we forget
 * every cached answer and switch to the public routes.
 */
export function useSessionSignOutMutation() {
  const [mutate, { loading }] = useMutation(SessionSignOutDocument);
  const { signedOut } = useSession();

  async function signOut(): Promise<boolean> {
    // Sign-out wipes what this learner saved and queued on the device, whether or not the
    // gateway can be reached (issue 34: safe on a shared computer; docs/decisions/333).
    await import('../offline/account').then((offline) => offline.wipeOfflineData()).catch(() => undefined);
    try {
      const { data } = await mutate();
      const problem = data?.sessionSignOut.userErrors[0];
      if (problem && !data?.sessionSignOut.signedOut) {
        toaster.create({ title: 'Sign-out did not complete', description: problem.message, type: 'error', closable: true });
        return false;
      }
    } catch {
      // The cookies may still be set; saying so is better than pretending the learner left.
      toaster.create({
        title: 'Sign-out did not complete',
        description: 'The portal could not be reached. Please try again.',
        type: 'error',
        closable: true,
      });
      return false;
    }
    await signedOut();
    return true;
  }

  return { signOut, loading };
}
