import { generateKeyPairSync, randomUUID, sign, type JsonWebKey, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SessionRevocations } from './revocations.js';
import { CLOCK_SKEW_SECONDS, IdTokenVerifier } from './verifier.js';

// The verifier on its own, with a key of the test's own: tokens the identity
// endpoint would never issue (dated in the future) can be signed here.

const AUDIENCE = 'portal-web';
let server: Server;
let issuer: string;
let privateKey: KeyObject;
let verifier: IdTokenVerifier;
let revocations: SessionRevocations;

beforeAll(async () => {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  privateKey = pair.privateKey;
  const jwk: JsonWebKey = { ...pair.publicKey.export({ format: 'jwk' }), kid: 'test-key', alg: 'RS256', use: 'sig' };
  server = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys: [jwk] })));
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pool`;
  const logger = pino({ level: 'silent' });
  revocations = new SessionRevocations({ logger });
  verifier = new IdTokenVerifier({ issuer, audience: AUDIENCE, jwksUri: `${issuer}/.well-known/jwks.json`, logger, revocations });
  expect(await verifier.hydrate()).toBe(true);
});
afterAll(async () => {
  await revocations?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
});

const now = () => Math.floor(Date.now() / 1000);
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function idToken(overrides: Record<string, unknown> = {}): string {
  const payload = {
    sub: randomUUID(),
    aud: AUDIENCE,
    iss: issuer,
    token_use: 'id',
    'cognito:username': 'learner@demo.university',
    email: 'learner@demo.university',
    name: 'Asha Raman',
    jti: randomUUID(),
    origin_jti: randomUUID(),
    iat: now(),
    exp: now() + 3600,
    ...overrides,
  };
  const signed = `${b64({ alg: 'RS256', kid: 'test-key', typ: 'JWT' })}.${b64(payload)}`;
  return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), privateKey).toString('base64url')}`;
}

describe('tokens issued in the future', () => {
  it('are refused beyond the clock skew, and accepted within it', async () => {
    expect((await verifier.verify(idToken())).ok).toBe(true);
    expect((await verifier.verify(idToken({ iat: now() + CLOCK_SKEW_SECONDS - 5 }))).ok).toBe(true);
    expect(await verifier.verify(idToken({ iat: now() + CLOCK_SKEW_SECONDS + 60, exp: now() + 7200 }))).toEqual({ ok: false, expired: false, unavailable: false });
    expect((await verifier.verify(idToken({ iat: now() + 86_400, exp: now() + 90_000 }))).ok).toBe(false);
  });
});

describe('signed-out sessions', () => {
  it('refuses every token of a revoked origin_jti, and no other', async () => {
    const origin = randomUUID();
    const first = idToken({ origin_jti: origin });
    const refreshed = idToken({ origin_jti: origin, exp: now() + 3500 });
    const other = idToken();
    expect(await verifier.revoke(first)).toBe(origin);
    expect(await verifier.verify(first)).toEqual({ ok: false, expired: false, unavailable: false, revoked: true });
    expect((await verifier.verify(refreshed)).ok).toBe(false);
    expect((await verifier.verify(other)).ok).toBe(true);
  });

  it('cannot be asked to revoke with a forged or expired token', async () => {
    const origin = randomUUID();
    const genuine = idToken({ origin_jti: origin });
    const [header, , signature] = genuine.split('.');
    const forged = `${header}.${b64({ ...JSON.parse(Buffer.from(genuine.split('.')[1], 'base64url').toString()), name: 'Someone Else' })}.${signature}`;
    expect(await verifier.revoke(forged)).toBeNull();
    expect(await verifier.revoke(idToken({ origin_jti: origin, iat: now() - 7200, exp: now() - 3600 }))).toBeNull();
    expect((await verifier.verify(genuine)).ok).toBe(true);
  });

  it('forgets a revocation once the token it was made for has expired', async () => {
    const origin = randomUUID();
    await revocations.revoke(origin, now() - 1);
    expect(await revocations.isRevoked(origin)).toBe(false);
    await revocations.revoke(origin, now() + 60);
    expect(await revocations.isRevoked(origin)).toBe(true);
  });
});

// A token verified once is not verified again on every request (issue 7,
// section 5: RS256 costs tens of µs); what may have changed since is checked.
describe('a token verified before', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is remembered for more learners than a lecture hall: 1,200 learners asking in turn are each verified once (decision 318)', async () => {
    const tokens = Array.from({ length: 1200 }, (_, i) => idToken({ 'cognito:username': `learner-${i}@bench.example` }));
    const inner = (verifier as unknown as { verifier: { verify: (token: string) => Promise<unknown> } }).verifier;
    const verified = vi.spyOn(inner, 'verify');
    try {
      // Round after round, as autosaving learners on one replica ask.
      for (let round = 0; round < 3; round++) for (const token of tokens) expect((await verifier.verify(token)).ok).toBe(true);
      expect(verified).toHaveBeenCalledTimes(tokens.length);
    } finally {
      verified.mockRestore();
    }
  });

  it('is refused as expired once its exp has passed', async () => {
    const token = idToken({ exp: now() + 60 });
    expect((await verifier.verify(token)).ok).toBe(true);
    expect((await verifier.verify(token)).ok).toBe(true);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 120_000);
    expect(await verifier.verify(token)).toEqual({ ok: false, expired: true, unavailable: false });
  });

  it('is refused once its session is signed out', async () => {
    const token = idToken();
    expect((await verifier.verify(token)).ok).toBe(true);
    expect(await verifier.revoke(token)).toEqual(expect.any(String));
    expect(await verifier.verify(token)).toEqual({ ok: false, expired: false, unavailable: false, revoked: true });
  });

  it('is refused once the signing keys fetched again no longer hold its key', async () => {
    // An identity endpoint of its own, whose keys rotate: key one, then key two only.
    const one = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const two = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const jwk = (pair: typeof one, kid: string): JsonWebKey => ({ ...pair.publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' });
    let keys = [jwk(one, 'one')];
    const rotating = createServer((_req, res) => res.setHeader('content-type', 'application/json').end(JSON.stringify({ keys })));
    rotating.listen(0, '127.0.0.1');
    await new Promise((resolve) => rotating.once('listening', resolve));
    try {
      const pool = `http://127.0.0.1:${(rotating.address() as AddressInfo).port}/pool`;
      const rotated = new IdTokenVerifier({ issuer: pool, audience: AUDIENCE, jwksUri: `${pool}/.well-known/jwks.json`, logger: pino({ level: 'silent' }) });
      const signedWith = (pair: typeof one, kid: string) => {
        const signed = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64({ sub: randomUUID(), aud: AUDIENCE, iss: pool, token_use: 'id', 'cognito:username': 'learner@demo.university', iat: now(), exp: now() + 3600 })}`;
        return `${signed}.${sign('RSA-SHA256', Buffer.from(signed), pair.privateKey).toString('base64url')}`;
      };
      const old = signedWith(one, 'one');
      expect((await rotated.verify(old)).ok).toBe(true);
      expect((await rotated.verify(old)).ok).toBe(true);
      keys = [jwk(two, 'two')];
      // A token of the new key makes the verifier fetch the keys again.
      expect((await rotated.verify(signedWith(two, 'two'))).ok).toBe(true);
      expect((await rotated.verify(old)).ok).toBe(false);
    } finally {
      rotating.closeAllConnections();
      await new Promise((resolve) => rotating.close(resolve));
    }
  });
});
