import { feedbackForm, feedbackStored } from '@portal/contract';
import { feedbackStatusOf, type FeedbackStatus } from '@portal/domain';
import { UpstreamRefusedError } from '../errors.js';
import { checkAnswer } from './answer.js';
import type { Instructor } from './instructors.js';
import type { CloudSession } from './session.js';

// Feedback (spec part 2, sections 3, 4 and 7; issue 19): "get feedback",
// "update feedback", "course/instructor feedback" and "get course instructor",
// in the schema's words. The eid is always the verified viewer's (invariant 1).

/** Whose feedback: an enrolment's program, or a course as run in a batch. */
export type FeedbackSubject = { kind: 'PROGRAM'; programId: number; batchId: number } | { kind: 'COURSE' | 'INSTRUCTOR'; batchId: number; courseRunId: number };

export type FeedbackFormRead = { status: FeedbackStatus; questions: { id: string; text: string }[] };
export type FeedbackAnswer = { questionId: string; rating: number; comment: string | null };
export type FeedbackStoreResult = 'SUBMITTED' | 'ALREADY_SUBMITTED' | 'DISABLED';

const CRIR: Record<'COURSE' | 'INSTRUCTOR', 'cr' | 'ir'> = { COURSE: 'cr', INSTRUCTOR: 'ir' };

/**
 * The form: "get feedback" for a program, "course/instructor feedback" with
 * action 'get' for a course. The latter shares its path with the update, so
 * it is not on the retried read list and goes through `write` (tried once).
 */
export async function readFeedbackForm(cloud: CloudSession, eid: string, subject: FeedbackSubject): Promise<FeedbackFormRead> {
  const [operation, raw] =
    subject.kind === 'PROGRAM'
      ? ['/getFeedback', await cloud.read<unknown>('/getFeedback', { eid, pid: subject.programId, bpid: subject.batchId })]
      : ['/courseInstructorFeedback', await cloud.write<unknown>('/courseInstructorFeedback', { eid, crir: CRIR[subject.kind], action: 'get', bcid: subject.courseRunId, bpid: subject.batchId })];
  const answer = checkAnswer(cloud, operation, feedbackForm, raw);
  const status = feedbackStatusOf(answer.code);
  const questions = status === 'OPEN' ? (answer.questions ?? answer.q ?? []) : [];
  return { status, questions: questions.map((q) => ({ id: q.qid, text: q.question })) };
}

/** The program form read again after this request changed it. */
export function forgetProgramFeedbackForm(cloud: CloudSession, eid: string, subject: Extract<FeedbackSubject, { kind: 'PROGRAM' }>): void {
  cloud.loader.clear({ operation: '/getFeedback', body: { eid, pid: subject.programId, bpid: subject.batchId } });
}

/**
 * "update feedback" / "course/instructor feedback" with action 'update'.
 * Tried once; the cloud API's 409s are this learner's already-submitted or
 * disabled form (two submissions at once: one is stored, the other refused).
 */
export async function storeFeedback(cloud: CloudSession, eid: string, subject: FeedbackSubject, answers: FeedbackAnswer[], instructors: Instructor[] = []): Promise<FeedbackStoreResult> {
  try {
    if (subject.kind === 'PROGRAM') {
      const raw = await cloud.write<unknown>('/updateFeedback', { eid, obid: subject.batchId, response: answers.map((a) => ({ qid: a.questionId, answer: a.rating })) });
      checkAnswer(cloud, '/updateFeedback', feedbackStored, raw);
    } else {
      const resp = answers.map((a) => ({ qid: a.questionId, rating: a.rating, ...(a.comment ? { comment: a.comment } : {}) }));
      const irdt = subject.kind === 'INSTRUCTOR' ? instructors.map((i) => ({ name: i.name, emailid: i.email })) : undefined;
      const raw = await cloud.write<unknown>('/courseInstructorFeedback', { eid, crir: CRIR[subject.kind], action: 'update', bcid: subject.courseRunId, bpid: subject.batchId, resp, irdt });
      checkAnswer(cloud, '/courseInstructorFeedback', feedbackStored, raw);
    }
    return 'SUBMITTED';
  } catch (error) {
    if (error instanceof UpstreamRefusedError && error.status === 409) return error.upstreamCode === 'FEEDBACK_DISABLED' ? 'DISABLED' : 'ALREADY_SUBMITTED';
    throw error;
  }
}
