/**
 * Feedback (spec part 2, sections 3, 4, 6 and 7; issue 19): "get feedback"
 * and "update feedback" for the Overall Program Feedback, "course/instructor
 * feedback" (crir 'cr' / 'ir', action 'get' / 'update') and "get course
 * instructor". A learner's feedback is stored once per form: a second
 * submission, even at the same moment, is refused by the primary key.
 */
import { and, eq } from 'drizzle-orm';
import type { CourseInstructor, FeedbackForm, FeedbackStored } from '@portal/contract';
import { schema, type Db } from '../db/client.js';
import type { FeedbackScope, StoredFeedbackQuestion } from '../db/schema.js';
import { HttpError, notFound } from '../http-errors.js';
import type { ContractRoutes } from './contract-route.js';
import type { RouteContext } from './context.js';
import type { CloudArea } from '../area.js';
import { seedFeedbackDemo } from '../seed/feedback-demo.js';

const { batches, batchCourses, enrolments, feedbackForms, feedbackResponses, programs } = schema;

/** code on the wire (spec part 2, section 3). */
const DISABLED = { code: 0 } as const;
const ALREADY_SUBMITTED = { code: 1 } as const;

const CRIR: Record<'cr' | 'ir', FeedbackScope> = { cr: 'course', ir: 'instructor' };

function feedbackRoutes({ db }: RouteContext): ContractRoutes {
  /** The learner's enrolment in the batch, with its program; 404 when there is none. */
  async function enrolledBatch(eid: string, bpid: number) {
    const [row] = await db
      .select({ pid: batches.pid })
      .from(enrolments)
      .innerJoin(batches, eq(batches.bpid, enrolments.bpid))
      .where(and(eq(enrolments.eid, eid), eq(enrolments.bpid, bpid)))
      .limit(1);
    if (!row) throw notFound('No such enrolment');
    return row;
  }

  /** The batch course (bcid) of that batch; 404 when it is not one. */
  async function batchCourse(bpid: number, bcid: number) {
    const [row] = await db.select().from(batchCourses).where(eq(batchCourses.bcid, bcid)).limit(1);
    if (!row || row.bpid !== bpid) throw notFound('No such course in this batch');
    return row;
  }

  async function form(scope: FeedbackScope, ref: number) {
    const [row] = await db
      .select()
      .from(feedbackForms)
      .where(and(eq(feedbackForms.scope, scope), eq(feedbackForms.ref, ref)))
      .limit(1);
    return row ?? null;
  }

  async function submitted(eid: string, scope: FeedbackScope, ref: number): Promise<boolean> {
    const [row] = await db
      .select({ eid: feedbackResponses.eid })
      .from(feedbackResponses)
      .where(and(eq(feedbackResponses.eid, eid), eq(feedbackResponses.scope, scope), eq(feedbackResponses.ref, ref)))
      .limit(1);
    return Boolean(row);
  }

  /** code 0 when there is no form or an admin disabled it, code 1 when already submitted, else the questions. */
  async function read(eid: string, scope: FeedbackScope, formRef: number, responseRef: number): Promise<{ code: 0 | 1 } | { questions: StoredFeedbackQuestion[] }> {
    const row = await form(scope, formRef);
    if (!row || !row.enabled) return DISABLED;
    if (await submitted(eid, scope, responseRef)) return ALREADY_SUBMITTED;
    return { questions: row.questions };
  }

  /** Stores the answers once: 409 when disabled or already there, 400 unless every question has exactly one answer. */
  async function store(
    eid: string,
    scope: FeedbackScope,
    formRef: number,
    responseRef: number,
    answers: { qid: string; comment?: string }[],
    instructors: { name: string; emailid: string }[] | null,
  ): Promise<FeedbackStored> {
    const row = await form(scope, formRef);
    if (!row || !row.enabled) throw new HttpError(409, 'FEEDBACK_DISABLED', 'Feedback is disabled');
    const asked = row.questions.map((q) => q.qid).sort();
    const given = answers.map((a) => a.qid).sort();
    if (asked.length !== given.length || asked.some((qid, i) => qid !== given[i])) throw new HttpError(400, 'BAD_REQUEST', 'Every question needs exactly one answer');
    if (scope === 'course' && answers.some((a) => !a.comment?.trim())) throw new HttpError(400, 'BAD_REQUEST', 'Course feedback needs a comment for every question');
    const inserted = await db.insert(feedbackResponses).values({ eid, scope, ref: responseRef, answers, instructors }).onConflictDoNothing().returning({ eid: feedbackResponses.eid });
    if (!inserted.length) throw new HttpError(409, 'ALREADY_SUBMITTED', 'Feedback already submitted');
    return { ok: true };
  }

  return {
    '/getFeedback': async ({ eid, pid, bpid }): Promise<FeedbackForm> => {
      const enrolment = await enrolledBatch(eid, bpid);
      if (enrolment.pid !== pid) throw notFound('No such enrolment');
      return (await read(eid, 'program', pid, bpid)) as FeedbackForm;
    },

    '/updateFeedback': async ({ eid, obid, response }): Promise<FeedbackStored> => {
      const { pid } = await enrolledBatch(eid, obid);
      return store(eid, 'program', pid, obid, response, null);
    },

    '/courseInstructorFeedback': async ({ eid, crir, action, bcid, bpid, resp, irdt }): Promise<FeedbackForm | FeedbackStored> => {
      await enrolledBatch(eid, bpid);
      const course = await batchCourse(bpid, bcid);
      const scope = CRIR[crir];
      if (action === 'get') {
        const answer = await read(eid, scope, course.tid, bcid);
        // The course form's questions travel as q (spec part 2, section 7: "code, q").
        return ('questions' in answer ? { q: answer.questions } : answer) as FeedbackForm;
      }
      return store(eid, scope, course.tid, bcid, resp ?? [], irdt ?? null);
    },
  };
}

/**
 * A course's instructors when the demo names none of its own (docs/decisions/216): its program's
 * faculty, with the demo university's addresses. The one "get course instructor" route is discussion's.
 */
export async function programFaculty(db: Db, bpid: number): Promise<CourseInstructor[]> {
  const [row] = await db.select({ instructors: programs.instructors }).from(batches).innerJoin(programs, eq(programs.pid, batches.pid)).where(eq(batches.bpid, bpid)).limit(1);
  const people = (row?.instructors ?? []).flatMap((group) => group.value);
  const unique = [...new Map(people.map((p) => [p.name, p])).values()];
  return unique.map((p) => ({ name: p.name, emailid: instructorEmail(p.name), designation: '' }));
}

/** The demo university's address for a member of its faculty (docs/decisions/216). */
function instructorEmail(name: string): string {
  const local = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/^(dr|prof)\.?\s+/, '')
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '');
  return `${local}@demo.university`;
}

/** The area's piece (areas.ts): its paths, the feedback forms and a feedback-form unit. */
export const feedbackArea: CloudArea = {
  routes: feedbackRoutes,
  seed: (demo) => (tx) => seedFeedbackDemo(tx, demo),
};
