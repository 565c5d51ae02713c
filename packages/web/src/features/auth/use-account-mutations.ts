import { graphql } from '../../gql';
import { usePayloadMutation } from '../../lib/use-payload-mutation';
import { normaliseEmail } from '@portal/domain';

/**
 * The account's mutations (spec part 1, section 4), one document and one hook each, as
 * the other areas keep theirs (use-profile-mutations, use-course-progress-mutations):
 * sign-in and the forced new password, sign-up and its e-mail confirmation, and the
 * two steps of a forgotten password.
 */

/**
 * What a sign-in and the forced new password of a first sign-in both read of their
 * SessionSignInPayload: the signed-in viewer as the session knows it (lib/session.tsx), or that a
 * new password is required.
 * @public a fragment that codegen reads and the operations spread; no code imports it.
 */
export const SessionSignInPayloadFields = graphql(`
  fragment SessionSignInPayloadFields on SessionSignInPayload {
    viewer {
      ...SessionViewerFields @unmask
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
  return { signIn: (input: { username: string; password: string }) => send({ username: normaliseEmail(input.username), password: input.password }), loading };
}

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
  return { signUp: (input: { name: string; email: string; password: string; confirmPassword: string }) => send({ ...input, name: input.name.trim(), email: normaliseEmail(input.email) }), loading };
}

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

const PasswordResetRequestDocument = graphql(`
  mutation PasswordResetRequest($input: PasswordResetRequestInput!) {
    passwordResetRequest(input: $input) {
      codeSent
      userErrors {
        ...UserErrorFields @unmask
      }
    }
  }
`);

/** Forgot password, step 1: send a code to the e-mail address (spec part 1, section 4). */
export function usePasswordResetRequestMutation() {
  const { send, loading } = usePayloadMutation(PasswordResetRequestDocument, 'passwordResetRequest');
  return { requestReset: (input: { email: string }) => send({ email: normaliseEmail(input.email) }), loading };
}

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
  const { send, loading } = usePayloadMutation(PasswordResetConfirmDocument, 'passwordResetConfirm');
  return {
    confirmReset: (input: { email: string; code: string; password: string; confirmPassword: string }) => send({ ...input, email: normaliseEmail(input.email), code: input.code.trim() }),
    loading,
  };
}
