import { identityErrorMessage, isAttemptLimit, type IdentityOperation } from '@portal/domain';
import type { UserError, UserErrorCode } from '../../__generated__/resolvers-types.js';
import type { IdentityRefusal } from '../../auth/identity-provider.js';

/** The identity provider's exception names, as stable codes for programs. */
const IDENTITY_CODES: Record<string, UserErrorCode> = {
  UserNotFoundException: 'USER_NOT_FOUND',
  UserNotConfirmedException: 'USER_NOT_CONFIRMED',
  NotAuthorizedException: 'NOT_AUTHORIZED',
  PasswordResetRequiredException: 'NOT_AUTHORIZED',
  UsernameExistsException: 'USERNAME_EXISTS',
  AliasExistsException: 'USERNAME_EXISTS',
  InvalidPasswordException: 'INVALID_PASSWORD',
  CodeMismatchException: 'CODE_MISMATCH',
  ExpiredCodeException: 'CODE_EXPIRED',
  InvalidParameterException: 'INVALID_PARAMETER',
  TooManyRequestsException: 'RATE_LIMITED',
  TooManyFailedAttemptsException: 'RATE_LIMITED',
  LimitExceededException: 'RATE_LIMITED',
};

function identityCode(exceptionName: string): UserErrorCode {
  return IDENTITY_CODES[exceptionName] ?? 'INVALID_PARAMETER';
}

/** A refusal of the identity provider, worded as spec part 1, section 8 says. */
export function identityUserError(operation: IdentityOperation, refusal: IdentityRefusal): UserError {
  // A sign-in locked after wrong passwords is a NotAuthorizedException by name, but a rate limit by nature.
  const code = isAttemptLimit(refusal.exceptionName, refusal.message) ? 'RATE_LIMITED' : identityCode(refusal.exceptionName);
  return { field: null, code, message: identityErrorMessage(operation, refusal.exceptionName, refusal.message) };
}
