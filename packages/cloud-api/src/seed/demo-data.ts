/**
 * The rows the demo university is made of, as buildDemoData (demo-university.ts)
 * makes them and each area's seed file shapes them. A file of its own, so the seed
 * files that shape the data do not import demo-university.ts back.
 */
import type { Db, schema } from '../db/client.js';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type S = typeof schema;

export type DemoData = {
  organisation: Insert<S['organisations']>;
  programs: Insert<S['programs']>[];
  batches: Insert<S['batches']>[];
  courses: Insert<S['courses']>[];
  batchCourses: Insert<S['batchCourses']>[];
  units: Insert<S['units']>[];
  unitObjects: Insert<S['unitObjects']>[];
  enrolments: Insert<S['enrolments']>[];
  courseProgress: Insert<S['courseProgress']>[];
  objectProgress: Insert<S['objectProgress']>[];
  candidateNumbers: Insert<S['candidateNumbers']>[];
  events: Insert<S['events']>[];
  announcements: Insert<S['announcements']>[];
  applications: Insert<S['applications']>[];
  applicationSections: Insert<S['applicationSections']>[];
  partnerApplicants: Insert<S['partnerApplicants']>[];
};

/** The seed's transaction, in which every area writes its demo rows. */
export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What an area's demo data is made from: the organisation, the seed's clock and the demo university's rows. */
export type DemoSeed = { oid: string; now: Date; data: DemoData };
