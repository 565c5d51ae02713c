/**
 * The RS256 key that signs ID and access tokens. It is generated on the first
 * start and stored in the signing_keys table, i.e. with the data (the PGlite
 * directory or PostgreSQL), so restarts keep issued tokens valid and no key
 * is ever committed. Every stored key is published in the JWKS; the oldest
 * one signs, so two processes racing on first start still agree.
 */
import { asc } from 'drizzle-orm';
import { calculateJwkThumbprint, createLocalJWKSet, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK, type JWTPayload } from 'jose';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { signingKeys } from '../db/schema.js';

export const ALGORITHM = 'RS256';

export type KeyRing = {
  /** Public keys, as served at /.well-known/jwks.json. */
  jwks: { keys: JWK[] };
  kid: string;
  sign(payload: JWTPayload): Promise<string>;
  /** Verifies signature, algorithm, issuer and expiry; throws jose's errors. */
  verify(token: string): Promise<JWTPayload>;
};

async function readKeys(db: Db) {
  return db.select().from(signingKeys).orderBy(asc(signingKeys.createdAt), asc(signingKeys.kid));
}

export async function loadKeyRing(db: Db, log: Logger, issuer: string): Promise<KeyRing> {
  let rows = await readKeys(db);
  if (rows.length === 0) {
    const { privateKey, publicKey } = await generateKeyPair(ALGORITHM, { modulusLength: 2048, extractable: true });
    const publicJwk = await exportJWK(publicKey);
    const kid = await calculateJwkThumbprint(publicJwk);
    const privateJwk = await exportJWK(privateKey);
    await db
      .insert(signingKeys)
      .values({
        kid,
        privateJwk: { ...privateJwk, kid, alg: ALGORITHM },
        publicJwk: { ...publicJwk, kid, alg: ALGORITHM, use: 'sig' },
      })
      .onConflictDoNothing();
    log.info({ kid }, 'identity: generated a new token-signing key');
    rows = await readKeys(db);
  }

  const signer = rows[0];
  const privateKey = await importJWK(signer.privateJwk as JWK, ALGORITHM);
  const jwks = { keys: rows.map((r) => r.publicJwk as JWK) };
  const keySet = createLocalJWKSet(jwks);

  return {
    jwks,
    kid: signer.kid,
    sign: (payload) => new SignJWT(payload).setProtectedHeader({ alg: ALGORITHM, kid: signer.kid }).sign(privateKey),
    verify: async (token) => (await jwtVerify(token, keySet, { issuer, algorithms: [ALGORITHM] })).payload,
  };
}
