import { describe, expect, it } from 'vitest';
import { IdentityRefusal } from '../../auth/identity-provider.js';
import { identityUserError } from './user-errors.js';

describe('identity refusals as user errors (spec part 1, section 8)', () => {
  it.each([
    ['signIn', 'UserNotFoundException', 'USER_NOT_FOUND', 'User does not exist'],
    ['signIn', 'UserNotConfirmedException', 'USER_NOT_CONFIRMED', 'User Not Confirmed'],
    ['signIn', 'NotAuthorizedException', 'NOT_AUTHORIZED', 'Invalid Password'],
    ['signUp', 'UsernameExistsException', 'USERNAME_EXISTS', 'An account with the given email already exists.'],
    ['signUp', 'InvalidParameterException', 'INVALID_PARAMETER', 'Password must be at least 8 characters'],
    ['forgotPassword', 'UserNotFoundException', 'USER_NOT_FOUND', 'User does not exist'],
    ['resetPassword', 'InvalidParameterException', 'INVALID_PARAMETER', 'Invalid code entered'],
    ['resetPassword', 'CodeMismatchException', 'CODE_MISMATCH', 'Code mismatch'],
    ['resetPassword', 'InvalidPasswordException', 'INVALID_PASSWORD', 'Please match the password type.'],
  ] as const)('%s, %s -> %s "%s"', (operation, exception, code, message) => {
    expect(identityUserError(operation, new IdentityRefusal(exception, 'provider text'))).toEqual({ field: null, code, message });
  });

  it("too many attempts are a rate limit with Cognito's words, a sign-in locked after wrong passwords too (docs/decisions/075)", () => {
    const attemptLimit = { field: null, code: 'RATE_LIMITED', message: 'Attempt limit exceeded, please try after some time.' };
    expect(identityUserError('resetPassword', new IdentityRefusal('LimitExceededException', 'Attempt limit exceeded, please try after some time.'))).toEqual(attemptLimit);
    expect(identityUserError('confirmSignUp', new IdentityRefusal('LimitExceededException', ''))).toEqual(attemptLimit);
    expect(identityUserError('signIn', new IdentityRefusal('NotAuthorizedException', 'Password attempts exceeded'))).toEqual(attemptLimit);
  });

  it('a sign-up format error is shown as received', () => {
    expect(identityUserError('signUp', new IdentityRefusal('InvalidParameterException', 'Invalid email address format.')).message).toBe('Invalid email address format.');
  });
});
