/**
 * The project course of the demo (issue 19, spec part 2, sections 2-5):
 * Strategic Management (tid 30108, bcid 301208) in the MBA the demo learner
 * follows. Its units hold project objectives: in the first, one approved
 * (op 2) and one in progress (op 1); in the second, one locked (op 0); the
 * third unit is disabled from Admin. A few messages, with an instructor's
 * reply, one approved and one rejected, and an instructor who may answer
 * them in the instructor console (docs/decisions/213).
 */
import { schema } from '../db/client.js';
import { hashPassword } from '../identity/password-hash.js';
import { contentKeys } from './content-keys.js';
import type { DemoData, DemoSeed, SeedTx } from './demo-data.js';

const LEARNER = 'learner@demo.university';

export const PROJECT_DEMO = {
  /** learning-demo.ts's projectCourse (its tid made a project course there) */
  bcid: 301208,
  tid: 30108,
  bpid: 3012,
  /** objective ids, by the state the learner finds them in */
  approved: 'proj-30108-1',
  inProgress: 'proj-30108-2',
  locked: 'proj-30108-3',
  inDisabledUnit: 'proj-30108-4',
  /** the instructor console's demo account */
  instructor: { email: 'instructor@demo.university', password: 'Instructor@2026', name: 'Dr. Meera Iyer' },
} as const;

/** The project course's units and objectives, and the learner's progress in it. */
export function shapeProjectDemo(data: DemoData): void {
  const units = data.units.filter((u) => u.tid === PROJECT_DEMO.tid).sort((a, b) => (a.sortOrder ?? 0) - (b.sortOrder ?? 0));
  if (units.length < 3) return;
  const [first, second, third] = units;
  third.enabled = false;
  const lesson = contentKeys.lesson('business');
  const base = { kind: 'html' as const, url: lesson, durationMinutes: 120, enabled: true, fileEnabled: true, quizType: null, miniAssignmentType: null, content: null };
  const objectives = [
    { ...base, objectId: PROJECT_DEMO.approved, nid: first.nid, title: 'Industry analysis: Porter\u2019s five forces', sortOrder: 1 },
    { ...base, objectId: PROJECT_DEMO.inProgress, nid: first.nid, title: 'SWOT of the chosen company', sortOrder: 2 },
    { ...base, objectId: PROJECT_DEMO.locked, nid: second.nid, title: 'Strategic options and recommendation', sortOrder: 1 },
    { ...base, objectId: PROJECT_DEMO.inDisabledUnit, nid: third.nid, title: 'Implementation roadmap', sortOrder: 1 },
  ];
  const drop = new Set(units.map((u) => u.nid));
  const dropped = new Set(data.unitObjects.filter((o) => drop.has(o.nid)).map((o) => o.objectId));
  data.unitObjects = data.unitObjects.filter((o) => !drop.has(o.nid)).concat(objectives);
  data.objectProgress = data.objectProgress.filter((p) => !dropped.has(p.objectId));
  data.objectProgress.push(
    { eid: LEARNER, bcid: PROJECT_DEMO.bcid, objectId: PROJECT_DEMO.approved, status: 2, secondsSpent: 600, edited: false },
    { eid: LEARNER, bcid: PROJECT_DEMO.bcid, objectId: PROJECT_DEMO.inProgress, status: 1, secondsSpent: 120, edited: false },
  );
  data.courseProgress = data.courseProgress.filter((p) => !(p.eid === LEARNER && p.bcid === PROJECT_DEMO.bcid));
  data.courseProgress.push({ eid: LEARNER, bcid: PROJECT_DEMO.bcid, status: 1, progressPercent: 25, score: null, selected: false });
}

/** The messages of the demo's threads and the console's instructor. */
export async function seedProjects(tx: SeedTx, { oid, now }: DemoSeed): Promise<void> {
  const day = 86_400_000;
  const at = (daysAgo: number, hour: number) => new Date(Math.floor(now.getTime() / day) * day - daysAgo * day + hour * 3_600_000);
  const learner = 'Asha Raman';
  const teacher = PROJECT_DEMO.instructor.name;
  await tx.insert(schema.projectMessages).values([
    {
      eid: LEARNER,
      bcid: PROJECT_DEMO.bcid,
      objectId: PROJECT_DEMO.approved,
      uname: learner,
      message: 'My five forces analysis of the Indian airline industry, first draft.',
      status: 3,
      postedAt: at(9, 5),
      approvedAt: at(8, 6),
      decidedBy: PROJECT_DEMO.instructor.email,
      replies: [{ id: 1, uname: teacher, message: 'Supplier power is missing. Please add it and send it again.', byInstructor: true, postedAt: at(8, 6).toISOString() }],
    },
    {
      eid: LEARNER,
      bcid: PROJECT_DEMO.bcid,
      objectId: PROJECT_DEMO.approved,
      uname: learner,
      message: 'Revised analysis with supplier power (fuel and aircraft lessors).',
      status: 2,
      postedAt: at(6, 4),
      approvedAt: at(5, 7),
      decidedBy: PROJECT_DEMO.instructor.email,
      replies: [{ id: 1, uname: teacher, message: 'Well argued. Approved.', byInstructor: true, postedAt: at(5, 7).toISOString() }],
    },
    {
      eid: LEARNER,
      bcid: PROJECT_DEMO.bcid,
      objectId: PROJECT_DEMO.inProgress,
      uname: learner,
      message: 'Which company should the SWOT be about: the one from the first objective?',
      status: 1,
      postedAt: at(2, 5),
      replies: [
        { id: 1, uname: teacher, message: 'Yes, keep the same company so the project reads as one.', byInstructor: true, postedAt: at(2, 8).toISOString() },
        { id: 2, uname: learner, message: 'Thank you, I will.', byInstructor: false, postedAt: at(1, 4).toISOString() },
      ],
    },
  ]);
  await tx.insert(schema.projectInstructors).values({
    email: PROJECT_DEMO.instructor.email,
    oid,
    name: teacher,
    passwordHash: await hashPassword(PROJECT_DEMO.instructor.password),
    bcids: [PROJECT_DEMO.bcid],
  });
}
