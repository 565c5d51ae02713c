/**
 * The Cognito-compatible identity endpoint of the embedded cloud API
 * (docs/architecture.md): the gateway uses the real
 * @aws-sdk/client-cognito-identity-provider client against it, and verifies
 * its tokens with the JWKS it publishes, exactly as it would against a real
 * user pool.
 *
 * Mount the router at the root of the cloud API:
 *   POST /                                         Cognito JSON protocol (X-Amz-Target)
 *   GET  /<poolId>/.well-known/jwks.json           token-signing keys
 *   GET  /<poolId>/.well-known/openid-configuration
 *   GET  /mailbox, GET /mailbox/messages?to=       the local mailbox
 */
import express from 'express';
import type { Logger } from 'pino';
import type { Db } from '../db/client.js';
import { createMailbox, mailboxRouter } from './mailbox.js';
import { cognitoRouter } from './router.js';
import { ALGORITHM, loadKeyRing } from './signing-keys.js';
import { createUserPool, type NewUser } from './user-pool.js';

export type IdentityConfig = {
  /** Base URL of the cloud API as clients reach it; no trailing slash. */
  publicUrl: string;
  /** The portal the browser sees; "Verify Email" links point there. */
  portalUrl: string;
  poolId: string;
  clientId: string;
  /** Unused: the signing key is stored in the database, which already lives in the data directory. */
  dataDir: string;
  /** Lifetime of ID and access tokens; Cognito's default is one hour. */
  accessTokenTtlSeconds?: number;
  /** Lifetime of refresh tokens; Cognito's default is 30 days. */
  refreshTokenTtlDays?: number;
};

export type Identity = {
  router: express.Router;
  /** Creates a user without sending mail (seed, tests); an existing username is left unchanged. */
  createUser(u: NewUser): Promise<void>;
  /** `${publicUrl}/${poolId}`: the `iss` of every token. */
  issuer: string;
};

export async function createIdentity(deps: { db: Db; log: Logger; config: IdentityConfig }): Promise<Identity> {
  const { db, config } = deps;
  const log = deps.log.child({ component: 'identity' });
  const publicUrl = config.publicUrl.replace(/\/+$/, '');
  const issuer = `${publicUrl}/${config.poolId}`;
  const keys = await loadKeyRing(db, log, issuer);
  const mail = createMailbox(db, log);
  const pool = createUserPool({
    db,
    log,
    keys,
    mail,
    settings: {
      issuer,
      portalUrl: config.portalUrl.replace(/\/+$/, ''),
      poolId: config.poolId,
      clientId: config.clientId,
      accessTokenTtlSeconds: config.accessTokenTtlSeconds ?? 3600,
      refreshTokenTtlDays: config.refreshTokenTtlDays ?? 30,
    },
  });

  const router = express.Router();
  const wellKnown = `/${config.poolId}/.well-known`;
  router.get(`${wellKnown}/jwks.json`, (_req, res) => {
    res.set('Cache-Control', 'public, max-age=300').json(keys.jwks);
  });
  router.get(`${wellKnown}/openid-configuration`, (_req, res) => {
    // Only what this pool implements: no hosted UI, so no authorization or token endpoint.
    res.json({
      issuer,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      response_types_supported: ['code', 'token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: [ALGORITHM],
      scopes_supported: ['openid', 'email', 'profile'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'auth_time', 'token_use', 'cognito:username', 'email', 'email_verified', 'name', 'jti', 'origin_jti'],
    });
  });
  router.use(mailboxRouter(mail));
  router.use(cognitoRouter(pool.actions, log));

  log.info({ issuer, kid: keys.kid }, 'identity: user pool ready');
  return { router, createUser: pool.createUser, issuer };
}
