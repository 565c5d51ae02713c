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
import { admissionsRoutes } from './routes/admissions.js';
import { analyticsRoutes } from './routes/analytics.js';
import { assessmentAdminRouter, assessmentRoutes } from './routes/assessments.js';
import { catalogRoutes } from './routes/catalog.js';
import { complaintsRoutes } from './routes/complaints.js';
import type { RouteContext } from './routes/context.js';
import { mountContractRoutes } from './routes/contract-route.js';
import { dashboardRoutes } from './routes/dashboard.js';
import { discussionRoutes } from './routes/discussion.js';
import { announcementsRoutes } from './routes/announcements.js';
import { examProviderRouter } from './routes/exam-provider.js';
import { feedbackRoutes } from './routes/feedback.js';
import { instructorConsoleRouter } from './routes/instructor-console.js';
import { projectRoutes } from './routes/projects.js';
import { filesRoutes } from './routes/files.js';
import { learningAdminRouter, learningRoutes } from './routes/learning.js';
import { learningMediaRoutes } from './routes/learning-media.js';
import { quizRoutes } from './routes/quizzes.js';
import { seedIfEmpty } from './seed/index.js';
// ---- certificates (issue 19) ----
import { loadCredentialSigner } from './certificates/credential.js';
import { certificatesAdminRouter, certificatesRoutes } from './routes/certificates.js';
// ---- Semester End Exam (issue 20) ----
import { testProviderRouter, testsAdminRouter, testsRoutes } from './routes/tests.js';
// ---- reports and analytics (issue 20) ----
import { reportRoutes } from './routes/reports.js';
import { storeLearningContent } from './seed/learning-media.js';
// ---- notifications (issue 20) ----
import { notificationsRoutes } from './routes/notifications.js';
// ---- the rest of the route map (issue 20) ----
import { sharedObjectRoutes } from './routes/shared-objects.js';
import { storeProfileDemoFiles } from './seed/profile-demo.js';
import { profileRoutes } from './routes/profile.js';

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
    await storeLearningContent(files);
    // ---- profile (issue 20): the demo photo and program certificate images, when missing ----
    await storeProfileDemoFiles(db, files);
    const faults = createFaults(config.faults);
    const ctx: RouteContext = { db, config, log, files, clock: options.clock ?? Date.now };
    // The key that signs certificate credentials (docs/decisions/220).
    const credentialSigner = await loadCredentialSigner({ dataDir: config.dataDir, privateJwk: config.certificateSigningKey });

    const app = express();
    app.disable('x-powered-by');
    app.use(requestLog(log));
    app.get('/healthz', (_req, res) => {
      res.json({ ok: true });
    });
    if (config.faultAdmin) {
      app.use(faults.adminRouter);
      // Test-only: assessment windows relative to now, copies, bench learners (docs/decisions/147).
      app.use(assessmentAdminRouter(ctx, identity));
      // Test-only: an admin's switches (a course, a unit or an object disabled; free navigation) (docs/decisions/174).
      app.use(learningAdminRouter(ctx));
      // Test-only: revoke a certificate (docs/decisions/219).
      app.use(certificatesAdminRouter(ctx));
      // ---- Semester End Exam (issue 20): a test assigned to one learner, its window relative to now (docs/decisions/239) ----
      app.use(testsAdminRouter(ctx));
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

    // The exam provider's local stand-in: a browser form post, outside the JSON contract.
    app.use(examProviderRouter(ctx));
    // ---- Semester End Exam (issue 20): the test provider's local stand-in (docs/decisions/238) ----
    app.use(testProviderRouter(ctx));

    // Project objectives (issue 19): the instructor console's local stand-in, on this address only
    // (never through the gateway or the portal's origin; docs/decisions/213).
    app.use(instructorConsoleRouter(ctx));

    const contract = express.Router();
    contract.use(express.json({ limit: JSON_LIMIT }));
    // NUL, control characters, absurd strings or numbers: 400 before any handler or query.
    contract.use(refuseMalformedJson);
    mountContractRoutes(contract, config.oid, {
      ...catalogRoutes(ctx),
      ...dashboardRoutes(ctx),
      ...admissionsRoutes(ctx),
      ...analyticsRoutes(ctx),
      ...filesRoutes(ctx),
      ...complaintsRoutes(ctx),
      ...learningRoutes(ctx),
      ...learningMediaRoutes(ctx),
      ...quizRoutes(ctx),
      ...announcementsRoutes(ctx),
      ...assessmentRoutes(ctx),
      // discussion (issue 19)
      ...discussionRoutes(ctx),
      // Feedback (issue 19).
      ...feedbackRoutes(ctx),
      // Project objectives (issue 19).
      ...projectRoutes(ctx),
      ...certificatesRoutes(ctx, credentialSigner),
      // ---- notifications (issue 20) ----
      ...notificationsRoutes(ctx),
      // ---- Semester End Exam (issue 20) ----
      ...testsRoutes(ctx),
      // ---- the rest of the route map (issue 20) ----
      ...sharedObjectRoutes(ctx),
      // ---- reports and analytics (issue 20) ----
      ...reportRoutes(ctx),
      // ---- profile (issue 20) ----
      ...profileRoutes(ctx),
    });
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
