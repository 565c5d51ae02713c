/**
 * GET /.well-known/jwks.json: the public keys that sign the portal's
 * certificate credentials (Open Badges 3.0 VC-JWTs, EdDSA), so anyone can
 * check a downloaded credential offline (docs/decisions/220). Read from the
 * cloud API, which holds the private key; clients may keep them an hour.
 */
import { Router } from 'express';
import type { Logger } from 'pino';
import type { CloudClient } from '../../cloud/client.js';
import { getCredentialKeys } from '../../cloud/certificates.js';
import { CloudSession } from '../../cloud/session.js';

const CREDENTIAL_KEYS_PATH = '/.well-known/jwks.json';

export function credentialKeysRouter(options: { cloudClient: CloudClient; logger: Logger }): Router {
  const router = Router();
  router.get(CREDENTIAL_KEYS_PATH, async (req, res) => {
    const log = (req as typeof req & { log?: Logger }).log ?? options.logger;
    try {
      const keys = await getCredentialKeys(new CloudSession(options.cloudClient, { requestId: String(req.id ?? ''), log }));
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.setHeader('Access-Control-Allow-Origin', '*');
      // The cloud API's answer is a JWKS already (RFC 7517).
      res.type('application/jwk-set+json').send(JSON.stringify(keys));
    } catch (error) {
      log.warn({ err: error }, 'credential keys could not be fetched');
      res.status(503).setHeader('Retry-After', '60').type('text/plain').send('The keys are not available right now.');
    }
  });
  return router;
}
