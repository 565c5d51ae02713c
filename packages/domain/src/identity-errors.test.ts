import { describe, expect, it } from 'vitest';
import { identityErrorMessage } from './identity-errors.js';

describe('identity failures become the spec messages (spec part 1, section 8)', () => {
  it.each([
    ['signIn', 'UserNotFoundException', 'User does not exist'],
    ['signIn', 'UserNotConfirmedException', 'User Not Confirmed'],
    ['signIn', 'NotAuthorizedException', 'Invalid Password'],
    ['signUp', 'InvalidParameterException', 'Password must be at least 8 characters'],
    ['signUp', 'UsernameExistsException', 'An account with the given email already exists.'],
    ['forgotPassword', 'UserNotFoundException', 'User does not exist'],
    ['resetPassword', 'InvalidParameterException', 'Invalid code entered'],
    ['resetPassword', 'CodeMismatchException', 'Code mismatch'],
    ['resetPassword', 'InvalidPasswordException', 'Please match the password type.'],
  ] as const)('%s with %s shows %j', (operation, exception, message) => {
    expect(identityErrorMessage(operation, exception, 'provider text')).toBe(message);
  });

  it('a Verify Email link opened a second time says the address is already verified', () => {
    expect(identityErrorMessage('confirmSignUp', 'NotAuthorizedException', 'User cannot be confirmed. Current status is CONFIRMED')).toBe('Your e-mail address is already verified. You can log in.');
  });

  it('a sign-up e-mail format error is shown as received', () => {
    expect(identityErrorMessage('signUp', 'InvalidParameterException', 'Invalid email address format.')).toBe('Invalid email address format.');
  });

  it('an exception the spec does not name shows the provider message', () => {
    expect(identityErrorMessage('resetPassword', 'ExpiredCodeException', 'Invalid code provided, please request a code again.')).toBe('Invalid code provided, please request a code again.');
  });

  it('with no provider message either, a calm generic message is shown', () => {
    expect(identityErrorMessage('signIn', 'InternalErrorException')).toBe('Something went wrong. Please try again.');
  });

  it.each(['signIn', 'signUp', 'forgotPassword', 'resetPassword', 'newPassword', 'confirmSignUp'] as const)(
    "too many attempts on %s say so in Cognito's words, whatever the provider sent",
    (operation) => {
      for (const [exception, received] of [
        ['LimitExceededException', 'Attempt limit exceeded, please try after some time.'],
        ['LimitExceededException', undefined],
        ['TooManyFailedAttemptsException', 'Too many failed attempts.'],
      ] as const) {
        expect(identityErrorMessage(operation, exception, received)).toBe('Attempt limit exceeded, please try after some time.');
      }
    },
  );

  it('a sign-in locked after wrong passwords says so rather than "Invalid Password"', () => {
    expect(identityErrorMessage('signIn', 'NotAuthorizedException', 'Password attempts exceeded')).toBe('Attempt limit exceeded, please try after some time.');
    expect(identityErrorMessage('signIn', 'NotAuthorizedException', 'Incorrect username or password.')).toBe('Invalid Password');
  });
});
