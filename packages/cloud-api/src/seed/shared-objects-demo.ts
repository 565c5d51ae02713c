/**
 * Learning objects shared by link (spec part 3, sections 2.9 and 7.5; docs/decisions/244):
 * the SQL Fundamentals lesson and its interactivity (the demo's plain course), each behind a
 * link of five values. Their addresses are the storage keys of the course's own pages, so
 * the viewer shows them as the course screen does (on the content origin, sandboxed).
 */
import { schema } from '../db/client.js';
import type { DemoData, DemoSeed, SeedTx } from './demo-data.js';
import { LEARNING_DEMO } from './learning-demo.js';

/** The demo's share codes: fixed, so the journeys and the decision can name the links. */
export const SHARED_OBJECT_DEMO = {
  lesson: { shareCode: 'demo-lesson-7Qk2Xw' },
  interactivity: { shareCode: 'demo-activity-Lp9Vt4' },
} as const;

/** The five values of each demo link, and the row behind it. */
export function demoSharedObjects(oid: string, data: DemoData): (typeof schema.sharedObjects.$inferInsert)[] {
  const { tid } = LEARNING_DEMO.plainCourse;
  const batchCourse = data.batchCourses.find((b) => b.tid === tid && b.bcid === LEARNING_DEMO.plainCourse.bcid);
  const batch = data.batches.find((b) => b.bpid === batchCourse?.bpid);
  if (!batchCourse || !batch) return [];
  const unitIds = new Set(data.units.filter((u) => u.tid === tid).map((u) => u.nid));
  const objects = data.unitObjects.filter((o) => unitIds.has(o.nid));
  const rows: (typeof schema.sharedObjects.$inferInsert)[] = [];
  for (const [kind, { shareCode }] of [
    ['html', SHARED_OBJECT_DEMO.lesson],
    ['interactivity', SHARED_OBJECT_DEMO.interactivity],
  ] as const) {
    const object = objects.find((o) => o.kind === kind);
    if (!object?.url) continue;
    rows.push({
      oid,
      programId: String(batch.pid),
      batchId: String(batch.bpid),
      courseId: String(tid),
      objectId: String(object.objectId),
      shareCode,
      title: object.title,
      address: object.url,
    });
  }
  return rows;
}

export async function seedSharedObjects(tx: SeedTx, { oid, data }: DemoSeed): Promise<void> {
  const rows = demoSharedObjects(oid, data);
  if (rows.length) await tx.insert(schema.sharedObjects).values(rows);
}
