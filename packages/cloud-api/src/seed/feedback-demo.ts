/**
 * The demo university's feedback (issue 19; spec part 2, sections 2 to 6):
 * an Overall Program Feedback form for every program, course and instructor
 * forms for every course, one program and one course where an admin disabled
 * feedback, and a feedback-form unit in a course the demo learner follows.
 *
 * For learner@ (docs/decisions/216):
 * - MBA (batch 3012): program feedback open; Principles of Management (bcid
 *   301201, complete) and Marketing Management (301204, in progress) offer
 *   course and instructor feedback; Managerial Economics (301202, complete)
 *   has feedback disabled from Admin; Marketing Management's last unit holds
 *   the feedback-form unit `obj-feedback-30104`, and the course has free
 *   navigation so that the unit opens at once.
 * - BCA (batch 5021): program feedback disabled from Admin.
 * - Data Analytics (batch 1012): the special program, whose course screens
 *   show no feedback entries.
 */
import { eq } from 'drizzle-orm';
import { schema } from '../db/client.js';
import type { StoredFeedbackQuestion } from '../db/schema.js';
import type { DemoSeed, SeedTx } from './demo-data.js';

export const FEEDBACK_DEMO = {
  /** The learner's MBA enrolment: program feedback open. */
  openProgram: { pid: 301, bpid: 3012 },
  /** The learner's BCA enrolment: program feedback disabled. */
  disabledProgramBatch: 5021,
  /** Complete and in progress: course and instructor feedback open. */
  courses: { completed: { bcid: 301201, tid: 30101 }, inProgress: { bcid: 301204, tid: 30104 } },
  /** Course and instructor feedback disabled from Admin. */
  disabledCourse: { bcid: 301202, tid: 30102 },
  /** The feedback-form unit (course feedback) in Marketing Management's last unit. */
  feedbackUnit: { objectId: 'obj-feedback-30104', bcid: 301204, tid: 30104 },
} as const;

const questions = (...texts: string[]): StoredFeedbackQuestion[] => texts.map((question, i) => ({ qid: `q${i + 1}`, question }));

export const PROGRAM_QUESTIONS = questions(
  'The program met the expectations I had when I enrolled.',
  'The courses of the program built on each other well.',
  'The support from the university was helpful throughout the program.',
);
export const COURSE_QUESTIONS = questions('The course objectives were clear.', 'The course material was well organised and easy to follow.', 'The quizzes and assignments helped me learn.');
export const INSTRUCTOR_QUESTIONS = questions('The instructor explained the topics clearly.', 'The instructor answered questions in good time.');

export async function seedFeedbackDemo(tx: SeedTx, { data }: DemoSeed): Promise<void> {
  const disabledPid = data.batches.find((b) => b.bpid === FEEDBACK_DEMO.disabledProgramBatch)?.pid;
  const rows = [
    ...data.programs.map((p) => ({ scope: 'program' as const, ref: p.pid, enabled: p.pid !== disabledPid, questions: PROGRAM_QUESTIONS })),
    ...data.courses.flatMap((c) => {
      const enabled = c.tid !== FEEDBACK_DEMO.disabledCourse.tid;
      return [
        { scope: 'course' as const, ref: c.tid, enabled, questions: COURSE_QUESTIONS },
        { scope: 'instructor' as const, ref: c.tid, enabled, questions: INSTRUCTOR_QUESTIONS },
      ];
    }),
  ];
  await tx.insert(schema.feedbackForms).values(rows);

  // The feedback-form unit: an object of kind 'feedback' whose quiz type names the form (spec part 2, section 3: qtype 'course').
  const lastUnit = data.units.filter((u) => u.tid === FEEDBACK_DEMO.feedbackUnit.tid).sort((a, b) => (b.sortOrder ?? 0) - (a.sortOrder ?? 0))[0];
  if (!lastUnit) return;
  // Free navigation in Marketing Management, so the feedback unit opens without working through the course first.
  await tx.update(schema.batchCourses).set({ freeNavigation: true }).where(eq(schema.batchCourses.bcid, FEEDBACK_DEMO.feedbackUnit.bcid));
  await tx.insert(schema.unitObjects).values({
    objectId: FEEDBACK_DEMO.feedbackUnit.objectId,
    nid: lastUnit.nid,
    title: 'Course feedback',
    kind: 'feedback',
    url: '',
    durationMinutes: 5,
    enabled: true,
    fileEnabled: false,
    quizType: 'course',
    miniAssignmentType: null,
    content: null,
    sortOrder: 99,
  });
}
