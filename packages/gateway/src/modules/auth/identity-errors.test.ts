import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, freshEmail, gql, latestMail, signIn, startGateway, type TestGateway } from '../../../test/support.js';

// Every identity failure of spec part 1, section 8, produced by the real
// identity endpoint and shown with the spec's exact message.

const SIGN_UP = /* GraphQL */ `
  mutation SignUp($input: AccountSignUpInput!) {
    accountSignUp(input: $input) {
      registered
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const CONFIRM = /* GraphQL */ `
  mutation Confirm($input: AccountConfirmSignUpInput!) {
    accountConfirmSignUp(input: $input) {
      confirmed
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const RESET_REQUEST = /* GraphQL */ `
  mutation ResetRequest($input: PasswordResetRequestInput!) {
    passwordResetRequest(input: $input) {
      codeSent
      userErrors {
        field
        code
        message
      }
    }
  }
`;
const RESET_CONFIRM = /* GraphQL */ `
  mutation ResetConfirm($input: PasswordResetConfirmInput!) {
    passwordResetConfirm(input: $input) {
      passwordChanged
      userErrors {
        field
        code
        message
      }
    }
  }
`;

let gateway: TestGateway;
/** A confirmed account with a reset code outstanding. */
let resettable: { email: string; code: string };

beforeAll(async () => {
  gateway = await startGateway();
  const email = freshEmail('errors');
  await gql(gateway, SIGN_UP, { input: { name: 'Err Case', email, password: 'errors#pass1', confirmPassword: 'errors#pass1' } });
  await gql(gateway, CONFIRM, { input: { username: email, code: (await latestMail(email)).code } });
  await gql(gateway, RESET_REQUEST, { input: { email } });
  resettable = { email, code: (await latestMail(email)).code! };
});
afterAll(async () => {
  await gateway?.close();
});

const signInErrors = async (username: string, password: string) => (await signIn(gateway, username, password)).result.body.data?.sessionSignIn;

describe('login (section 8)', () => {
  it('UserNotFoundException: "User does not exist"', async () => {
    expect(await signInErrors('nobody-here@example.org', 'whatever#1')).toEqual({
      viewer: null,
      newPasswordRequired: false,
      userErrors: [{ field: null, code: 'USER_NOT_FOUND', message: 'User does not exist' }],
    });
  });

  it('UserNotConfirmedException: "User Not Confirmed"', async () => {
    const email = freshEmail('unconfirmed');
    await gql(gateway, SIGN_UP, { input: { name: 'Not Yet', email, password: 'pending#pass1', confirmPassword: 'pending#pass1' } });
    expect(await signInErrors(email, 'pending#pass1')).toMatchObject({ viewer: null, userErrors: [{ code: 'USER_NOT_CONFIRMED', message: 'User Not Confirmed' }] });
  });

  it('NotAuthorizedException: "Invalid Password"', async () => {
    expect(await signInErrors(DEMO.learner.email, 'Wrong@2026')).toMatchObject({ viewer: null, userErrors: [{ code: 'NOT_AUTHORIZED', message: 'Invalid Password' }] });
  });

  it('empty fields get the form messages without calling the identity provider', async () => {
    expect(await signInErrors('', '')).toMatchObject({
      userErrors: [
        { field: 'username', code: 'INVALID', message: MESSAGES.enterValidEmail },
        { field: 'password', code: 'INVALID', message: MESSAGES.enterPassword },
      ],
    });
  });
});

describe('sign-up (section 8)', () => {
  it('UsernameExistsException: "An account with the given email already exists."', async () => {
    const result = await gql(gateway, SIGN_UP, { input: { name: 'Again', email: 'Learner@Demo.University', password: 'again#pass1', confirmPassword: 'again#pass1' } });
    expect(result.body.data?.accountSignUp).toEqual({
      registered: false,
      userErrors: [{ field: null, code: 'USERNAME_EXISTS', message: 'An account with the given email already exists.' }],
    });
  });

  it('InvalidParameterException: "Password must be at least 8 characters"', async () => {
    // Long enough for the form, but it starts with a space, which the provider refuses as a parameter.
    const result = await gql(gateway, SIGN_UP, { input: { name: 'Spacey', email: freshEmail('spacey'), password: ' spaced#pass1', confirmPassword: ' spaced#pass1' } });
    expect(result.body.data?.accountSignUp).toEqual({
      registered: false,
      userErrors: [{ field: null, code: 'INVALID_PARAMETER', message: 'Password must be at least 8 characters' }],
    });
  });

  it('a password the pool policy refuses is shown as the provider words it', async () => {
    const result = await gql(gateway, SIGN_UP, { input: { name: 'Shouty', email: freshEmail('shouty'), password: 'SHOUTING#1', confirmPassword: 'SHOUTING#1' } });
    expect(result.body.data?.accountSignUp).toMatchObject({ registered: false, userErrors: [{ code: 'INVALID_PASSWORD', message: expect.stringContaining('lowercase') }] });
  });
});

describe('forgot password (section 8)', () => {
  it('UserNotFoundException: "User does not exist"', async () => {
    const result = await gql(gateway, RESET_REQUEST, { input: { email: 'nobody-here@example.org' } });
    expect(result.body.data?.passwordResetRequest).toEqual({ codeSent: false, userErrors: [{ field: null, code: 'USER_NOT_FOUND', message: 'User does not exist' }] });
  });

  it('an empty e-mail asks for a valid email', async () => {
    const result = await gql(gateway, RESET_REQUEST, { input: { email: '' } });
    expect(result.body.data?.passwordResetRequest).toEqual({ codeSent: false, userErrors: [{ field: 'email', code: 'INVALID', message: MESSAGES.enterValidEmail }] });
  });
});

describe('reset password (section 8)', () => {
  const reset = async (code: string, password: string) =>
    (await gql(gateway, RESET_CONFIRM, { input: { email: resettable.email, code, password, confirmPassword: password } })).body.data?.passwordResetConfirm;

  it('InvalidParameterException: "Invalid code entered"', async () => {
    expect(await reset('123', 'valid#Pass9')).toEqual({ passwordChanged: false, userErrors: [{ field: null, code: 'INVALID_PARAMETER', message: 'Invalid code entered' }] });
  });

  it('CodeMismatchException: "Code mismatch"', async () => {
    const wrong = resettable.code === '000000' ? '111111' : '000000';
    expect(await reset(wrong, 'valid#Pass9')).toEqual({ passwordChanged: false, userErrors: [{ field: null, code: 'CODE_MISMATCH', message: 'Code mismatch' }] });
  });

  it('InvalidPasswordException: "Please match the password type."', async () => {
    // Fits the form's 8-16 pattern, but the pool also wants a lowercase letter.
    expect(await reset(resettable.code, 'NOLOWER#99')).toEqual({
      passwordChanged: false,
      userErrors: [{ field: null, code: 'INVALID_PASSWORD', message: 'Please match the password type.' }],
    });
  });

  it('the form rules come first, with their messages', async () => {
    const result = await gql(gateway, RESET_CONFIRM, { input: { email: '', code: '', password: 'abc', confirmPassword: '' } });
    expect(result.body.data?.passwordResetConfirm).toEqual({
      passwordChanged: false,
      userErrors: [
        { field: 'email', code: 'INVALID', message: MESSAGES.enterValidEmail },
        { field: 'code', code: 'INVALID', message: MESSAGES.enterCode },
        { field: 'password', code: 'INVALID', message: MESSAGES.matchPasswordPattern },
        { field: 'confirmPassword', code: 'INVALID', message: MESSAGES.enterConfirmPassword },
      ],
    });
  });
});

describe('confirming the e-mail address', () => {
  it('a wrong code: "Code mismatch"', async () => {
    const email = freshEmail('confirm');
    await gql(gateway, SIGN_UP, { input: { name: 'Conf Irm', email, password: 'confirm#pass1', confirmPassword: 'confirm#pass1' } });
    const { code } = await latestMail(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const result = await gql(gateway, CONFIRM, { input: { username: email, code: wrong } });
    expect(result.body.data?.accountConfirmSignUp).toEqual({ confirmed: false, userErrors: [{ field: null, code: 'CODE_MISMATCH', message: 'Code mismatch' }] });
  });
});
