/**
 * Test support: one prepared, seeded PGlite data directory per run, copied
 * for each test file. Creating a PGlite database costs about 4 s and a lot of
 * memory; copying a prepared one costs half a second (STACK.md).
 *
 * The template lives in the OS temp directory under a name that changes when
 * the migrations, seed or identity code change (and once a day, since the
 * demo events sit around the seed date). Test files running in parallel
 * share it: the first takes a lock directory and builds it, the others wait.
 */
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createCloudApi } from './app.js';
import { loadConfig, type CloudApiConfig } from './config.js';
import { startCloudApi, type StartedCloudApi } from './index.js';

const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const FINGERPRINT_SOURCES = ['drizzle', 'src/db', 'src/seed', 'src/identity'];
const READY = '.template-ready';
const STALE_TEMPLATE_MS = 60 * 60 * 1000;
const LOCK_STALE_MS = 5 * 60_000;

function fingerprint(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'assets') walk(full);
      } else if (!entry.name.endsWith('.test.ts')) {
        hash.update(full).update(readFileSync(full));
      }
    }
  };
  for (const s of FINGERPRINT_SOURCES) walk(join(PACKAGE_DIR, s));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A seeded template data directory, built once per fingerprint. */
export async function templateDataDir(): Promise<string> {
  const root = join(tmpdir(), 'portal-cloud-api-templates');
  mkdirSync(root, { recursive: true });
  const template = join(root, fingerprint());
  const lock = `${template}.lock`;
  const deadline = Date.now() + 170_000;
  while (!existsSync(join(template, READY))) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for the cloud-api test template at ${template}`);
    try {
      mkdirSync(lock);
    } catch {
      // Someone else is building it; take over only if they died.
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) rmSync(lock, { recursive: true, force: true });
      await sleep(250);
      continue;
    }
    try {
      if (existsSync(join(template, READY))) break;
      // Older templates are of no further use once nobody has touched them for a while; another
      // checkout or run may still be copying a recent one, so those stay.
      const current = template.split('/').pop()!;
      for (const entry of readdirSync(root)) {
        const base = entry.split('.')[0];
        const idle = Date.now() - (statSync(join(root, entry), { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
        if (base !== current && idle > STALE_TEMPLATE_MS && !existsSync(join(root, `${base}.lock`))) rmSync(join(root, entry), { recursive: true, force: true });
      }
      const building = `${template}.building-${process.pid}`;
      rmSync(building, { recursive: true, force: true });
      const api = await createCloudApi(testConfig({ dataDir: building }));
      await api.close();
      writeFileSync(join(building, READY), new Date().toISOString());
      rmSync(template, { recursive: true, force: true });
      renameSync(building, template);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}

/** A fresh copy of the seeded template, for one test file. */
async function preparedDataDir(): Promise<string> {
  const template = await templateDataDir();
  const dir = mkdtempSync(join(tmpdir(), 'cloud-api-test-'));
  const now = new Date();
  utimesSync(template, now, now); // in use: keeps other runs from clearing it away
  cpSync(template, dir, { recursive: true });
  return dir;
}

/** Settings for tests: nothing read from the environment, logs silent. */
function testConfig(overrides: Partial<CloudApiConfig> = {}): CloudApiConfig {
  return loadConfig({}, { port: 0, logLevel: process.env.TEST_LOG_LEVEL ?? 'silent', ...overrides });
}

export type TestApi = StartedCloudApi & {
  dataDir: string;
  /** POST a JSON body; answers status and parsed JSON. */
  // Answers are checked field by field with expect(); `any` keeps those checks readable.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  post(path: string, body: unknown): Promise<{ status: number; body: any }>;
  /** Closes the API and removes its data directory. */
  dispose(): Promise<void>;
};

/** The error code of a JSON error answer. */
export async function errorCode(res: Response): Promise<string> {
  const body = (await res.json()) as { error?: { code?: string } };
  return body.error?.code ?? '(no error code)';
}

export const OID = 'demo-university';
export const LEARNER = 'learner@demo.university';
export const SECOND = 'second@demo.university';

/**
 * A real cloud API over HTTP on a copy of the prepared data directory.
 * The environment is not read, so DATABASE_URL or CLOUD_API_FAULTS set in
 * the shell do not leak into these tests.
 */
export async function startTestApi(overrides: Partial<CloudApiConfig> = {}, options: { clock?: () => number } = {}): Promise<TestApi> {
  const dataDir = overrides.dataDir ?? (await preparedDataDir());
  const started = await startCloudApi({
    env: {},
    port: 0,
    host: '127.0.0.1',
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...overrides,
    dataDir,
    clock: options.clock,
  });
  return {
    ...started,
    dataDir,
    async post(path, body) {
      const res = await fetch(started.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const text = await res.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = { unparsed: text };
      }
      return { status: res.status, body: json };
    },
    async dispose() {
      await started.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A database of its own on the PostgreSQL server of TEST_DATABASE_URL, for a
 * test of the PostgreSQL mode: made on first `create()`, dropped by `drop()`
 * (safe to call when it was never made), so runs never touch data they did not make.
 */
export function scratchDatabase(adminUrl: string | undefined, prefix: string) {
  const name = `${prefix}_${process.pid}_${Date.now()}`;
  let created = false;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  return {
    /** Creates the database and answers its URL. */
    async create(): Promise<string> {
      await admin(`create database "${name}"`);
      created = true;
      const url = new URL(adminUrl!);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async drop(): Promise<void> {
      if (!adminUrl || !created) return;
      // A pool that was just ended may still be closing its connections: forcing the drop then
      // kills them mid-goodbye, and the dying client's "terminating connection" error reaches
      // whichever test runs next as an uncaught error (seen on a quiet clean-clone run). So the
      // drop waits, a few seconds at most, until the database has no connection left.
      for (let i = 0; i < 50; i++) {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
          const { rows } = await client.query<{ n: string }>('select count(*) as n from pg_stat_activity where datname = $1', [name]);
          if (Number(rows[0].n) === 0) break;
        } finally {
          await client.end();
        }
        await sleep(100);
      }
      await admin(`drop database if exists "${name}" with (force)`);
    },
  };
}
