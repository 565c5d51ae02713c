/**
 * Test harness for the identity endpoint: one PGlite database per test file,
 * an express app on a random port that mounts the identity router, and the
 * real AWS SDK Cognito client pointed at it. Kept in one place so the suite
 * can switch to a shared prepared database later.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import express from 'express';
import { pino } from 'pino';
import { openDatabase, type OpenedDatabase } from '../db/client.js';
import { createIdentity, type Identity } from './index.js';
import type { MailMessage } from './mailbox.js';

export const POOL_ID = 'local_portal';
export const CLIENT_ID = 'portal-web';
export const PORTAL_URL = 'http://portal.test:4000';

export type IdentityHarness = {
  url: string;
  dataDir: string;
  database: OpenedDatabase;
  identity: Identity;
  cognito: CognitoIdentityProviderClient;
  /** Mail to one address, newest first, as GET /mailbox/messages returns it. */
  mailTo(email: string): Promise<MailMessage[]>;
  /** Closes the server and database and opens both again on the same data directory and port (so the issuer is unchanged). */
  restart(): Promise<void>;
  close(): Promise<void>;
};

/** PGlite in a fresh directory, or the PostgreSQL database at `databaseUrl` (DATABASE_URL mode). */
export async function startIdentityHarness(options: { databaseUrl?: string } = {}): Promise<IdentityHarness> {
  const dataDir = mkdtempSync(join(tmpdir(), 'identity-test-'));
  const log = pino({ level: process.env.TEST_LOG_LEVEL ?? 'silent' });

  const start = async (port = 0) => {
    const database = await openDatabase({ dataDir, databaseUrl: options.databaseUrl });
    const app = express();
    const server = app.listen(port, '127.0.0.1');
    await new Promise<void>((resolve, reject) => server.once('listening', resolve).once('error', reject));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // The issuer needs the real port, so the router is mounted once it is known.
    const identity = await createIdentity({
      db: database.db,
      log,
      config: { publicUrl: url, portalUrl: PORTAL_URL, poolId: POOL_ID, clientId: CLIENT_ID, dataDir },
    });
    app.use(identity.router);
    const cognito = new CognitoIdentityProviderClient({
      endpoint: url,
      region: 'local',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
      maxAttempts: 1,
    });
    const stop = async () => {
      cognito.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    };
    return { url, database, identity, cognito, stop };
  };

  let current = await start();
  const harness: IdentityHarness = {
    url: current.url,
    dataDir,
    database: current.database,
    identity: current.identity,
    cognito: current.cognito,
    async mailTo(email) {
      const res = await fetch(`${harness.url}/mailbox/messages?to=${encodeURIComponent(email)}`);
      if (!res.ok) throw new Error(`mailbox answered ${res.status}`);
      return (await res.json()) as MailMessage[];
    },
    async restart() {
      await current.stop();
      current = await start(Number(new URL(current.url).port));
      Object.assign(harness, { url: current.url, database: current.database, identity: current.identity, cognito: current.cognito });
    },
    async close() {
      await current.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
