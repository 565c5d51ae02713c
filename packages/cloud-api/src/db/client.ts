/**
 * Opens the cloud API's database: PGlite in a data directory by default, or
 * PostgreSQL when a connection string is given. Both are migrated from the one
 * set of migrations in ../../drizzle before use. Queries name their tables
 * (schema.ts, and a later area's own in tables/<area>.ts): drizzle's relational
 * query API, which would need every table handed to drizzle(), is not used.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema.js';

export type Db = PgDatabase<PgQueryResultHKT>;
export { schema };

const MIGRATIONS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type OpenedDatabase = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export async function openDatabase(options: { dataDir: string; databaseUrl?: string }): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle(pool);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const pgDir = join(options.dataDir, 'pg');
  mkdirSync(dirname(pgDir), { recursive: true });
  const client = await PGlite.create(pgDir);
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
