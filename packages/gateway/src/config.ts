import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { DEFAULT_PAGE_DRAW_BUDGET_MS, SERVER_BUILD } from '@portal/contract/page-drawing';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** 'true' / 'false' (and 1/0, yes/no) from the environment; anything else is refused. */
const flag = z.stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'] });
const positiveInt = z.coerce.number().int().positive();
/** A rate limit: how many requests of one kind are allowed per key and window (the name says which). */
const rateLimit = (allowed: number, description: string) => positiveInt.default(allowed).describe(description);
const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/**
 * Every environment variable the gateway reads, with its default. Exported so
 * the README can list it. Parsed once at start: a bad value stops the process.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000).describe('Port the gateway listens on.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface the gateway listens on.'),
  PUBLIC_URL: httpUrl
    .optional()
    .describe(
      'The address learners reach the portal at (e.g. https://learn.university.example), used for every absolute address the gateway writes: calendar feeds, Open Graph tags, the sitemap. Never taken from the Host header. Default: `http://localhost:${PORT}`.',
    ),
  CONTENT_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65_535)
    .optional()
    .describe(
      'Port of the content listener, which serves course content (SCORM packages, HTML lessons, interactivities) and the SCORM runtime frame on an origin of its own (docs/decisions/170). Default: PORT + 1.',
    ),
  CONTENT_URL: httpUrl
    .optional()
    .describe(
      "The address browsers reach the content listener at. Its host must differ from PUBLIC_URL's (cookies ignore ports); in production a domain of its own, best on another registrable domain (e.g. https://content.university-learning.example). Required when NODE_ENV=production. Default: `http://127.0.0.1:${CONTENT_PORT}` (or `http://localhost:${CONTENT_PORT}` when PUBLIC_URL's host is 127.0.0.1).",
    ),
  CONTENT_DIST_DIR: z
    .string()
    .min(1)
    .default(path.resolve(packageRoot, '../web/dist-content'))
    .describe("Folder of the built SCORM runtime frame (the web package's content build), served by the content listener at /scorm/."),
  CLOUD_API_URL: httpUrl.default('http://127.0.0.1:4010').describe('Base URL of the cloud API (POST + JSON, one path per operation).'),
  OID: z.string().min(1).default('demo-university').describe('Organisation id added to every cloud API body.'),
  COGNITO_ENDPOINT: httpUrl
    .optional()
    .describe('Identity endpoint (Cognito JSON protocol). Default: CLOUD_API_URL, unless COGNITO_REGION is set, in which case the real AWS endpoint of that region is used.'),
  COGNITO_REGION: z.string().min(1).optional().describe('AWS region of the real Cognito user pool.'),
  COGNITO_CLIENT_ID: z.string().min(1).default('portal-web').describe('App client id of the user pool (no client secret).'),
  JWT_ISSUER: httpUrl.optional().describe('Expected token issuer. Default: `${CLOUD_API_URL}/local_portal`.'),
  JWT_JWKS_URI: httpUrl.optional().describe('Where the signing keys are. Default: `${JWT_ISSUER}/.well-known/jwks.json`.'),
  JWT_AUDIENCE: z.string().min(1).optional().describe('Expected `aud` of ID tokens. Default: COGNITO_CLIENT_ID.'),
  JWKS_HYDRATE_WAIT_MS: z.coerce.number().int().min(0).default(15_000).describe('How long start-up retries loading the signing keys before serving anyway (readyz stays 503).'),
  COOKIE_SECURE: flag.default(true).describe('Mark session cookies Secure and name them __Host-portal_* with Path=/ (docs/decisions/077). Set to false only for plain http on localhost.'),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(packageRoot, '../web/dist')).describe('Folder of the built web app served at /.'),
  WEB_SERVER_DIR: z
    .string()
    .min(1)
    .default(path.resolve(packageRoot, '../web', SERVER_BUILD.dir))
    .describe("Folder of the web app's server build, which draws signed-in first pages per request (docs/decisions/168); without it those pages are served undrawn."),
  PAGE_DRAW_BUDGET_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(DEFAULT_PAGE_DRAW_BUDGET_MS)
    .describe('How long a page request may wait for the answers its drawing needs before the page is sent undrawn (0: never draw).'),
  REDIS_URL: z
    .string()
    .min(1)
    .optional()
    .describe('When set, rate-limit counters and signed-out sessions are kept in this Redis (shared by every replica), and live updates reach every replica through its pub/sub.'),
  LIVE_POLL_MS: z.coerce
    .number()
    .int()
    .min(500)
    .max(60_000)
    .default(4000)
    .describe(
      'How often a watched live topic that can change outside the gateway (the bell, a discussion, a project thread) is read upstream, once for all its viewers on all replicas (docs/decisions/300).',
    ),
  LIVE_STREAM_MAX_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .default(15 * 60_000)
    .describe('How long one event stream lasts before the client reconnects and its session is checked again.'),
  CLOUD_TIMEOUT_MS: positiveInt.default(5000).describe('Time limit of one cloud API attempt, in milliseconds.'),
  CLOUD_CONNECTIONS: positiveInt.default(32).describe('Keep-alive connections in the pool to the cloud API.'),
  CLOUD_BREAKER_THRESHOLD: z.coerce
    .number()
    .gt(0, 'a share between 0 and 1, such as 0.5')
    .lt(1, 'a share between 0 and 1, such as 0.5')
    .default(0.5)
    .describe('Share of unavailable answers (5xx, no answer, time-out) of one cloud API operation, over the sliding window, that opens its circuit (calls of that operation then fail fast).'),
  CLOUD_BREAKER_WINDOW_MS: z.coerce.number().int().min(1000).default(10_000).describe("The sliding window, in milliseconds, over which each operation's failure share is measured."),
  CLOUD_BREAKER_MIN_CALLS: positiveInt.default(40).describe('Fewer calls of an operation than this within the window never open its circuit.'),
  CLOUD_BREAKER_HALF_OPEN_MS: positiveInt.default(5000).describe('How long a circuit stays open before one trial call is let through to test the operation again.'),
  REQUEST_DEADLINE_MS: positiveInt
    .default(10_000)
    .describe('One time limit per GraphQL request, shared by all its cloud API calls and their retries; what is not done by then is null with UPSTREAM_TIMEOUT.'),
  IDENTITY_TIMEOUT_MS: positiveInt.default(8000).describe('Time limit of one identity provider call, in milliseconds.'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level.'),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'a size such as 100kb')
    .default('100kb')
    .describe('Largest accepted request body.'),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: rateLimit(10, 'sessionSignIn attempts allowed per IP address per minute.'),
  RATE_LIMIT_SIGN_UP_PER_MINUTE: rateLimit(5, 'accountSignUp attempts allowed per IP address per minute.'),
  RATE_LIMIT_QUERY_UPLOADS_PER_10_MINUTES: rateLimit(10, "uploadCreate requests of kind QUERY (the public query form's file) allowed per IP address per 10 minutes."),
  RATE_LIMIT_QUERY_POSTS_PER_10_MINUTES: rateLimit(5, 'queryPost requests (the public query form) allowed per IP address per 10 minutes.'),
  RATE_LIMIT_SCHOLARSHIP_CHECKS_PER_IP_PER_10_MINUTES: rateLimit(10, 'scholarshipEmailCheck requests (each one that passes mails a code) allowed per IP address per 10 minutes.'),
  RATE_LIMIT_SCHOLARSHIP_CHECKS_PER_EMAIL_PER_10_MINUTES: rateLimit(
    5,
    'scholarshipEmailCheck requests (a first code and new ones) allowed per target e-mail address per 10 minutes, from any address.',
  ),
  RATE_LIMIT_SCHOLARSHIP_CODES_PER_IP_PER_15_MINUTES: rateLimit(20, 'scholarshipCodeConfirm attempts allowed per IP address per 15 minutes.'),
  RATE_LIMIT_SCHOLARSHIP_CODES_PER_EMAIL_PER_15_MINUTES: rateLimit(
    5,
    'scholarshipCodeConfirm attempts allowed per target e-mail address per 15 minutes, from any address; past it even the right code waits.',
  ),
  RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP_PER_10_MINUTES: rateLimit(10, 'passwordResetRequest attempts allowed per IP address per 10 minutes.'),
  RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_10_MINUTES: rateLimit(3, 'passwordResetRequest attempts allowed per e-mail address per 10 minutes, from any IP.'),
  RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_IP_PER_10_MINUTES: rateLimit(10, 'passwordResetConfirm attempts allowed per IP address per 10 minutes.'),
  RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_ADDRESS_PER_10_MINUTES: rateLimit(5, 'passwordResetConfirm attempts allowed per e-mail address per 10 minutes, from any IP.'),
  RATE_LIMIT_SIGN_UP_CONFIRMS_PER_IP_PER_10_MINUTES: rateLimit(10, 'accountConfirmSignUp attempts allowed per IP address per 10 minutes.'),
  RATE_LIMIT_SIGN_UP_CONFIRMS_PER_ADDRESS_PER_10_MINUTES: rateLimit(5, 'accountConfirmSignUp attempts allowed per user name per 10 minutes, from any IP.'),
  RATE_LIMIT_NEW_PASSWORDS_PER_IP_PER_10_MINUTES: rateLimit(10, 'sessionCompleteNewPassword attempts allowed per IP address per 10 minutes.'),
  RATE_LIMIT_NEW_PASSWORDS_PER_ADDRESS_PER_10_MINUTES: rateLimit(5, 'sessionCompleteNewPassword attempts allowed per user name per 10 minutes, from any IP.'),
  RATE_LIMIT_CALENDAR_FEEDS_PER_IP_PER_10_MINUTES: rateLimit(
    300,
    "Calendar feed requests allowed per IP address per 10 minutes (each one that opens a feed costs two cloud API reads); generous, since calendar services fetch many learners' feeds from a few addresses.",
  ),
  // ---- certificates (issue 19) ----
  RATE_LIMIT_CERTIFICATE_VERIFICATIONS_PER_IP_PER_MINUTE: rateLimit(30, 'Certificate verifications (the public /verify/<code> page) allowed per IP address per minute.'),
  RATE_LIMIT_SHARED_OBJECT_MISSES_PER_IP_PER_10_MINUTES: rateLimit(
    30,
    'Share links (/sharingobject) that name no object, allowed per IP address per 10 minutes; past it no link is looked up for that address.',
  ),
  RATE_LIMIT_CALENDAR_FEED_MISSES_PER_IP_PER_10_MINUTES: rateLimit(
    30,
    'Calendar feed addresses that open no feed (a guess, a forged or a revoked address) allowed per IP address per 10 minutes; past it every feed request from that address waits (429).',
  ),
  RATE_LIMIT_DISCUSSION_POSTS_PER_LEARNER_PER_10_MINUTES: rateLimit(
    20,
    'Discussion questions and answers one learner may post per 10 minutes, counted per learner (the verified eid), not per IP address (docs/decisions/210).',
  ),
  RATE_LIMIT_COMPLAINTS_PER_LEARNER_PER_HOUR: rateLimit(5, 'Complaints one signed-in learner may file per hour, counted per learner (the verified eid), not per IP address (docs/decisions/281).'),
  TRUST_PROXY: z.string().default('false').describe('Express "trust proxy" setting (false, true, a hop count or a list of addresses), so rate limits see the client IP behind a load balancer.'),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000).describe('On SIGTERM, how long in-flight requests may take before the process exits anyway.'),
  NODE_ENV: z.string().optional().describe('`production` makes PREREG_SECRET required and turns introspection and the explorer off (see GRAPHQL_INTROSPECTION).'),
  GRAPHQL_INTROSPECTION: flag
    .optional()
    .describe('Answer introspection queries and serve the explorer at /explorer. Default: on, except when NODE_ENV=production (then /explorer answers 404 unless this is true).'),
  FILE_STORE_ORIGINS: z
    .string()
    .optional()
    .describe(
      'Origins (comma-separated URLs) the browser uploads files to with presigned URLs and loads images and media from; allowed by the Content-Security-Policy. Default: the origin of CLOUD_API_URL (the embedded file store).',
    ),
  PREREG_SECRET: z
    .string()
    .min(32, 'at least 32 characters')
    .optional()
    .describe(
      "Key that signs the pre-registration cookies (the mailed scholarship code's challenge, and the passed check), the same on every replica. Required when NODE_ENV=production; otherwise a random development key kept in PREREG_KEY_FILE is used.",
    ),
  PREREG_KEY_FILE: z
    .string()
    .min(1)
    .default(path.resolve(packageRoot, '../../.data/gateway/prereg.key'))
    .describe('Without PREREG_SECRET (local runs only): the file holding the random development key, made at first start with mode 0600.'),
  SPECIAL_PROGRAM_IDS: z
    .string()
    .regex(/^\s*(\d+\s*(,\s*\d+\s*)*)?$/, 'program ids (digits) separated by commas')
    .default('101')
    .describe(
      "The special programs (spec part 2, section 6): their program ids, comma-separated. Their course pages hide semester headings and show unit images. Default: the demo university's Certificate in Data Analytics.",
    ),
  EXAM_PROVIDER_URL: httpUrl.optional().describe('Where the exam-scheduling form posts (spec part 1, section 7). Default: the local stand-in, `${CLOUD_API_URL}/exam-provider/schedule`.'),
  EXAM_PROVIDER_SECRET: z
    .string()
    .min(16, 'at least 16 characters')
    .optional()
    .describe(
      "The secret the exam provider shares with the university, hashed into AUTH_HASH; it never reaches the browser. Default outside production: the local stand-in's development secret. Unset in production: exam scheduling is not offered.",
    ),
  EXAM_PROVIDER_CLIENT_CODE: z.string().min(1).optional().describe('The client code (organisation) the exam provider knows the university by. Default: OID.'),
  // ---- Semester End Exam (issue 20) ----
  TEST_PROVIDER_URL: httpUrl
    .optional()
    .describe('Where Start opens the external test provider, with ?token= added (spec part 3, 7.6). Default: the local stand-in, `${CLOUD_API_URL}/test-provider/start`.'),
  CALENDAR_FEED_SECRET: z
    .string()
    .min(32, 'at least 32 characters')
    .optional()
    .describe(
      "Key that signs the learners' calendar feed addresses (docs/decisions/124); changing it revokes every address handed out. Default: derived from the pre-registration key (PREREG_SECRET or its development key file).",
    ),
});

/** The development secret of the embedded exam provider (packages/cloud-api), used when EXAM_PROVIDER_SECRET is unset outside production. */
export const DEV_EXAM_PROVIDER_SECRET = 'local-exam-provider-secret-not-for-production';

export type Config = {
  port: number;
  host: string;
  /** PUBLIC_URL without a trailing slash: the one origin absolute addresses are built from (never the Host header). */
  publicUrl: string;
  /**
   * Course content's own origin (docs/decisions/170): the listener that serves
   * SCORM packages, HTML lessons and the runtime frame, never /graphql, pages
   * or cookies. Its host is never the portal's.
   */
  content: { port: number; url: string; distDir: string };
  organisationId: string;
  cloud: {
    url: string;
    timeoutMs: number;
    connections: number;
    requestDeadlineMs: number;
    breaker: { threshold: number; windowMs: number; minCalls: number; halfOpenAfterMs: number };
  };
  identity: { endpoint: string | undefined; region: string; clientId: string; timeoutMs: number };
  jwt: { issuer: string; jwksUri: string; audience: string; hydrateWaitMs: number };
  cookieSecure: boolean;
  webDistDir: string;
  /** The web app's server build and how long a drawing may wait for its answers (docs/decisions/168). */
  pageDrawing: { serverDir: string; budgetMs: number };
  redisUrl: string | undefined;
  /** Live updates (docs/decisions/300). */
  live: { pollMs: number; maxStreamMs: number };
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimit: string;
  rateLimits: {
    signInPerMinute: number;
    signUpPerMinute: number;
    queryUploadsPer10Minutes: number;
    queryPostsPer10Minutes: number;
    scholarshipChecksPerIpPer10Minutes: number;
    scholarshipChecksPerEmailPer10Minutes: number;
    scholarshipCodesPerIpPer15Minutes: number;
    scholarshipCodesPerEmailPer15Minutes: number;
    passwordResetRequestsPerIpPer10Minutes: number;
    passwordResetRequestsPerAddressPer10Minutes: number;
    passwordResetConfirmsPerIpPer10Minutes: number;
    passwordResetConfirmsPerAddressPer10Minutes: number;
    signUpConfirmsPerIpPer10Minutes: number;
    signUpConfirmsPerAddressPer10Minutes: number;
    newPasswordsPerIpPer10Minutes: number;
    newPasswordsPerAddressPer10Minutes: number;
    calendarFeedsPerIpPer10Minutes: number;
    calendarFeedMissesPerIpPer10Minutes: number;
    discussionPostsPerLearnerPer10Minutes: number;
    complaintsPerLearnerPerHour: number;
    certificateVerificationsPerIpPerMinute: number;
    sharedObjectMissesPerIpPer10Minutes: number;
  };
  trustProxy: boolean | number | string;
  shutdownTimeoutMs: number;
  /** Introspection and the explorer (off in production unless GRAPHQL_INTROSPECTION=true). */
  introspection: boolean;
  /** Origins of presigned upload URLs and of the images and media the web app shows (CSP). */
  fileStoreOrigins: string[];
  /**
   * The key of the pre-registration cookies: PREREG_SECRET, or (unset, local
   * runs only) a random key kept in keyFile, made at first start by createApp.
   */
  preRegistration: { secret: string | undefined; keyFile: string };
  /** Programs and calendar: the special programs, the exam provider, the calendar feed's key. */
  programs: {
    specialProgramIds: number[];
    /** Null when exam scheduling is not offered (production without EXAM_PROVIDER_SECRET). */
    examProvider: { url: string; secret: string; clientCode: string } | null;
    /** CALENDAR_FEED_SECRET, or undefined: then derived from the pre-registration key by createApp. */
    calendarFeedSecret: string | undefined;
    /** Semester End Exam (issue 20): the test provider's start address, the token added as ?token=. */
    testProviderUrl: string;
  };
};

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid gateway configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** "https://a.example/x, http://b:4010" -> ['https://a.example', 'http://b:4010']; a non-URL entry is refused. */
function parseOrigins(value: string): string[] | string {
  const origins: string[] = [];
  for (const entry of value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      return `"${entry}" is not a URL`;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return `"${entry}" is not an http(s) URL`;
    origins.push(url.origin);
  }
  return origins;
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

/**
 * Where course content is served (docs/decisions/170), or why the setting is
 * refused. Cookies ignore ports: a content origin on the portal's host (any
 * port) would receive the learner's session cookies, and one on a parent or a
 * child of it could receive cookies set for the wider domain.
 */
function contentOrigin(e: z.infer<typeof envSchema>, publicUrl: string): Config['content'] | string {
  const port = e.CONTENT_PORT ?? (e.PORT === 0 ? 0 : e.PORT + 1);
  if (port > 65_535) return 'CONTENT_PORT: set a port for the content listener (PORT + 1 is not a port)';
  if (e.NODE_ENV === 'production' && !e.CONTENT_URL) return 'CONTENT_URL: required when NODE_ENV=production (the address of the content listener, on a host of its own)';
  const portalHost = new URL(publicUrl).hostname;
  const url = e.CONTENT_URL ?? `http://${portalHost === '127.0.0.1' ? 'localhost' : '127.0.0.1'}:${port}`;
  const contentHost = new URL(url).hostname;
  if (contentHost === portalHost || contentHost.endsWith(`.${portalHost}`) || portalHost.endsWith(`.${contentHost}`)) {
    return `CONTENT_URL: its host (${contentHost}) must not be PUBLIC_URL's host (${portalHost}) nor a parent or child domain of it: cookies ignore ports, and the portal's would reach course content`;
  }
  return { port, url: new URL(url).origin, distDir: path.resolve(e.CONTENT_DIST_DIR) };
}

/**
 * Reads the configuration from an environment (process.env by default). Empty
 * strings count as unset. Throws ConfigError listing every bad value.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const relevant: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') relevant[key] = value.trim();
  }
  const parsed = envSchema.safeParse(relevant);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`));
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.PREREG_SECRET) {
    throw new ConfigError(['PREREG_SECRET: required when NODE_ENV=production (at least 32 random characters, the same on every replica)']);
  }
  const fileStoreOrigins = parseOrigins(e.FILE_STORE_ORIGINS ?? e.CLOUD_API_URL);
  if (typeof fileStoreOrigins === 'string') throw new ConfigError([`FILE_STORE_ORIGINS: ${fileStoreOrigins}`]);
  const issuer = e.JWT_ISSUER ?? `${e.CLOUD_API_URL}/local_portal`;
  // The development secret is the embedded stand-in's; a production provider needs its own.
  const examSecret = e.EXAM_PROVIDER_SECRET ?? (e.NODE_ENV === 'production' ? undefined : DEV_EXAM_PROVIDER_SECRET);
  // No endpoint and a region: the real AWS Cognito of that region. Otherwise
  // the Cognito-compatible endpoint of the embedded cloud API.
  const identityEndpoint = e.COGNITO_ENDPOINT ?? (e.COGNITO_REGION ? undefined : e.CLOUD_API_URL);
  const publicUrl = e.PUBLIC_URL ?? `http://localhost:${e.PORT}`;
  const content = contentOrigin(e, publicUrl);
  if (typeof content === 'string') throw new ConfigError([content]);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    content,
    organisationId: e.OID,
    cloud: {
      url: e.CLOUD_API_URL,
      timeoutMs: e.CLOUD_TIMEOUT_MS,
      connections: e.CLOUD_CONNECTIONS,
      requestDeadlineMs: e.REQUEST_DEADLINE_MS,
      breaker: {
        threshold: e.CLOUD_BREAKER_THRESHOLD,
        windowMs: e.CLOUD_BREAKER_WINDOW_MS,
        minCalls: e.CLOUD_BREAKER_MIN_CALLS,
        halfOpenAfterMs: e.CLOUD_BREAKER_HALF_OPEN_MS,
      },
    },
    identity: { endpoint: identityEndpoint, region: e.COGNITO_REGION ?? 'us-east-1', clientId: e.COGNITO_CLIENT_ID, timeoutMs: e.IDENTITY_TIMEOUT_MS },
    jwt: {
      issuer,
      jwksUri: e.JWT_JWKS_URI ?? `${issuer}/.well-known/jwks.json`,
      audience: e.JWT_AUDIENCE ?? e.COGNITO_CLIENT_ID,
      hydrateWaitMs: e.JWKS_HYDRATE_WAIT_MS,
    },
    cookieSecure: e.COOKIE_SECURE,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    pageDrawing: { serverDir: path.resolve(e.WEB_SERVER_DIR), budgetMs: e.PAGE_DRAW_BUDGET_MS },
    redisUrl: e.REDIS_URL,
    live: { pollMs: e.LIVE_POLL_MS, maxStreamMs: e.LIVE_STREAM_MAX_MS },
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT.toLowerCase(),
    rateLimits: {
      signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      signUpPerMinute: e.RATE_LIMIT_SIGN_UP_PER_MINUTE,
      queryUploadsPer10Minutes: e.RATE_LIMIT_QUERY_UPLOADS_PER_10_MINUTES,
      queryPostsPer10Minutes: e.RATE_LIMIT_QUERY_POSTS_PER_10_MINUTES,
      scholarshipChecksPerIpPer10Minutes: e.RATE_LIMIT_SCHOLARSHIP_CHECKS_PER_IP_PER_10_MINUTES,
      scholarshipChecksPerEmailPer10Minutes: e.RATE_LIMIT_SCHOLARSHIP_CHECKS_PER_EMAIL_PER_10_MINUTES,
      scholarshipCodesPerIpPer15Minutes: e.RATE_LIMIT_SCHOLARSHIP_CODES_PER_IP_PER_15_MINUTES,
      scholarshipCodesPerEmailPer15Minutes: e.RATE_LIMIT_SCHOLARSHIP_CODES_PER_EMAIL_PER_15_MINUTES,
      passwordResetRequestsPerIpPer10Minutes: e.RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_IP_PER_10_MINUTES,
      passwordResetRequestsPerAddressPer10Minutes: e.RATE_LIMIT_PASSWORD_RESET_REQUESTS_PER_ADDRESS_PER_10_MINUTES,
      passwordResetConfirmsPerIpPer10Minutes: e.RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_IP_PER_10_MINUTES,
      passwordResetConfirmsPerAddressPer10Minutes: e.RATE_LIMIT_PASSWORD_RESET_CONFIRMS_PER_ADDRESS_PER_10_MINUTES,
      signUpConfirmsPerIpPer10Minutes: e.RATE_LIMIT_SIGN_UP_CONFIRMS_PER_IP_PER_10_MINUTES,
      signUpConfirmsPerAddressPer10Minutes: e.RATE_LIMIT_SIGN_UP_CONFIRMS_PER_ADDRESS_PER_10_MINUTES,
      newPasswordsPerIpPer10Minutes: e.RATE_LIMIT_NEW_PASSWORDS_PER_IP_PER_10_MINUTES,
      newPasswordsPerAddressPer10Minutes: e.RATE_LIMIT_NEW_PASSWORDS_PER_ADDRESS_PER_10_MINUTES,
      calendarFeedsPerIpPer10Minutes: e.RATE_LIMIT_CALENDAR_FEEDS_PER_IP_PER_10_MINUTES,
      calendarFeedMissesPerIpPer10Minutes: e.RATE_LIMIT_CALENDAR_FEED_MISSES_PER_IP_PER_10_MINUTES,
      discussionPostsPerLearnerPer10Minutes: e.RATE_LIMIT_DISCUSSION_POSTS_PER_LEARNER_PER_10_MINUTES,
      complaintsPerLearnerPerHour: e.RATE_LIMIT_COMPLAINTS_PER_LEARNER_PER_HOUR,
      certificateVerificationsPerIpPerMinute: e.RATE_LIMIT_CERTIFICATE_VERIFICATIONS_PER_IP_PER_MINUTE,
      sharedObjectMissesPerIpPer10Minutes: e.RATE_LIMIT_SHARED_OBJECT_MISSES_PER_IP_PER_10_MINUTES,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    introspection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    fileStoreOrigins,
    preRegistration: { secret: e.PREREG_SECRET, keyFile: path.resolve(e.PREREG_KEY_FILE) },
    programs: {
      specialProgramIds: e.SPECIAL_PROGRAM_IDS.split(',')
        .map((id) => id.trim())
        .filter(Boolean)
        .map(Number),
      examProvider: examSecret ? { url: e.EXAM_PROVIDER_URL ?? `${e.CLOUD_API_URL}/exam-provider/schedule`, secret: examSecret, clientCode: e.EXAM_PROVIDER_CLIENT_CODE ?? e.OID } : null,
      calendarFeedSecret: e.CALENDAR_FEED_SECRET,
      testProviderUrl: e.TEST_PROVIDER_URL ?? `${e.CLOUD_API_URL}/test-provider/start`,
    },
  };
}
