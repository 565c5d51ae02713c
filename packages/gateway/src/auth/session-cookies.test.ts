import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE, cookieNames } from './cookies.js';
import { CookieJar, DEMO, SIGN_IN, createForcedUser, freshEmail, gql, latestMail, signIn, startGateway, type SetCookie, type TestGateway } from '../../test/support.js';

// docs/architecture.md, invariant 3: tokens never reach browser JavaScript.

const VIEWER = /* GraphQL */ `
  query {
    viewer {
      id
      username
      name
      email
      programs {
        id
        candidateNumber
      }
    }
  }
`;

let secure: TestGateway;
let plain: TestGateway;
beforeAll(async () => {
  // The default: Secure cookies. And the localhost variant with COOKIE_SECURE=false.
  secure = await startGateway({ COOKIE_SECURE: 'true' });
  plain = await startGateway({ COOKIE_SECURE: 'false' });
});
afterAll(async () => {
  await Promise.all([secure?.close(), plain?.close()]);
});

const byName = (cookies: SetCookie[]) => Object.fromEntries(cookies.map((cookie) => [cookie.name, cookie]));

describe('session cookies', () => {
  // Docs/decisions/077: with Secure, `__Host-` names, Path=/ and no Domain, so
  // no subdomain or plain-http page can plant or overwrite a session.
  const HOST = cookieNames(true);

  it('are HttpOnly, SameSite=Strict and Secure by default, named __Host- with Path=/ and no Domain', async () => {
    const jar = new CookieJar();
    const result = await gql(secure, SIGN_IN, { input: { username: DEMO.learner.email, password: DEMO.learner.password } }, { jar });
    const cookies = byName(result.setCookies);
    expect(Object.keys(cookies).sort()).toEqual(['__Host-portal_access', '__Host-portal_id', '__Host-portal_refresh']);
    for (const cookie of Object.values(cookies)) {
      expect(cookie.attributes.httponly, cookie.name).toBe(true);
      expect(cookie.attributes.samesite, cookie.name).toBe('Strict');
      expect(cookie.attributes.secure, cookie.name).toBe(true);
      // What browsers demand of a __Host- cookie, or they drop it.
      expect(cookie.attributes.path, cookie.name).toBe('/');
      expect(cookie.attributes.domain, cookie.name).toBeUndefined();
    }
    expect(Number(cookies[HOST.refresh].attributes['max-age'])).toBeGreaterThan(Number(cookies[HOST.id].attributes['max-age']));
    // The prefixed cookies are the session: the viewer is read from them, and sign-out clears them.
    expect((await gql(secure, VIEWER, {}, { jar })).body.data?.viewer).toMatchObject({ username: DEMO.learner.email });
    const out = await gql(secure, 'mutation { sessionSignOut { signedOut } }', {}, { jar });
    // The dashboard's batch hint (decision 094) goes with the session.
    expect(out.setCookies.map((cookie) => cookie.name).sort()).toEqual([HOST.access, HOST.batches, HOST.challenge, HOST.id, HOST.refresh].sort());
    expect(jar.cookies.size).toBe(0);
  });

  it('a cookie with the plain name is not a session when Secure (it could have come from http or a subdomain)', async () => {
    const { jar } = await signIn(plain, DEMO.learner.email, DEMO.learner.password);
    const planted = `${COOKIE.id}=${jar.cookies.get(COOKIE.id)}`;
    expect((await gql(secure, VIEWER, {}, { headers: { Cookie: planted } })).body.data).toEqual({ viewer: null });
  });

  it('keep their plain names and paths, and drop only Secure, when COOKIE_SECURE=false, for plain http on localhost', async () => {
    const result = await gql(plain, SIGN_IN, { input: { username: DEMO.learner.email, password: DEMO.learner.password } });
    const cookies = byName(result.setCookies);
    expect(Object.keys(cookies).sort()).toEqual([COOKIE.access, COOKIE.id, COOKIE.refresh].sort());
    for (const cookie of result.setCookies) {
      expect(cookie.attributes.secure, cookie.name).toBeUndefined();
      expect(cookie.attributes.httponly, cookie.name).toBe(true);
      expect(cookie.attributes.samesite, cookie.name).toBe('Strict');
    }
    expect(cookies[COOKIE.id].attributes.path).toBe('/');
    // Only /graphql needs the refresh and access tokens.
    expect(cookies[COOKIE.refresh].attributes.path).toBe('/graphql');
    expect(cookies[COOKIE.access].attributes.path).toBe('/graphql');
  });

  it('the challenge cookie of a forced new password has the same flags and a short life', async () => {
    const forced = await createForcedUser('challenge');
    const jar = new CookieJar();
    const result = await gql(secure, SIGN_IN, { input: { username: forced.email, password: forced.password } }, { jar });
    expect(result.body.data?.sessionSignIn).toMatchObject({ newPasswordRequired: true });
    expect(result.setCookies.map((cookie) => cookie.name)).toEqual([HOST.challenge]);
    expect(result.setCookies[0].attributes).toMatchObject({ httponly: true, samesite: 'Strict', secure: true, path: '/' });
    expect(Number(result.setCookies[0].attributes['max-age'])).toBeLessThanOrEqual(300);
    // And it is read back under that name.
    const done = await gql(
      secure,
      'mutation($i: SessionCompleteNewPasswordInput!) { sessionCompleteNewPassword(input: $i) { newPasswordRequired viewer { username } } }',
      { i: { password: 'Chosen#2026', confirmPassword: 'Chosen#2026' } },
      { jar },
    );
    expect(done.body.data?.sessionCompleteNewPassword).toEqual({ newPasswordRequired: false, viewer: { username: forced.email } });
  });
});

describe('no token in any response body', () => {
  it('through sign-up, confirmation, sign-in, a refresh, the viewer and sign-out', async () => {
    const email = freshEmail('tokens');
    const password = 'tokens#pass1';
    const bodies: string[] = [];
    const jar = new CookieJar();
    const call = async (query: string, variables: Record<string, unknown> = {}, useJar = jar) => {
      const result = await gql(plain, query, variables, { jar: useJar });
      bodies.push(result.text);
      return result;
    };
    await call('mutation($i: AccountSignUpInput!) { accountSignUp(input: $i) { registered } }', { i: { name: 'Token Test', email, password, confirmPassword: password } });
    const code = (await latestMail(email)).code!;
    await call('mutation($i: AccountConfirmSignUpInput!) { accountConfirmSignUp(input: $i) { confirmed } }', { i: { username: email, code } });
    await call(SIGN_IN, { input: { username: email, password } });
    const secrets = [...jar.cookies.values()];
    expect(secrets).toHaveLength(3);
    await call(VIEWER);
    const refreshOnly = new CookieJar();
    refreshOnly.cookies.set(COOKIE.refresh, jar.cookies.get(COOKIE.refresh)!);
    await call(VIEWER, {}, refreshOnly);
    secrets.push(...refreshOnly.cookies.values());
    await call('mutation { sessionSignOut { signedOut } }');

    // The new-password challenge session is a credential too.
    const challengeJar = new CookieJar();
    const forced = await createForcedUser('challenge-body');
    await call(SIGN_IN, { input: { username: forced.email, password: forced.password } }, challengeJar);
    const raw = challengeJar.cookies.get(COOKIE.challenge)!;
    secrets.push(raw, JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')).session);
    await call(
      'mutation($i: SessionCompleteNewPasswordInput!) { sessionCompleteNewPassword(input: $i) { newPasswordRequired viewer { username } } }',
      { i: { password: 'Chosen#2026', confirmPassword: 'Chosen#2026' } },
      challengeJar,
    );
    secrets.push(...[...challengeJar.cookies.values()]);

    const everything = bodies.join('\n');
    for (const secret of new Set(secrets)) {
      expect(secret.length).toBeGreaterThan(20);
      expect(everything).not.toContain(secret);
      // Nor any of its three JWT parts (a signature alone is not leaked either).
      for (const part of secret.split('.').filter((p) => p.length > 20)) expect(everything).not.toContain(part);
    }
    expect(everything).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
    expect(everything).not.toContain(code);
  });

  it('and no password, code or token in the logs', async () => {
    const email = freshEmail('logs');
    const password = 'logging#pass1';
    await gql(plain, 'mutation($i: AccountSignUpInput!) { accountSignUp(input: $i) { registered } }', { i: { name: 'Log Test', email, password, confirmPassword: password } });
    const code = (await latestMail(email)).code!;
    await gql(plain, 'mutation($i: AccountConfirmSignUpInput!) { accountConfirmSignUp(input: $i) { confirmed } }', { i: { username: email, code } });
    const jar = new CookieJar();
    await gql(plain, SIGN_IN, { input: { username: email, password } }, { jar });
    await gql(plain, VIEWER, {}, { jar, bearer: jar.cookies.get(COOKIE.id) });
    await gql(plain, 'mutation($i: PasswordResetConfirmInput!) { passwordResetConfirm(input: $i) { passwordChanged } }', {
      i: { email, code: '999999', password: 'another#Pass1', confirmPassword: 'another#Pass1' },
    });
    const logs = plain.logText();
    expect(logs.length).toBeGreaterThan(0);
    for (const secret of [password, 'another#Pass1', code, '999999', ...jar.cookies.values()]) expect(logs).not.toContain(secret);
    expect(logs).not.toMatch(/eyJ[A-Za-z0-9_-]{10,}/);
  });
});
