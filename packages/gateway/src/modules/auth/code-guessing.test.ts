import { MESSAGES } from '@portal/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITED_MESSAGE } from '../../auth/rate-limits.js';
import { CookieJar, SIGN_IN, createForcedUser, freshEmail, gql, latestMail, startGateway, type TestGateway } from '../../../test/support.js';

// Issue 6, item 5 and docs/decisions/075: mailed codes cannot be guessed. The
// identity endpoint locks an account's codes after 5 wrong ones; the gateway
// limits every code-checking mutation per IP and per target address.

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
const NEW_PASSWORD = /* GraphQL */ `
  mutation NewPassword($input: SessionCompleteNewPasswordInput!) {
    sessionCompleteNewPassword(input: $input) {
      newPasswordRequired
      userErrors {
        field
        code
        message
      }
    }
  }
`;

const attemptLimit = { field: null, code: 'RATE_LIMITED', message: MESSAGES.attemptLimitExceeded };
const rateLimited = { field: null, code: 'RATE_LIMITED', message: RATE_LIMITED_MESSAGE };
/** Six digits that are not the code. */
type Answer = { passwordChanged: boolean; userErrors: { field: string | null; code: string; message: string }[] } | undefined;
const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** A signed-up, confirmed learner with a reset code outstanding. */
async function learnerWithResetCode(gateway: TestGateway, label: string): Promise<{ email: string; code: string }> {
  const email = freshEmail(label);
  await gql(gateway, SIGN_UP, { input: { name: 'Guess Target', email, password: 'before#pass1', confirmPassword: 'before#pass1' } });
  await gql(gateway, CONFIRM, { input: { username: email, code: (await latestMail(email)).code } });
  expect((await gql(gateway, RESET_REQUEST, { input: { email } })).body.data?.passwordResetRequest).toEqual({ codeSent: true, userErrors: [] });
  return { email, code: (await latestMail(email)).code! };
}

const resetWith = (gateway: TestGateway, email: string, code: string, ip?: string) =>
  gql<{ passwordResetConfirm: Answer }>(gateway, RESET_CONFIRM, { input: { email, code, password: 'after#pass2', confirmPassword: 'after#pass2' } }, ip ? { headers: { 'X-Forwarded-For': ip } } : {});

describe('the identity endpoint locks codes after 5 wrong ones, and the learner is told so', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    // The gateway's own limits are out of the way here (test/support.ts sets them high).
    gateway = await startGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('40 wrong reset codes, then the right one is refused with "Attempt limit exceeded, please try after some time."', async () => {
    const { email, code } = await learnerWithResetCode(gateway, 'guess40');
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i += 1) answers.push((await resetWith(gateway, email, wrong(code, i))).body.data?.passwordResetConfirm);
    expect(answers.slice(0, 5)).toEqual(Array(5).fill({ passwordChanged: false, userErrors: [{ field: null, code: 'CODE_MISMATCH', message: 'Code mismatch' }] }));
    expect(answers.slice(5)).toEqual(Array(35).fill({ passwordChanged: false, userErrors: [attemptLimit] }));
    expect((await resetWith(gateway, email, code)).body.data?.passwordResetConfirm).toEqual({ passwordChanged: false, userErrors: [attemptLimit] });
    // The old password still signs in: the reset never happened.
    expect((await gql(gateway, SIGN_IN, { input: { username: email, password: 'before#pass1' } })).body.data?.sessionSignIn).toMatchObject({ userErrors: [] });
  });

  it('confirmation codes of a sign-up likewise', async () => {
    const email = freshEmail('guess-confirm');
    await gql(gateway, SIGN_UP, { input: { name: 'Guess Confirm', email, password: 'before#pass1', confirmPassword: 'before#pass1' } });
    const { code } = await latestMail(email);
    for (let i = 0; i < 5; i += 1) {
      expect((await gql(gateway, CONFIRM, { input: { username: email, code: wrong(code!, i) } })).body.data?.accountConfirmSignUp).toMatchObject({
        confirmed: false,
        userErrors: [{ code: 'CODE_MISMATCH' }],
      });
    }
    expect((await gql(gateway, CONFIRM, { input: { username: email, code } })).body.data?.accountConfirmSignUp).toEqual({ confirmed: false, userErrors: [attemptLimit] });
  });

  it('a sign-in locked after wrong passwords says so instead of "Invalid Password", even for the right password', async () => {
    const email = freshEmail('guess-password');
    await gql(gateway, SIGN_UP, { input: { name: 'Guess Password', email, password: 'right#pass1', confirmPassword: 'right#pass1' } });
    await gql(gateway, CONFIRM, { input: { username: email, code: (await latestMail(email)).code } });
    for (let i = 0; i < 5; i += 1) {
      expect((await gql(gateway, SIGN_IN, { input: { username: email, password: `wrong#pass${i}` } })).body.data?.sessionSignIn).toMatchObject({
        userErrors: [{ code: 'NOT_AUTHORIZED', message: 'Invalid Password' }],
      });
    }
    expect((await gql(gateway, SIGN_IN, { input: { username: email, password: 'right#pass1' } })).body.data?.sessionSignIn).toEqual({
      viewer: null,
      newPasswordRequired: false,
      userErrors: [attemptLimit],
    });
  });
});

describe('the gateway limits code checks per IP and per target address', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway({
      TRUST_PROXY: 'true',
      RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_IP_PER_10_MINUTES: '4',
      RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_ADDRESS_PER_10_MINUTES: '3',
      RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_10_MINUTES: '2',
      RATE_LIMIT_SIGN_UP_CONFIRMS_PER_ADDRESS_PER_10_MINUTES: '2',
      RATE_LIMIT_NEW_PASSWORDS_PER_ADDRESS_PER_10_MINUTES: '2',
    });
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('40 wrong reset codes from 40 addresses reach the identity provider 3 times at most; the right one is then refused', async () => {
    const { email, code } = await learnerWithResetCode(gateway, 'spread');
    const answers: Answer[] = [];
    for (let i = 0; i < 40; i += 1) answers.push((await resetWith(gateway, email, wrong(code, i), `198.51.100.${i + 1}`)).body.data?.passwordResetConfirm);
    expect(answers.filter((a) => a?.userErrors[0]?.code === 'CODE_MISMATCH')).toHaveLength(3);
    expect(answers.slice(3)).toEqual(Array(37).fill({ passwordChanged: false, userErrors: [rateLimited] }));
    expect((await resetWith(gateway, email, code, '198.51.100.200')).body.data?.passwordResetConfirm).toEqual({ passwordChanged: false, userErrors: [rateLimited] });
  });

  it('one IP trying many addresses meets its own limit', async () => {
    const targets = await Promise.all([1, 2, 3, 4, 5].map((n) => learnerWithResetCode(gateway, `ip-limit-${n}`)));
    const answers: Answer[] = [];
    for (const target of targets) answers.push((await resetWith(gateway, target.email, wrong(target.code, 0), '203.0.113.50')).body.data?.passwordResetConfirm);
    expect(answers.slice(0, 4).every((a) => a?.userErrors[0]?.code === 'CODE_MISMATCH')).toBe(true);
    expect(answers[4]).toEqual({ passwordChanged: false, userErrors: [rateLimited] });
    // The fifth learner is not locked out by that IP: from their own address the code works.
    expect((await resetWith(gateway, targets[4].email, targets[4].code, '203.0.113.51')).body.data?.passwordResetConfirm).toEqual({ passwordChanged: true, userErrors: [] });
  });

  it("reset-code requests per address, across IPs, so nobody's mailbox can be flooded", async () => {
    const { email } = await learnerWithResetCode(gateway, 'flood');
    const request = (ip: string) => gql(gateway, RESET_REQUEST, { input: { email: email.toUpperCase() } }, { headers: { 'X-Forwarded-For': ip } });
    // learnerWithResetCode used one request already.
    expect((await request('192.0.2.1')).body.data?.passwordResetRequest).toEqual({ codeSent: true, userErrors: [] });
    expect((await request('192.0.2.2')).body.data?.passwordResetRequest).toEqual({ codeSent: false, userErrors: [rateLimited] });
  });

  it('sign-up confirmations per user name, across IPs', async () => {
    const email = freshEmail('confirm-limit');
    await gql(gateway, SIGN_UP, { input: { name: 'Confirm Limit', email, password: 'before#pass1', confirmPassword: 'before#pass1' } });
    const { code } = await latestMail(email);
    const confirm = (value: string, ip: string) => gql(gateway, CONFIRM, { input: { username: email, code: value } }, { headers: { 'X-Forwarded-For': ip } });
    expect((await confirm(wrong(code!, 0), '192.0.2.10')).body.data?.accountConfirmSignUp).toMatchObject({ userErrors: [{ code: 'CODE_MISMATCH' }] });
    expect((await confirm(wrong(code!, 1), '192.0.2.11')).body.data?.accountConfirmSignUp).toMatchObject({ userErrors: [{ code: 'CODE_MISMATCH' }] });
    expect((await confirm(code!, '192.0.2.12')).body.data?.accountConfirmSignUp).toEqual({ confirmed: false, userErrors: [rateLimited] });
  });

  it('forced new passwords per user name, across IPs', async () => {
    const forced = await createForcedUser('new-password-limit');
    const jar = new CookieJar();
    await gql(gateway, SIGN_IN, { input: { username: forced.email, password: forced.password } }, { jar, headers: { 'X-Forwarded-For': '192.0.2.20' } });
    // Passes the form's rules, so it reaches the identity provider, whose policy wants a lowercase letter.
    const upper = (ip: string) => gql(gateway, NEW_PASSWORD, { input: { password: 'FRESH#2026', confirmPassword: 'FRESH#2026' } }, { jar, headers: { 'X-Forwarded-For': ip } });
    for (const ip of ['192.0.2.21', '192.0.2.22']) {
      expect((await upper(ip)).body.data?.sessionCompleteNewPassword).toMatchObject({ newPasswordRequired: true, userErrors: [{ code: 'INVALID_PASSWORD' }] });
    }
    expect((await upper('192.0.2.23')).body.data?.sessionCompleteNewPassword).toEqual({ newPasswordRequired: true, userErrors: [rateLimited] });
  });
});

describe('the per-address limits in Redis (shared by every replica)', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  it('two gateways on one Redis share one allowance per address, whichever IP and replica the guesses come from', async (context) => {
    if (!redisUrl) {
      context.skip('TEST_REDIS_URL is not set (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379); the Redis store is not exercised');
      return;
    }
    const keyPrefix = `code-guessing-test-${process.pid}-${Date.now()}`;
    const env = { REDIS_URL: redisUrl, TRUST_PROXY: 'true', RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_ADDRESS_PER_10_MINUTES: '2' };
    const [a, b] = await Promise.all([startGateway(env, { keyPrefix }), startGateway(env, { keyPrefix })]);
    try {
      expect(a.services.rateLimits.store).toBe('redis');
      const { email, code } = await learnerWithResetCode(a, 'redis-spread');
      expect((await resetWith(a, email, wrong(code, 0), '198.51.100.1')).body.data?.passwordResetConfirm?.userErrors[0]?.code).toBe('CODE_MISMATCH');
      expect((await resetWith(b, email, wrong(code, 1), '198.51.100.2')).body.data?.passwordResetConfirm?.userErrors[0]?.code).toBe('CODE_MISMATCH');
      expect((await resetWith(a, email, code, '198.51.100.3')).body.data?.passwordResetConfirm).toEqual({ passwordChanged: false, userErrors: [rateLimited] });
      expect((await resetWith(b, email, code, '198.51.100.4')).body.data?.passwordResetConfirm).toEqual({ passwordChanged: false, userErrors: [rateLimited] });

      // The counter is in Redis, keyed by a hash: Redis holds no e-mail address.
      const { Redis } = await import('ioredis');
      const redis = new Redis(redisUrl);
      try {
        const keys = await redis.keys(`${keyPrefix}:passwordResetConfirmTarget*`);
        expect(keys).toHaveLength(1);
        expect(keys[0]).not.toContain(email.split('@')[0]);
      } finally {
        redis.disconnect();
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
