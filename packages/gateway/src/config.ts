import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const packageRoot = fileURLToPath(new URL('..', import.meta.url));

/** 'true' / 'false' (and 1/0, yes/no) from the environment; anything else is refused. */
const flag = z.stringbool({ truthy: ['true', '1', 'yes'], falsy: ['false', '0', 'no'] });
const positiveInt = z.coerce.number().int().positive();
const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));

/**
 * Every environment variable the gateway reads, with its default. Exported so
 * the README can list it. Parsed once at start: a bad value stops the process.
 */
export const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4000).describe('Port the gateway listens on.'),
  HOST: z.string().min(1).default('0.0.0.0').describe('Interface the gateway listens on.'),
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
  COOKIE_SECURE: flag.default(true).describe('Mark session cookies Secure. Set to false only for plain http on localhost.'),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(packageRoot, '../web/dist')).describe('Folder of the built web app served at /.'),
  REDIS_URL: z.string().min(1).optional().describe('When set, rate-limit counters are kept in this Redis (shared by every replica).'),
  CLOUD_TIMEOUT_MS: positiveInt.default(5000).describe('Time limit of one cloud API attempt, in milliseconds.'),
  CLOUD_CONNECTIONS: positiveInt.default(32).describe('Keep-alive connections in the pool to the cloud API.'),
  CLOUD_BREAKER_THRESHOLD: positiveInt.default(5).describe('Consecutive unavailable answers of the cloud API after which calls fail fast (circuit open).'),
  CLOUD_BREAKER_HALF_OPEN_MS: positiveInt.default(5000).describe('How long the circuit stays open before one call is let through to test the cloud API again.'),
  IDENTITY_TIMEOUT_MS: positiveInt.default(8000).describe('Time limit of one identity provider call, in milliseconds.'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info').describe('pino log level.'),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'a size such as 100kb')
    .default('100kb')
    .describe('Largest accepted request body.'),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: positiveInt.default(10).describe('sessionSignIn attempts allowed per IP address per minute.'),
  RATE_LIMIT_SIGN_UP_PER_MINUTE: positiveInt.default(5).describe('accountSignUp attempts allowed per IP address per minute.'),
  RATE_LIMIT_QUERY_UPLOADS_PER_10_MINUTES: positiveInt.default(10).describe('uploadCreate requests of kind QUERY (the public query form\'s file) allowed per IP address per 10 minutes.'),
  RATE_LIMIT_QUERY_POSTS_PER_10_MINUTES: positiveInt.default(5).describe('queryPost requests (the public query form) allowed per IP address per 10 minutes.'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .describe('Express "trust proxy" setting (false, true, a hop count or a list of addresses), so rate limits see the client IP behind a load balancer.'),
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
      'Key that signs the pre-registration cookie (a partner e-mail that passed the scholarship check), the same on every replica. Required when NODE_ENV=production; otherwise a development key derived from OID is used, which anyone can compute.',
    ),
});

export type Env = z.input<typeof envSchema>;

export type Config = {
  port: number;
  host: string;
  oid: string;
  cloud: { url: string; timeoutMs: number; connections: number; breakerThreshold: number; breakerHalfOpenAfterMs: number };
  identity: { endpoint: string | undefined; region: string; clientId: string; timeoutMs: number };
  jwt: { issuer: string; jwksUri: string; audience: string; hydrateWaitMs: number };
  cookieSecure: boolean;
  webDistDir: string;
  redisUrl: string | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  bodyLimit: string;
  rateLimits: { signInPerMinute: number; signUpPerMinute: number; queryUploadsPer10Minutes: number; queryPostsPer10Minutes: number };
  trustProxy: boolean | number | string;
  shutdownTimeoutMs: number;
  /** Introspection and the explorer (off in production unless GRAPHQL_INTROSPECTION=true). */
  introspection: boolean;
  /** Origins of presigned upload URLs and of the images and media the web app shows (CSP). */
  fileStoreOrigins: string[];
  /** The key of the pre-registration cookie; devKey when it was derived for local use (not secret). */
  preRegistration: { secret: string; devKey: boolean };
};

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid gateway configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * For local runs only: a key every replica of a development setup derives the
 * same way, so the pre-registration cookie works without configuration. It is
 * not secret (anyone who knows the OID can compute it), which is why
 * production refuses to start without PREREG_SECRET.
 */
function devPreRegistrationKey(oid: string): string {
  return createHash('sha256').update(`portal pre-registration cookie, development only, ${oid}`).digest('hex');
}

/** "https://a.example/x, http://b:4010" -> ['https://a.example', 'http://b:4010']; a non-URL entry is refused. */
function parseOrigins(value: string): string[] | string {
  const origins: string[] = [];
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
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
  // No endpoint and a region: the real AWS Cognito of that region. Otherwise
  // the Cognito-compatible endpoint of the embedded cloud API.
  const identityEndpoint = e.COGNITO_ENDPOINT ?? (e.COGNITO_REGION ? undefined : e.CLOUD_API_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    oid: e.OID,
    cloud: {
      url: e.CLOUD_API_URL,
      timeoutMs: e.CLOUD_TIMEOUT_MS,
      connections: e.CLOUD_CONNECTIONS,
      breakerThreshold: e.CLOUD_BREAKER_THRESHOLD,
      breakerHalfOpenAfterMs: e.CLOUD_BREAKER_HALF_OPEN_MS,
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
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    bodyLimit: e.BODY_LIMIT.toLowerCase(),
    rateLimits: {
      signInPerMinute: e.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      signUpPerMinute: e.RATE_LIMIT_SIGN_UP_PER_MINUTE,
      queryUploadsPer10Minutes: e.RATE_LIMIT_QUERY_UPLOADS_PER_10_MINUTES,
      queryPostsPer10Minutes: e.RATE_LIMIT_QUERY_POSTS_PER_10_MINUTES,
    },
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    introspection: e.GRAPHQL_INTROSPECTION ?? e.NODE_ENV !== 'production',
    fileStoreOrigins,
    preRegistration: e.PREREG_SECRET ? { secret: e.PREREG_SECRET, devKey: false } : { secret: devPreRegistrationKey(e.OID), devKey: true },
  };
}
