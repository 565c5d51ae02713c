/**
 * The identity endpoint driven by the real AWS SDK Cognito client, as the
 * gateway uses it. Exception names and messages are asserted exactly: the
 * portal maps them to the texts of spec part 1, section 8.
 */
import {
  AdminConfirmSignUpCommand,
  AdminCreateUserCommand,
  ChangePasswordCommand,
  CodeMismatchException,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ExpiredCodeException,
  ForgotPasswordCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  InvalidParameterException,
  InvalidPasswordException,
  LimitExceededException,
  NotAuthorizedException,
  ResendConfirmationCodeCommand,
  ResourceNotFoundException,
  RespondToAuthChallengeCommand,
  RevokeTokenCommand,
  SignUpCommand,
  UsernameExistsException,
  UserNotConfirmedException,
  UserNotFoundException,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import { JwtVerifier } from 'aws-jwt-verify';
import { and, eq } from 'drizzle-orm';
import { createRemoteJWKSet, decodeProtectedHeader, importJWK, jwtVerify, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityCodes, identitySessions, refreshTokens, signingKeys, users } from '../db/schema.js';
import { CLIENT_ID, POOL_ID, PORTAL_URL, startIdentityHarness, type IdentityHarness } from './test-support.js';

let h: IdentityHarness;

beforeAll(async () => {
  h = await startIdentityHarness();
});

afterAll(async () => {
  await h?.close();
});

/** Asserts that the SDK raised its typed exception for the name we sent, with Cognito's message. */
async function expectFailure(promise: Promise<unknown>, type: abstract new (...args: never[]) => Error, message: string | RegExp) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, 'the call should have failed').toBeInstanceOf(type);
  const e = err as Error & { $metadata?: { httpStatusCode?: number } };
  if (typeof message === 'string') expect(e.message).toBe(message);
  else expect(e.message).toMatch(message);
  expect(e.$metadata?.httpStatusCode).toBe(400);
}

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.org`;

const signUp = (email: string, password = 'Secret@123', name = 'Test Learner') =>
  h.cognito.send(
    new SignUpCommand({
      ClientId: CLIENT_ID,
      Username: email,
      Password: password,
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'name', Value: name },
      ],
    }),
  );

const signIn = (username: string, password: string) =>
  h.cognito.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: username, PASSWORD: password } }));

async function latestCode(email: string): Promise<string> {
  const [mail] = await h.mailTo(email);
  expect(mail?.code).toMatch(/^\d{6}$/);
  return mail.code as string;
}

async function confirmedUser(password = 'Secret@123', name = 'Test Learner'): Promise<string> {
  const email = uniqueEmail('confirmed');
  await h.identity.createUser({ email, name, password, status: 'CONFIRMED' });
  return email;
}

async function tokensFor(email: string, password = 'Secret@123'): Promise<AuthenticationResultType> {
  const res = await signIn(email, password);
  expect(res.AuthenticationResult?.AccessToken).toBeTruthy();
  return res.AuthenticationResult as AuthenticationResultType;
}

describe('sign-up and confirmation', () => {
  it('signs a learner up unconfirmed and mails a code with a Verify Email link', async () => {
    const email = uniqueEmail('Signup');
    const res = await signUp(email);
    expect(res.UserConfirmed).toBe(false);
    expect(res.UserSub).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.CodeDeliveryDetails).toEqual({ Destination: 's***@e***', DeliveryMedium: 'EMAIL', AttributeName: 'email' });

    const [mail] = await h.mailTo(email);
    const username = email.toLowerCase();
    expect(mail.to).toBe(username);
    expect(mail.code).toMatch(/^\d{6}$/);
    expect(mail.link).toBe(`${PORTAL_URL}/verify-email?username=${encodeURIComponent(username)}&code=${mail.code}`);
    expect(mail.text).toContain(mail.code);

    await expectFailure(signIn(email, 'Secret@123'), UserNotConfirmedException, 'User is not confirmed.');
  });

  it('confirms with the mailed code, then signs in; a second confirmation is refused', async () => {
    const email = uniqueEmail('confirm');
    await signUp(email);
    const code = await latestCode(email);
    await expectFailure(
      h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code === '000000' ? '111111' : '000000' })),
      CodeMismatchException,
      'Invalid verification code provided, please try again.',
    );
    await h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code }));
    await expectFailure(
      h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code })),
      NotAuthorizedException,
      'User cannot be confirmed. Current status is CONFIRMED',
    );
    const tokens = await tokensFor(email);
    const user = await h.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.UserAttributes).toContainEqual({ Name: 'email_verified', Value: 'true' });
  });

  it('refuses an invalid e-mail, a too-short password, a weak password and a taken address', async () => {
    await expectFailure(signUp('not-an-email'), InvalidParameterException, 'Invalid email address format.');
    await expectFailure(
      signUp(uniqueEmail('short'), 'ab1!'),
      InvalidParameterException,
      "1 validation error detected: Value at 'password' failed to satisfy constraint: Member must have length greater than or equal to 6",
    );
    await expectFailure(signUp(uniqueEmail('weak'), 'abc1!x'), InvalidPasswordException, 'Password did not conform with policy: Password not long enough');
    await expectFailure(signUp(uniqueEmail('weak'), 'secret1234'), InvalidPasswordException, 'Password did not conform with policy: Password must have symbol characters');

    const email = uniqueEmail('taken');
    await signUp(email);
    await expectFailure(signUp(email.toUpperCase()), UsernameExistsException, 'An account with the given email already exists.');
  });

  it('requires the name attribute and the configured app client', async () => {
    await expectFailure(h.cognito.send(new SignUpCommand({ ClientId: CLIENT_ID, Username: uniqueEmail('noname'), Password: 'Secret@123', UserAttributes: [] })), InvalidParameterException, /name/);
    await expectFailure(
      h.cognito.send(new SignUpCommand({ ClientId: 'other-client', Username: uniqueEmail('client'), Password: 'Secret@123' })),
      ResourceNotFoundException,
      'User pool client other-client does not exist.',
    );
  });

  it('resends a new code that replaces the old one', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    const first = await latestCode(email);
    const res = await h.cognito.send(new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }));
    expect(res.CodeDeliveryDetails?.DeliveryMedium).toBe('EMAIL');
    const mails = await h.mailTo(email);
    expect(mails).toHaveLength(2);
    const second = mails[0].code as string;
    expect(mails[1].code).toBe(first);
    if (first !== second) {
      await expectFailure(
        h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: first })),
        CodeMismatchException,
        'Invalid verification code provided, please try again.',
      );
    }
    await h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: second }));
    await expectFailure(h.cognito.send(new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email })), InvalidParameterException, 'User is already confirmed.');
  });

  it('refuses an expired code, an unknown user and an empty code', async () => {
    const email = uniqueEmail('expired');
    await signUp(email);
    const code = await latestCode(email);
    await h.database.db
      .update(identityCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityCodes.username, email));
    await expectFailure(
      h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code })),
      ExpiredCodeException,
      'Invalid code provided, please request a code again.',
    );
    await expectFailure(
      h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: uniqueEmail('nobody'), ConfirmationCode: '123456' })),
      UserNotFoundException,
      'Username/client id combination not found.',
    );
    await expectFailure(h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: '' })), InvalidParameterException, /confirmationCode/);
  });
});

describe('sign-in with USER_PASSWORD_AUTH', () => {
  it("refuses an unknown user and a wrong password with Cognito's exceptions", async () => {
    await expectFailure(signIn(uniqueEmail('nobody'), 'Secret@123'), UserNotFoundException, 'User does not exist.');
    const email = await confirmedUser();
    await expectFailure(signIn(email, 'Wrong@123'), NotAuthorizedException, 'Incorrect username or password.');
    await expectFailure(
      h.cognito.send(new InitiateAuthCommand({ ClientId: 'nope', AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'Secret@123' } })),
      ResourceNotFoundException,
      'User pool client nope does not exist.',
    );
    await expectFailure(
      h.cognito.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email } })),
      InvalidParameterException,
      'Missing required parameter PASSWORD',
    );
  });

  it('compares usernames lower-cased', async () => {
    const email = await confirmedUser();
    const res = await signIn(email.toUpperCase(), 'Secret@123');
    expect(res.AuthenticationResult?.TokenType).toBe('Bearer');
  });

  it('issues RS256 tokens with the agreed claims, verifiable with the published JWKS', async () => {
    const email = await confirmedUser('Secret@123', 'Asha Raman');
    const before = Math.floor(Date.now() / 1000);
    const tokens = await tokensFor(email);
    expect(tokens.ExpiresIn).toBe(3600);
    expect(tokens.TokenType).toBe('Bearer');
    expect(tokens.RefreshToken).toMatch(/^[\w-]{40,}$/);

    const config = (await (await fetch(`${h.url}/${POOL_ID}/.well-known/openid-configuration`)).json()) as { issuer: string; jwks_uri: string };
    const issuer = `${h.url}/${POOL_ID}`;
    expect(h.identity.issuer).toBe(issuer);
    expect(config).toMatchObject({ issuer, jwks_uri: `${issuer}/.well-known/jwks.json`, id_token_signing_alg_values_supported: ['RS256'] });

    const jwks = createRemoteJWKSet(new URL(config.jwks_uri));
    const id = await jwtVerify(tokens.IdToken as string, jwks, { issuer, audience: CLIENT_ID, algorithms: ['RS256'] });
    expect(id.protectedHeader.kid).toBeTruthy();
    expect(id.payload).toMatchObject({
      aud: CLIENT_ID,
      iss: issuer,
      token_use: 'id',
      'cognito:username': email,
      email,
      email_verified: true,
      name: 'Asha Raman',
    });
    expect(id.payload.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(id.payload.auth_time).toBeGreaterThanOrEqual(before);
    expect((id.payload.exp as number) - (id.payload.iat as number)).toBe(3600);

    const access = await jwtVerify(tokens.AccessToken as string, jwks, { issuer, algorithms: ['RS256'] });
    expect(access.payload).toMatchObject({
      sub: id.payload.sub,
      iss: issuer,
      client_id: CLIENT_ID,
      token_use: 'access',
      username: email,
      scope: 'aws.cognito.signin.user.admin',
    });
    expect(access.payload.aud).toBeUndefined();
    expect(access.payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    // As in Cognito, both tokens name their session (origin_jti) and themselves (jti).
    expect(id.payload.jti).toMatch(/^[0-9a-f-]{36}$/);
    expect(id.payload.jti).not.toBe(access.payload.jti);
    expect(id.payload.origin_jti).toEqual(expect.any(String));
    expect(access.payload.origin_jti).toBe(id.payload.origin_jti);
    expect(access.protectedHeader).toMatchObject({ alg: 'RS256', kid: id.protectedHeader.kid });

    const published = (await (await fetch(`${issuer}/.well-known/jwks.json`)).json()) as { keys: JWK[] };
    expect(published.keys.map((k) => k.kid)).toContain(id.protectedHeader.kid);
    for (const key of published.keys) expect(key).not.toHaveProperty('d');
  });

  it("issues tokens that the gateway's verifier (aws-jwt-verify JwtVerifier) accepts", async () => {
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    const issuer = h.identity.issuer;
    const jwks = await (await fetch(`${issuer}/.well-known/jwks.json`)).json();
    const idVerifier = JwtVerifier.create({ issuer, audience: CLIENT_ID, jwksUri: `${issuer}/.well-known/jwks.json` });
    idVerifier.cacheJwks(jwks as Parameters<typeof idVerifier.cacheJwks>[0]);
    expect((await idVerifier.verify(tokens.IdToken as string)).email).toBe(email);
    const accessVerifier = JwtVerifier.create({
      issuer,
      audience: null,
      jwksUri: `${issuer}/.well-known/jwks.json`,
      customJwtCheck: ({ payload }) => {
        if (payload.token_use !== 'access' || payload.client_id !== CLIENT_ID) throw new Error('not an access token of this client');
      },
    });
    accessVerifier.cacheJwks(jwks as Parameters<typeof accessVerifier.cacheJwks>[0]);
    expect((await accessVerifier.verify(tokens.AccessToken as string)).username).toBe(email);
    await expect(accessVerifier.verify(tokens.IdToken as string)).rejects.toThrow();
  });

  it('returns the user for a valid access token', async () => {
    const email = await confirmedUser('Secret@123', 'Kofi Mensah');
    const tokens = await tokensFor(email);
    const res = await h.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(res.Username).toBe(email);
    const attrs = Object.fromEntries((res.UserAttributes ?? []).map((a) => [a.Name, a.Value]));
    expect(attrs).toMatchObject({ email, name: 'Kofi Mensah', email_verified: 'true' });
    expect(attrs.sub).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses an expired, a forged and a wrong-kind access token', async () => {
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    const claims = JSON.parse(Buffer.from((tokens.AccessToken as string).split('.')[1], 'base64url').toString());

    const [key] = await h.database.db.select().from(signingKeys);
    const privateKey = await importJWK(key.privateJwk as JWK, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 }).setProtectedHeader({ alg: 'RS256', kid: key.kid }).sign(privateKey);
    await expectFailure(h.cognito.send(new GetUserCommand({ AccessToken: expired })), NotAuthorizedException, 'Access Token has expired');

    const [header, payload] = (tokens.AccessToken as string).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ ...claims, username: 'someone@else.org' })).toString('base64url');
    const forged = `${header}.${forgedPayload}.${(tokens.AccessToken as string).split('.')[2]}`;
    expect(payload).not.toBe(forgedPayload);
    await expectFailure(h.cognito.send(new GetUserCommand({ AccessToken: forged })), NotAuthorizedException, 'Invalid Access Token');
    await expectFailure(h.cognito.send(new GetUserCommand({ AccessToken: tokens.IdToken })), NotAuthorizedException, 'Invalid Access Token');
  });
});

describe('refresh and global sign-out', () => {
  it('refreshes without a new refresh token; GlobalSignOut revokes refresh and access tokens', async () => {
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    const other = await tokensFor(email);

    const refreshed = await h.cognito.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken as string } }));
    expect(refreshed.AuthenticationResult?.RefreshToken).toBeUndefined();
    expect(refreshed.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(refreshed.AuthenticationResult?.IdToken).toBeTruthy();
    await h.cognito.send(new GetUserCommand({ AccessToken: refreshed.AuthenticationResult?.AccessToken }));

    await h.cognito.send(new GlobalSignOutCommand({ AccessToken: tokens.AccessToken }));

    for (const refreshToken of [tokens.RefreshToken, other.RefreshToken]) {
      await expectFailure(
        h.cognito.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: refreshToken as string } })),
        NotAuthorizedException,
        'Refresh Token has been revoked',
      );
    }
    for (const accessToken of [tokens.AccessToken, other.AccessToken, refreshed.AuthenticationResult?.AccessToken]) {
      await expectFailure(h.cognito.send(new GetUserCommand({ AccessToken: accessToken })), NotAuthorizedException, 'Access Token has been revoked');
    }

    // Signing in again right away works: only earlier sessions were revoked.
    const again = await tokensFor(email);
    const user = await h.cognito.send(new GetUserCommand({ AccessToken: again.AccessToken }));
    expect(user.Username).toBe(email);
  });

  it('keeps the origin_jti of the sign-in in refreshed tokens; another sign-in has its own', async () => {
    const claims = (token: string | undefined) => JSON.parse(Buffer.from(String(token).split('.')[1], 'base64url').toString()) as Record<string, unknown>;
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    const other = await tokensFor(email);
    const refreshed = await h.cognito.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken as string } }));
    const origin = claims(tokens.IdToken).origin_jti;
    expect(claims(refreshed.AuthenticationResult?.IdToken).origin_jti).toBe(origin);
    expect(claims(refreshed.AuthenticationResult?.AccessToken).origin_jti).toBe(origin);
    expect(claims(refreshed.AuthenticationResult?.IdToken).jti).not.toBe(claims(tokens.IdToken).jti);
    expect(claims(other.IdToken).origin_jti).not.toBe(origin);
  });

  it('RevokeToken revokes one refresh token and the access tokens issued from it, and no other session', async () => {
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    const other = await tokensFor(email);
    await h.cognito.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: tokens.RefreshToken }));
    await expectFailure(
      h.cognito.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken as string } })),
      NotAuthorizedException,
      'Refresh Token has been revoked',
    );
    await expectFailure(h.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken })), NotAuthorizedException, 'Access Token has been revoked');
    expect((await h.cognito.send(new GetUserCommand({ AccessToken: other.AccessToken }))).Username).toBe(email);
    // Revoking again, or an unknown token, is not an error (RFC 7009).
    await h.cognito.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: tokens.RefreshToken }));
    await h.cognito.send(new RevokeTokenCommand({ ClientId: CLIENT_ID, Token: 'made-up' }));
  });

  it('refuses an expired or unknown refresh token', async () => {
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    await h.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.username, email));
    await expectFailure(
      h.cognito.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: tokens.RefreshToken as string } })),
      NotAuthorizedException,
      'Refresh Token has expired',
    );
    await expectFailure(
      h.cognito.send(new InitiateAuthCommand({ ClientId: CLIENT_ID, AuthFlow: 'REFRESH_TOKEN_AUTH', AuthParameters: { REFRESH_TOKEN: 'made-up' } })),
      NotAuthorizedException,
      'Invalid Refresh Token',
    );
  });

  it('stores refresh tokens hashed', async () => {
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    const rows = await h.database.db.select().from(refreshTokens).where(eq(refreshTokens.username, email));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(tokens.RefreshToken);
    expect(rows[0].tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('forced new password (NEW_PASSWORD_REQUIRED)', () => {
  it('challenges, refuses a weak password, then sets the new one and confirms the user', async () => {
    const email = uniqueEmail('newlearner');
    await h.identity.createUser({ email, name: 'Neha Learner', password: 'Welcome@2026', status: 'FORCE_CHANGE_PASSWORD' });

    await expectFailure(signIn(email, 'Wrong@2026'), NotAuthorizedException, 'Incorrect username or password.');
    const challenge = await signIn(email, 'Welcome@2026');
    expect(challenge.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(challenge.AuthenticationResult).toBeUndefined();
    expect(challenge.Session).toBeTruthy();
    expect(challenge.ChallengeParameters?.USER_ID_FOR_SRP).toBe(email);
    expect(JSON.parse(challenge.ChallengeParameters?.userAttributes as string)).toMatchObject({ email, name: 'Neha Learner' });

    const respond = (password: string, session = challenge.Session) =>
      h.cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: CLIENT_ID,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: password },
        }),
      );
    await expectFailure(respond('newpassword'), InvalidPasswordException, 'Password did not conform with policy: Password must have numeric characters');
    const done = await respond('Fresh@2026');
    expect(done.AuthenticationResult?.AccessToken).toBeTruthy();
    expect(done.AuthenticationResult?.RefreshToken).toBeTruthy();

    await expectFailure(respond('Other@2026'), NotAuthorizedException, 'Invalid session for the user.');
    await expectFailure(signIn(email, 'Welcome@2026'), NotAuthorizedException, 'Incorrect username or password.');
    const next = await signIn(email, 'Fresh@2026');
    expect(next.ChallengeName).toBeUndefined();
    expect(next.AuthenticationResult?.IdToken).toBeTruthy();
    const [row] = await h.database.db.select().from(users).where(eq(users.username, email));
    expect(row.status).toBe('CONFIRMED');
  });

  it('refuses an expired challenge session', async () => {
    const email = uniqueEmail('slow');
    await h.identity.createUser({ email, name: 'Slow Learner', password: 'Welcome@2026', status: 'FORCE_CHANGE_PASSWORD' });
    const challenge = await signIn(email, 'Welcome@2026');
    await h.database.db
      .update(identitySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySessions.username, email));
    await expectFailure(
      h.cognito.send(
        new RespondToAuthChallengeCommand({
          ClientId: CLIENT_ID,
          ChallengeName: 'NEW_PASSWORD_REQUIRED',
          Session: challenge.Session,
          ChallengeResponses: { USERNAME: email, NEW_PASSWORD: 'Fresh@2026' },
        }),
      ),
      NotAuthorizedException,
      'Invalid session for the user, session is expired.',
    );
  });
});

describe('forgot password', () => {
  const forgot = (email: string) => h.cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
  const confirm = (email: string, code: string, password: string) =>
    h.cognito.send(new ConfirmForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code, Password: password }));

  it('mails a reset code and sets the new password with it', async () => {
    const email = await confirmedUser();
    const res = await forgot(email.toUpperCase());
    expect(res.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', AttributeName: 'email' });
    const [mail] = await h.mailTo(email);
    expect(mail.subject).toMatch(/reset/i);
    expect(mail.link).toBeNull();
    const code = mail.code as string;

    await expectFailure(confirm(email, '', 'Renewed@123'), InvalidParameterException, /confirmationCode/);
    await expectFailure(confirm(email, '12', 'Renewed@123'), InvalidParameterException, /confirmationCode/);
    await expectFailure(confirm(email, code === '000000' ? '111111' : '000000', 'Renewed@123'), CodeMismatchException, 'Invalid verification code provided, please try again.');
    await expectFailure(confirm(email, code, 'renewedpass'), InvalidPasswordException, 'Password did not conform with policy: Password must have numeric characters');
    await confirm(email, code, 'Renewed@123');

    await expectFailure(signIn(email, 'Secret@123'), NotAuthorizedException, 'Incorrect username or password.');
    await tokensFor(email, 'Renewed@123');
    // The code is single-use.
    await expectFailure(confirm(email, code, 'Another@123'), CodeMismatchException, 'Invalid verification code provided, please try again.');
  });

  it('refuses an unknown user and an expired code', async () => {
    await expectFailure(forgot(uniqueEmail('nobody')), UserNotFoundException, 'Username/client id combination not found.');
    await expectFailure(confirm(uniqueEmail('nobody'), '123456', 'Renewed@123'), UserNotFoundException, 'Username/client id combination not found.');

    const email = await confirmedUser();
    await forgot(email);
    const code = await latestCode(email);
    await h.database.db
      .update(identityCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(identityCodes.username, email), eq(identityCodes.purpose, 'reset')));
    await expectFailure(confirm(email, code, 'Renewed@123'), ExpiredCodeException, 'Invalid code provided, please request a code again.');
  });

  it('gives codes that expire after one hour', async () => {
    const email = await confirmedUser();
    // An hour from the moment the code was made, which lies between these two readings of the clock.
    const before = Date.now();
    await forgot(email);
    const after = Date.now();
    const [row] = await h.database.db
      .select()
      .from(identityCodes)
      .where(and(eq(identityCodes.username, email), eq(identityCodes.purpose, 'reset')));
    expect(row.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 60 * 60 * 1000);
    expect(row.expiresAt.getTime()).toBeLessThanOrEqual(after + 60 * 60 * 1000);
  });
});

describe('the attempt limit on codes (as Cognito: 5 wrong, then 15 minutes locked)', () => {
  const ATTEMPT_LIMIT = 'Attempt limit exceeded, please try after some time.';
  const forgot = (email: string) => h.cognito.send(new ForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email }));
  const confirm = (email: string, code: string, password = 'Renewed@123') =>
    h.cognito.send(new ConfirmForgotPasswordCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: code, Password: password }));
  /** Six digits that are not the code. */
  const wrong = (code: string, i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
  const unlock = (email: string) =>
    h.database.db
      .update(users)
      .set({ codeLockedUntil: new Date(Date.now() - 1000) })
      .where(eq(users.username, email));

  it('refuses the right reset code after 40 wrong ones sent at once, then accepts it once the 15 minutes have passed', async () => {
    const email = await confirmedUser();
    await forgot(email);
    const code = await latestCode(email);
    const before = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        confirm(email, wrong(code, i)).then(
          () => 'accepted',
          (e: Error) => e.name,
        ),
      ),
    );
    const after = Date.now();
    // Never more than five guesses are even compared.
    expect(answers.filter((name) => name === 'CodeMismatchException')).toHaveLength(5);
    expect(answers.filter((name) => name === 'LimitExceededException')).toHaveLength(35);
    await expectFailure(confirm(email, code), LimitExceededException, ATTEMPT_LIMIT);
    await expectFailure(signIn(email, 'Renewed@123'), NotAuthorizedException, 'Incorrect username or password.');

    const [row] = await h.database.db.select().from(users).where(eq(users.username, email));
    // 15 minutes from the fifth wrong code, which came between these two readings of the clock.
    expect(row.codeLockedUntil!.getTime()).toBeGreaterThanOrEqual(before + 15 * 60 * 1000);
    expect(row.codeLockedUntil!.getTime()).toBeLessThanOrEqual(after + 15 * 60 * 1000);

    await unlock(email);
    await confirm(email, code);
    await tokensFor(email, 'Renewed@123');
  });

  it('answers the fifth wrong reset code as a mismatch and the sixth attempt, right or wrong, as the limit', async () => {
    const email = await confirmedUser();
    await forgot(email);
    const code = await latestCode(email);
    for (let i = 0; i < 5; i += 1) await expectFailure(confirm(email, wrong(code, i)), CodeMismatchException, 'Invalid verification code provided, please try again.');
    await expectFailure(confirm(email, code), LimitExceededException, ATTEMPT_LIMIT);
    await expectFailure(confirm(email, wrong(code, 9)), LimitExceededException, ATTEMPT_LIMIT);
  });

  it('starts counting again after a right code', async () => {
    const email = await confirmedUser();
    await forgot(email);
    const first = await latestCode(email);
    for (let i = 0; i < 4; i += 1) await expectFailure(confirm(email, wrong(first, i)), CodeMismatchException, /verification code/);
    await confirm(email, first);
    await forgot(email);
    const second = await latestCode(email);
    for (let i = 0; i < 4; i += 1) await expectFailure(confirm(email, wrong(second, i)), CodeMismatchException, /verification code/);
    await confirm(email, second, 'Again@1234');
  });

  it('locks sign-up confirmation codes the same way', async () => {
    const email = uniqueEmail('guess');
    await signUp(email);
    const code = await latestCode(email);
    const confirmSignUp = (value: string) => h.cognito.send(new ConfirmSignUpCommand({ ClientId: CLIENT_ID, Username: email, ConfirmationCode: value }));
    for (let i = 0; i < 5; i += 1) await expectFailure(confirmSignUp(wrong(code, i)), CodeMismatchException, 'Invalid verification code provided, please try again.');
    await expectFailure(confirmSignUp(code), LimitExceededException, ATTEMPT_LIMIT);
    await unlock(email);
    await confirmSignUp(code);
    await tokensFor(email);
  });
});

describe('the temporary lockout of sign-in (as Cognito: from the fifth wrong password)', () => {
  it('refuses even the right password during the lockout, and signs in once it has passed', async () => {
    const email = await confirmedUser();
    const before = Date.now();
    for (let i = 0; i < 5; i += 1) await expectFailure(signIn(email, 'Wrong@123'), NotAuthorizedException, 'Incorrect username or password.');
    const after = Date.now();
    const [row] = await h.database.db.select().from(users).where(eq(users.username, email));
    expect(row.signInFailures).toBe(5);
    // A second from the fifth wrong password, which came between these two readings of the clock.
    expect(row.signInLockedUntil!.getTime()).toBeGreaterThanOrEqual(before + 1000);
    expect(row.signInLockedUntil!.getTime()).toBeLessThanOrEqual(after + 1000);
    // During the lockout (held a minute here: on a busy machine the next call may come after
    // the real second has passed), even the right password is refused.
    await h.database.db
      .update(users)
      .set({ signInLockedUntil: new Date(Date.now() + 60_000) })
      .where(eq(users.username, email));
    await expectFailure(signIn(email, 'Secret@123'), NotAuthorizedException, 'Password attempts exceeded');
    await h.database.db
      .update(users)
      .set({ signInLockedUntil: new Date(Date.now() - 1) })
      .where(eq(users.username, email));
    await tokensFor(email);
    const [signedIn] = await h.database.db.select().from(users).where(eq(users.username, email));
    expect(signedIn).toMatchObject({ signInFailures: 0, signInLockedUntil: null });
  });

  it('doubles the lockout with each further wrong password, up to 15 minutes', async () => {
    const email = await confirmedUser();
    await h.database.db.update(users).set({ signInFailures: 20 }).where(eq(users.username, email));
    const before = Date.now();
    await expectFailure(signIn(email, 'Wrong@123'), NotAuthorizedException, 'Incorrect username or password.');
    const after = Date.now();
    const [row] = await h.database.db.select().from(users).where(eq(users.username, email));
    expect(row.signInLockedUntil!.getTime()).toBeGreaterThanOrEqual(before + 15 * 60 * 1000);
    expect(row.signInLockedUntil!.getTime()).toBeLessThanOrEqual(after + 15 * 60 * 1000);
  });
});

describe('change password', () => {
  it('checks the previous password and the policy, then changes it', async () => {
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    const change = (previous: string, proposed: string) => h.cognito.send(new ChangePasswordCommand({ AccessToken: tokens.AccessToken, PreviousPassword: previous, ProposedPassword: proposed }));
    await expectFailure(change('Wrong@123', 'Changed@123'), NotAuthorizedException, 'Incorrect username or password.');
    await expectFailure(change('Secret@123', 'CHANGED@123'), InvalidPasswordException, 'Password did not conform with policy: Password must have lowercase characters');
    await change('Secret@123', 'Changed@123');
    await expectFailure(signIn(email, 'Secret@123'), NotAuthorizedException, 'Incorrect username or password.');
    await tokensFor(email, 'Changed@123');
  });
});

describe('admin actions', () => {
  it('creates a user who must choose a new password, mailing the temporary one unless suppressed', async () => {
    const quiet = uniqueEmail('admin-quiet');
    const res = await h.cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: POOL_ID,
        Username: quiet,
        TemporaryPassword: 'Temp@2026',
        MessageAction: 'SUPPRESS',
        UserAttributes: [
          { Name: 'email', Value: quiet },
          { Name: 'name', Value: 'Quiet Learner' },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
    expect(res.User).toMatchObject({ Username: quiet, UserStatus: 'FORCE_CHANGE_PASSWORD', Enabled: true });
    expect(res.User?.UserCreateDate).toBeInstanceOf(Date);
    expect(await h.mailTo(quiet)).toEqual([]);
    expect((await signIn(quiet, 'Temp@2026')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

    const invited = uniqueEmail('admin-invited');
    await h.cognito.send(new AdminCreateUserCommand({ UserPoolId: POOL_ID, Username: invited, UserAttributes: [{ Name: 'name', Value: 'Invited Learner' }] }));
    const [mail] = await h.mailTo(invited);
    const temporary = /temporary password is (\S+)/.exec(mail.text)?.[1] as string;
    expect(temporary).toBeTruthy();
    expect((await signIn(invited, temporary)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

    await expectFailure(
      h.cognito.send(new AdminCreateUserCommand({ UserPoolId: POOL_ID, Username: quiet, MessageAction: 'SUPPRESS', UserAttributes: [{ Name: 'name', Value: 'Again' }] })),
      UsernameExistsException,
      'User account already exists',
    );
    await expectFailure(
      h.cognito.send(new AdminCreateUserCommand({ UserPoolId: POOL_ID, Username: uniqueEmail('weak'), TemporaryPassword: 'weakpass1', UserAttributes: [{ Name: 'name', Value: 'W' }] })),
      InvalidPasswordException,
      'Password did not conform with policy: Password must have symbol characters',
    );
    await expectFailure(
      h.cognito.send(new AdminCreateUserCommand({ UserPoolId: 'eu-west-1_other', Username: uniqueEmail('pool'), UserAttributes: [{ Name: 'name', Value: 'P' }] })),
      ResourceNotFoundException,
      'User pool eu-west-1_other does not exist.',
    );
  });

  it('confirms a signed-up user without a code', async () => {
    const email = uniqueEmail('admin-confirm');
    await signUp(email);
    await h.cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: POOL_ID, Username: email }));
    await tokensFor(email);
    await expectFailure(h.cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: POOL_ID, Username: email })), NotAuthorizedException, 'User cannot be confirmed. Current status is CONFIRMED');
    await expectFailure(h.cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: POOL_ID, Username: uniqueEmail('nobody') })), UserNotFoundException, 'User does not exist.');
  });

  it('createUser leaves an existing user unchanged', async () => {
    const email = await confirmedUser('Secret@123', 'First Name');
    await h.identity.createUser({ email, name: 'Second Name', password: 'Other@1234', status: 'UNCONFIRMED' });
    const tokens = await tokensFor(email, 'Secret@123');
    const user = await h.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.UserAttributes).toContainEqual({ Name: 'name', Value: 'First Name' });
  });
});

describe('the wire protocol', () => {
  const post = (target: string | undefined, body: string) =>
    fetch(`${h.url}/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-amz-json-1.1', ...(target ? { 'X-Amz-Target': target } : {}) },
      body,
    });

  it('answers errors with 400, __type, message and x-amzn-ErrorType in application/x-amz-json-1.1', async () => {
    const res = await post(
      'AWSCognitoIdentityProviderService.InitiateAuth',
      JSON.stringify({ ClientId: CLIENT_ID, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: uniqueEmail('x'), PASSWORD: 'Secret@123' } }),
    );
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/x-amz-json-1.1');
    expect(res.headers.get('x-amzn-errortype')).toBe('UserNotFoundException');
    expect(await res.json()).toEqual({ __type: 'UserNotFoundException', message: 'User does not exist.' });
  });

  it('refuses unknown actions, a missing target and malformed JSON', async () => {
    const unknown = await post('AWSCognitoIdentityProviderService.AdminDeleteUser', '{}');
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { __type: string }).__type).toBe('UnknownOperationException');
    const inherited = await post('AWSCognitoIdentityProviderService.constructor', '{}');
    expect(((await inherited.json()) as { __type: string }).__type).toBe('UnknownOperationException');
    const missing = await post(undefined, '{}');
    expect(((await missing.json()) as { __type: string }).__type).toBe('UnknownOperationException');
    const malformed = await post('AWSCognitoIdentityProviderService.GetUser', '{not json');
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { __type: string }).__type).toBe('SerializationException');
  });
});

describe('the mailbox', () => {
  it('lists mail to one address as JSON, newest first', async () => {
    const email = uniqueEmail('mailbox');
    await signUp(email);
    await h.cognito.send(new ResendConfirmationCodeCommand({ ClientId: CLIENT_ID, Username: email }));
    const mails = await h.mailTo(email.toUpperCase());
    expect(mails).toHaveLength(2);
    expect(mails[0].id).toBeGreaterThan(mails[1].id);
    for (const m of mails) {
      expect(Object.keys(m).sort()).toEqual(['code', 'createdAt', 'id', 'link', 'subject', 'text', 'to']);
      expect(m.to).toBe(email);
      expect(new Date(m.createdAt).toISOString()).toBe(m.createdAt);
    }
  });

  it('shows an HTML page with the code and a working Verify Email link', async () => {
    const email = uniqueEmail('page');
    await signUp(email, 'Secret@123', 'Page <b>Learner</b>');
    const [mail] = await h.mailTo(email);
    const res = await fetch(`${h.url}/mailbox`);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain(mail.code);
    const href = (mail.link as string).replaceAll('&', '&amp;');
    expect(html).toContain(`<a class="button" href="${href}">Verify Email</a>`);
    expect(html).not.toContain('<b>Learner</b>');
    expect(html).toContain('Page &lt;b&gt;Learner&lt;/b&gt;');
    // Newest first: the first message on the page is this sign-up's, though earlier tests sent many.
    expect(html.match(/<article>/g)?.length).toBeGreaterThan(5);
    expect(html.indexOf(email)).toBeGreaterThan(-1);
    expect(html.indexOf(email)).toBeLessThan(html.indexOf('</article>'));
    const filtered = await (await fetch(`${h.url}/mailbox?to=${encodeURIComponent(email)}`)).text();
    expect(filtered.match(/<article>/g)).toHaveLength(1);
  });
});

describe('the signing key', () => {
  it('is generated once, stored with the data and reused after a restart', async () => {
    const email = await confirmedUser();
    const tokens = await tokensFor(email);
    const kid = decodeProtectedHeader(tokens.AccessToken as string).kid;
    const keys = await h.database.db.select().from(signingKeys);
    expect(keys.map((k) => k.kid)).toEqual([kid]);

    await h.restart();

    const jwks = (await (await fetch(`${h.url}/${POOL_ID}/.well-known/jwks.json`)).json()) as { keys: JWK[] };
    expect(jwks.keys.map((k) => k.kid)).toEqual([kid]);
    // Tokens issued before the restart are still accepted.
    const user = await h.cognito.send(new GetUserCommand({ AccessToken: tokens.AccessToken }));
    expect(user.Username).toBe(email);
    const fresh = await tokensFor(email);
    expect(decodeProtectedHeader(fresh.IdToken as string).kid).toBe(kid);
  });
});
