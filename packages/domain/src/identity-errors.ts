/**
 * The identity provider's exception names turned into the spec's messages
 * (spec part 1, section 8). Where the spec shows a message "as received", or
 * names no message for an exception, the provider's own message is shown.
 */
import { MESSAGES } from './messages.js';

export type IdentityOperation = 'signIn' | 'signUp' | 'forgotPassword' | 'resetPassword' | 'newPassword' | 'confirmSignUp';

const CATALOGUE: Record<IdentityOperation, Record<string, string>> = {
  signIn: {
    UserNotFoundException: MESSAGES.userDoesNotExist,
    UserNotConfirmedException: MESSAGES.userNotConfirmed,
    NotAuthorizedException: MESSAGES.invalidPassword,
  },
  signUp: {
    InvalidParameterException: MESSAGES.passwordMinLength,
    UsernameExistsException: MESSAGES.emailExists,
  },
  forgotPassword: {
    UserNotFoundException: MESSAGES.userDoesNotExist,
  },
  resetPassword: {
    InvalidParameterException: MESSAGES.invalidCode,
    CodeMismatchException: MESSAGES.codeMismatch,
    InvalidPasswordException: MESSAGES.matchPasswordType,
    UserNotFoundException: MESSAGES.userDoesNotExist,
  },
  newPassword: {
    InvalidPasswordException: MESSAGES.matchPasswordType,
  },
  confirmSignUp: {
    CodeMismatchException: MESSAGES.codeMismatch,
    UserNotFoundException: MESSAGES.userDoesNotExist,
    // Cognito refuses to confirm an account twice ("Current status is CONFIRMED").
    NotAuthorizedException: MESSAGES.alreadyVerified,
  },
};

/**
 * Too many wrong codes (LimitExceededException) or passwords (Cognito's
 * NotAuthorizedException "Password attempts exceeded"): the account is locked
 * for a while, whatever the form. Said in the same words everywhere, even
 * when the provider's message is missing or worded otherwise, so the learner
 * knows waiting helps (docs/decisions/075).
 */
export function isAttemptLimit(exceptionName: string, receivedMessage?: string): boolean {
  return (
    exceptionName === 'LimitExceededException' ||
    exceptionName === 'TooManyFailedAttemptsException' ||
    (exceptionName === 'NotAuthorizedException' && /^password attempts exceeded/i.test(receivedMessage ?? ''))
  );
}

export function identityErrorMessage(operation: IdentityOperation, exceptionName: string, receivedMessage?: string): string {
  if (isAttemptLimit(exceptionName, receivedMessage)) return MESSAGES.attemptLimitExceeded;
  // Sign-up format errors are shown as received (section 8).
  if (operation === 'signUp' && exceptionName === 'InvalidParameterException' && receivedMessage === MESSAGES.invalidEmailFormat) {
    return receivedMessage;
  }
  return CATALOGUE[operation][exceptionName] ?? receivedMessage ?? MESSAGES.somethingWentWrong;
}
