/**
 * A learner one step from a certificate (issue 19): graduate@ follows the
 * Data Analytics certificate (batch 1012) and has done every object of SQL
 * Fundamentals (bcid 101202) but its last, the html Summary: one Mark
 * Complete finishes the course, and the course screen then offers the
 * certificate. The demo learner (learner@) is left as the journeys know her.
 * Applied after shapeLearningDemo, which gives SQL Fundamentals its objects.
 */
import type { DemoData } from './demo-data.js';
import { LEARNING_DEMO } from './learning-demo.js';

const CERTIFICATE_DEMO = {
  learner: 'graduate@demo.university',
  bpid: 1012,
  course: LEARNING_DEMO.plainCourse,
} as const;

export function shapeCertificatesDemo(data: DemoData): void {
  const { learner: eid, course } = CERTIFICATE_DEMO;
  const nids = new Set(data.units.filter((u) => u.tid === course.tid).map((u) => u.nid));
  const unitOrder = new Map(data.units.filter((u) => nids.has(u.nid)).map((u) => [u.nid, u.sortOrder]));
  const objects = data.unitObjects.filter((o) => nids.has(o.nid)).sort((a, b) => unitOrder.get(a.nid)! - unitOrder.get(b.nid)! || (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  const done = objects.slice(0, -1);
  for (const o of done) data.objectProgress.push({ eid, bcid: course.bcid, objectId: o.objectId, status: 2, secondsSpent: 300, edited: false });
  const per = Math.round((done.length / objects.length) * 100);
  data.courseProgress.push({ eid, bcid: course.bcid, status: 1, progressPercent: per, score: null, selected: true });
  const enrolment = data.enrolments.find((e) => e.eid === eid && e.bpid === CERTIFICATE_DEMO.bpid);
  if (enrolment) enrolment.progressPercent = Math.round(per / Math.max(data.batchCourses.filter((b) => b.bpid === CERTIFICATE_DEMO.bpid && !b.elective).length, 1));
}
