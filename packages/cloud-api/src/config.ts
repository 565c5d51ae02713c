/**
 * The cloud API's settings, read from the environment once and checked with
 * zod so that a wrong value stops the process at start, not at the first
 * request that needs it.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseFaultRules, type FaultRules } from './faults.js';

/** <repo root>: packages/cloud-api/src -> ../../.. */
const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export type CloudApiConfig = {
  port: number;
  host: string;
  /** PGlite database, HMAC secret, uploaded files. */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  /** Base of every URL this service hands out (issuer, assets, files). No trailing slash. */
  publicUrl: string;
  /** The portal the browser sees; e-mail links point there. */
  portalUrl: string;
  /** The single tenant's organisation id; every contract body must carry it. */
  oid: string;
  faults: FaultRules;
  /** Enables POST/DELETE /__faults (tests and benchmarks only). */
  faultAdmin: boolean;
  logLevel: string;
  /** The local stand-in of the exam provider: the secret it shares with the gateway and the client code it knows. */
  examProvider: { secret: string; clientCode: string };
  /** The private Ed25519 JWK (JSON) that signs certificate credentials; generated into dataDir when unset (docs/decisions/220). */
  certificateSigningKey?: string;
};

/** The development secret shared by the local exam provider and the gateway when EXAM_PROVIDER_SECRET is not set. */
export const DEV_EXAM_PROVIDER_SECRET = 'local-exam-provider-secret-not-for-production';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const url = z.url({ protocol: /^https?$/ }).transform((u) => u.replace(/\/+$/, ''));

const envSchema = z.object({
  CLOUD_API_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(4010)),
  CLOUD_API_HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  CLOUD_API_DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  CLOUD_API_PUBLIC_URL: z.preprocess(emptyToUndefined, url.optional()),
  PORTAL_URL: z.preprocess(emptyToUndefined, url.default('http://localhost:4000')),
  CLOUD_API_OID: z.preprocess(emptyToUndefined, z.string().min(1).default('demo-university')),
  CLOUD_API_FAULTS: z.preprocess(emptyToUndefined, z.string().optional()),
  CLOUD_API_FAULT_ADMIN: z.preprocess(emptyToUndefined, z.enum(['true', 'false']).default('false')),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).default('info')),
  EXAM_PROVIDER_SECRET: z.preprocess(emptyToUndefined, z.string().min(16).default(DEV_EXAM_PROVIDER_SECRET)),
  EXAM_PROVIDER_CLIENT_CODE: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
  CERTIFICATE_SIGNING_KEY: z.preprocess(emptyToUndefined, z.string().min(1).optional()),
});

/** A host to put in URLs: a wildcard listen address is reached on loopback. */
export function reachableHost(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the environment, then applies explicit overrides (used by
 * startCloudApi and tests). Throws ConfigError naming every bad variable.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<CloudApiConfig> = {}): CloudApiConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid cloud-api environment:\n  ${lines.join('\n  ')}`);
  }
  const e = parsed.data;
  let faults: FaultRules;
  try {
    faults = parseFaultRules(e.CLOUD_API_FAULTS);
  } catch (err) {
    throw new ConfigError(`Invalid cloud-api environment:\n  CLOUD_API_FAULTS: ${(err as Error).message}`);
  }
  const port = overrides.port ?? e.CLOUD_API_PORT;
  const host = overrides.host ?? e.CLOUD_API_HOST;
  const config: CloudApiConfig = {
    port,
    host,
    dataDir: resolve(e.CLOUD_API_DATA_DIR ?? join(REPO_ROOT, '.data', 'cloud-api')),
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.CLOUD_API_PUBLIC_URL ?? `http://${reachableHost(host)}:${port}`,
    portalUrl: e.PORTAL_URL,
    oid: e.CLOUD_API_OID,
    faults,
    faultAdmin: e.CLOUD_API_FAULT_ADMIN === 'true',
    logLevel: e.LOG_LEVEL,
    examProvider: { secret: e.EXAM_PROVIDER_SECRET, clientCode: e.EXAM_PROVIDER_CLIENT_CODE ?? e.CLOUD_API_OID },
    certificateSigningKey: e.CERTIFICATE_SIGNING_KEY,
  };
  // An override given as undefined means "not given": the environment's value stays.
  const given = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined));
  const merged = { ...config, ...given };
  merged.publicUrl = merged.publicUrl.replace(/\/+$/, '');
  merged.dataDir = resolve(merged.dataDir);
  // The provider knows the university by its organisation id unless told otherwise.
  if (!e.EXAM_PROVIDER_CLIENT_CODE && !overrides.examProvider) merged.examProvider = { ...merged.examProvider, clientCode: merged.oid };
  return merged;
}
