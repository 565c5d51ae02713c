import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COOKIE } from './cookies.js';
import { CookieJar, DEMO, gql, signIn, startGateway, type TestGateway } from '../../test/support.js';

// Issue 6, item 6 and docs/decisions/076: after sessionSignOut, the session's
// tokens are refused, as a cookie and as `Authorization: Bearer`, on every replica.

const VIEWER = /* GraphQL */ `
  query {
    viewer {
      username
    }
  }
`;
const SIGN_OUT = /* GraphQL */ `
  mutation {
    sessionSignOut {
      signedOut
      userErrors {
        code
        message
      }
    }
  }
`;

const viewerWith = async (gateway: TestGateway, how: { jar?: CookieJar; bearer?: string }) => (await gql<{ viewer: { username: string } | null }>(gateway, VIEWER, {}, how)).body.data?.viewer ?? null;
const cookieOnly = (name: string, value: string) => {
  const jar = new CookieJar();
  jar.cookies.set(name, value);
  return jar;
};
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { origin_jti?: string; exp: number };

describe('signing out ends the session (one gateway, in memory)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(async () => {
    await gateway?.close();
  });

  it('refuses the old ID token as a cookie and as Bearer, and its refresh token cannot renew it; another session goes on', async () => {
    const { jar } = await signIn(gateway, DEMO.second.email, DEMO.second.password);
    const other = await signIn(gateway, DEMO.second.email, DEMO.second.password);
    const idToken = jar.cookies.get(COOKIE.id)!;
    const refreshToken = jar.cookies.get(COOKIE.refresh)!;
    expect(await viewerWith(gateway, { bearer: idToken })).toEqual({ username: DEMO.second.email });

    expect((await gql(gateway, SIGN_OUT, {}, { jar })).body.data).toEqual({ sessionSignOut: { signedOut: true, userErrors: [] } });

    expect(await viewerWith(gateway, { jar: cookieOnly(COOKIE.id, idToken) })).toBeNull();
    expect(await viewerWith(gateway, { bearer: idToken })).toBeNull();
    expect(await viewerWith(gateway, { jar: cookieOnly(COOKIE.refresh, refreshToken) })).toBeNull();
    // The same learner's other sign-in is another session.
    expect(await viewerWith(gateway, { jar: other.jar })).toEqual({ username: DEMO.second.email });
  });

  it('refuses tokens refreshed from the signed-out sign-in too (they share its origin_jti)', async () => {
    const { jar } = await signIn(gateway, DEMO.second.email, DEMO.second.password);
    const refreshing = cookieOnly(COOKIE.refresh, jar.cookies.get(COOKIE.refresh)!);
    expect(await viewerWith(gateway, { jar: refreshing })).toEqual({ username: DEMO.second.email });
    const refreshed = refreshing.cookies.get(COOKIE.id)!;
    expect(refreshed).not.toBe(jar.cookies.get(COOKIE.id));
    expect(claims(refreshed).origin_jti).toBe(claims(jar.cookies.get(COOKIE.id)!).origin_jti);

    await gql(gateway, SIGN_OUT, {}, { jar });
    expect(await viewerWith(gateway, { bearer: refreshed })).toBeNull();
  });

  it('an integrator signs out its Bearer token: that sign-in is refused from then on, cookie or Bearer', async () => {
    const { jar } = await signIn(gateway, DEMO.second.email, DEMO.second.password);
    const idToken = jar.cookies.get(COOKIE.id)!;
    const out = await gql(gateway, SIGN_OUT, {}, { bearer: idToken });
    expect(out.body.data).toEqual({ sessionSignOut: { signedOut: true, userErrors: [] } });
    expect(await viewerWith(gateway, { bearer: idToken })).toBeNull();
    expect(await viewerWith(gateway, { jar: cookieOnly(COOKIE.id, idToken) })).toBeNull();
  });

  it('signing out with no session, or an invalid token, still answers signedOut', async () => {
    expect((await gql(gateway, SIGN_OUT)).body.data).toEqual({ sessionSignOut: { signedOut: true, userErrors: [] } });
    expect((await gql(gateway, SIGN_OUT, {}, { bearer: 'not.a.token' })).body.data).toEqual({ sessionSignOut: { signedOut: true, userErrors: [] } });
  });
});

describe('signing out ends the session on every replica (Redis)', () => {
  const redisUrl = process.env.TEST_REDIS_URL;
  it('two gateways on one Redis: signed out on one, refused on both, as a cookie and as Bearer', async (context) => {
    if (!redisUrl) {
      context.skip('TEST_REDIS_URL is not set (e.g. TEST_REDIS_URL=redis://127.0.0.1:6379); the Redis store is not exercised');
      return;
    }
    const keyPrefix = `sign-out-test-${process.pid}-${Date.now()}`;
    const [a, b] = await Promise.all([startGateway({ REDIS_URL: redisUrl }, { keyPrefix }), startGateway({ REDIS_URL: redisUrl }, { keyPrefix })]);
    try {
      const { jar } = await signIn(a, DEMO.second.email, DEMO.second.password);
      const idToken = jar.cookies.get(COOKIE.id)!;
      expect(await viewerWith(b, { bearer: idToken })).toEqual({ username: DEMO.second.email });

      await gql(a, SIGN_OUT, {}, { jar });

      for (const replica of [a, b]) {
        expect(await viewerWith(replica, { jar: cookieOnly(COOKIE.id, idToken) })).toBeNull();
        expect(await viewerWith(replica, { bearer: idToken })).toBeNull();
      }

      // Kept in Redis no longer than the token lives.
      const { Redis } = await import('ioredis');
      const redis = new Redis(redisUrl);
      try {
        const key = `${keyPrefix}:revoked:${claims(idToken).origin_jti}`;
        // The clock read before Redis answers: the TTL it gives is at most the token's time left then.
        const before = Date.now();
        const ttl = await redis.pttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(claims(idToken).exp * 1000 - before + 1000);
      } finally {
        redis.disconnect();
      }
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
