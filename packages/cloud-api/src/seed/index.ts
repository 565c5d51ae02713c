/**
 * Seeds the demo university on first start only: when the organisations
 * table is empty. Reopening a seeded data directory costs one count query.
 */
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { schema, type Db } from '../db/client.js';
import { areas } from '../areas.js';
import type { UserCreator } from '../area.js';
import { buildDemoData, DEMO_USERS } from './demo-university.js';
import { insertRows } from './insert.js';

export { DEMO_USERS } from './demo-university.js';

/** Any constant works; it only has to be the same for every cloud-api process. */
const SEED_LOCK = 7_264_001;

async function isSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.organisations);
  return Number(row?.n ?? 0) > 0;
}

/** Returns true when it seeded, false when the database already had data. */
export async function seedIfEmpty(db: Db, options: { oid: string; users: UserCreator; log: Logger; now?: Date }): Promise<boolean> {
  if (await isSeeded(db)) return false;
  const started = Date.now();

  // Users first: createUser is idempotent, so a seed interrupted after this
  // point simply runs again on the next start.
  for (const u of DEMO_USERS) {
    await options.users.createUser({ email: u.email, name: u.name, password: u.password, status: u.status });
  }

  const now = options.now ?? new Date();
  const data = buildDemoData(options.oid, options.now);
  // Each area's demo data (areas.ts), prepared before anything is written: an area may shape the university's.
  const writers = areas.flatMap((area) => (area.seed ? [area.seed({ oid: options.oid, now, data })] : []));
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one empty PostgreSQL database: the second
    // waits here, then finds the organisation and does nothing.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(schema.organisations);
    if (Number(row?.n ?? 0) > 0) return false;

    // Parents before children (foreign keys).
    await insertRows(tx, schema.organisations, [data.organisation]);
    await insertRows(tx, schema.programs, data.programs);
    await insertRows(tx, schema.batches, data.batches);
    await insertRows(tx, schema.courses, data.courses);
    await insertRows(tx, schema.batchCourses, data.batchCourses);
    await insertRows(tx, schema.units, data.units);
    await insertRows(tx, schema.unitObjects, data.unitObjects);
    await insertRows(tx, schema.enrolments, data.enrolments);
    await insertRows(tx, schema.courseProgress, data.courseProgress);
    await insertRows(tx, schema.objectProgress, data.objectProgress);
    await insertRows(tx, schema.candidateNumbers, data.candidateNumbers);
    await insertRows(tx, schema.events, data.events);
    await insertRows(tx, schema.announcements, data.announcements);
    await insertRows(tx, schema.applications, data.applications);
    await insertRows(tx, schema.applicationSections, data.applicationSections);
    await insertRows(tx, schema.partnerApplicants, data.partnerApplicants);
    for (const write of writers) await write(tx);
    return true;
  });
  if (seeded) {
    options.log.info({ ms: Date.now() - started, programs: data.programs.length, courses: data.courses.length, objects: data.unitObjects.length }, 'seeded the demo university');
  }
  return seeded;
}
