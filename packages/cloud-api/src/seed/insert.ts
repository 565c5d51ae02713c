import type { SeedTx } from './demo-data.js';

const CHUNK = 500;

/** Inserts demo rows in chunks of 500 (one statement's parameters stay under PostgreSQL's limit). */
export async function insertRows<T extends Parameters<SeedTx['insert']>[0]>(tx: SeedTx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await tx.insert(table).values(rows.slice(i, i + CHUNK));
}
