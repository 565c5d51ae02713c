/**
 * The embedded cloud API as an Express app: the contract's POST paths, the
 * Cognito-compatible identity endpoint, the presigned-upload file store, the
 * demo assets and fault injection. No listen here: tests and ./index.ts do it.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import type { CloudApiConfig } from './config.js';
import { openDatabase, type Db } from './db/client.js';
import { createFaults, type Faults } from './faults.js';
import { createFileStore } from './files/store.js';
import { errorHandler, unknownPath } from './http-errors.js';
import { createIdentity } from './identity/index.js';
import { createLogger } from './logger.js';
import { refuseMalformedIdentityJson, refuseMalformedJson } from './malformed-input.js';
import type { AreaContext } from './area.js';
import { areas } from './areas.js';
import { loadCredentialSigner } from './certificates/credential.js';
import { mountContractRoutes } from './routes/contract-route.js';
import { seedIfEmpty } from './seed/index.js';

export const ASSETS_DIR = join(dirname(fileURLToPath(import.meta.url)), 'seed', 'assets');
const POOL_ID = 'local_portal';
const CLIENT_ID = 'portal-web';
/** Contract bodies are small; application sections are the largest. */
const JSON_LIMIT = '1mb';

export type CloudApi = {
  app: express.Express;
  db: Db;
  kind: 'pglite' | 'postgres';
  faults: Faults;
  log: Logger;
  /** True when this start created the demo data. */
  seeded: boolean;
  close(): Promise<void>;
};

export async function createCloudApi(config: CloudApiConfig, options: { log?: Logger; clock?: () => number } = {}): Promise<CloudApi> {
  const log = options.log ?? createLogger(config.logLevel);
  const opened = await openDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    const { db } = opened;
    const identity = await createIdentity({
      db,
      log,
      config: { publicUrl: config.publicUrl, portalUrl: config.portalUrl, poolId: POOL_ID, clientId: CLIENT_ID, dataDir: config.dataDir },
    });
    const seeded = await seedIfEmpty(db, { oid: config.oid, users: identity, log });
    const files = createFileStore({ db, dataDir: config.dataDir, publicUrl: config.publicUrl, log });
    const faults = createFaults(config.faults);
    // The key that signs certificate credentials (docs/decisions/220).
    const credentialSigner = await loadCredentialSigner({ dataDir: config.dataDir, privateJwk: config.certificateSigningKey });
    const ctx: AreaContext = { db, config, log, files, clock: options.clock ?? Date.now, users: identity, credentialSigner };
    // What each area stores at every start (course content, the demo profiles' images), when missing.
    for (const area of areas) await area.start?.(ctx);

    const app = express();
    app.disable('x-powered-by');
    app.use(requestLog(log));
    app.get('/healthz', (_req, res) => {
      res.json({ ok: true });
    });
    if (config.faultAdmin) {
      app.use(faults.adminRouter);
      // Test-only switches of the areas: assessment windows relative to now, an admin's switches, a revoked certificate, an assigned test.
      for (const area of areas) if (area.testAdmin) app.use(area.testAdmin(ctx));
    }
    // Before every route it may affect; rules name exact paths, so nothing
    // else is touched. Off unless CLOUD_API_FAULTS or /__faults set rules.
    app.use(faults.middleware);

    // A NUL in a user name would reach the database as a 500: refuse it as Cognito refuses a bad parameter.
    app.post('/', refuseMalformedIdentityJson);
    app.use(identity.router);

    // Course media are in the file store, read only through signed URLs
    // (spec part 2, section 9; docs/decisions/115), never from a public path.
    app.use('/assets/media', unknownPath);
    app.use('/assets', express.static(ASSETS_DIR, { maxAge: '1h', index: false, setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff') }));

    // The browser PUTs to and GETs from signed URLs directly, as it would
    // with S3. The signature is the credential (no cookies), so any origin may.
    app.use('/files', corsForSignedUrls);
    app.use(files.router);

    // Stand-ins for other services' pages (the exam provider, the test provider, the instructor
    // console): browser form posts outside the JSON contract.
    for (const area of areas) if (area.standIn) app.use(area.standIn(ctx));

    const contract = express.Router();
    contract.use(express.json({ limit: JSON_LIMIT }));
    // NUL, control characters, absurd strings or numbers: 400 before any handler or query.
    contract.use(refuseMalformedJson);
    mountContractRoutes(contract, config.oid, Object.assign({}, ...areas.map((area) => area.routes?.(ctx) ?? {})));
    app.use(contract);

    app.use(unknownPath);
    app.use(errorHandler(log));

    return { app, db, kind: opened.kind, faults, log, seeded, close: opened.close };
  } catch (err) {
    await opened.close().catch(() => undefined);
    throw err;
  }
}

const corsForSignedUrls: RequestHandler = (req, res, next) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Expose-Headers', 'ETag');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, PUT');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    res.setHeader('Access-Control-Max-Age', '3600');
    res.status(204).end();
    return;
  }
  next();
};

function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      // Path only: query strings carry signatures.
      log.debug({ method: req.method, path: req.path, status: res.statusCode, ms: Number(process.hrtime.bigint() - started) / 1e6 }, 'request');
    });
    next();
  };
}
