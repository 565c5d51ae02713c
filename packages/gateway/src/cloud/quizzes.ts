import { unitQuizType, type UnitQuizType } from '@portal/domain';
import { assignmentData, miniAssignmentStored, quizData, type AssignmentData, type CourseObject, type QuizData, type ResponseRecord } from '@portal/contract';
import { UpstreamRefusedError } from '../errors.js';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import type { CloudSession } from './session.js';

// Unit quizzes and unit assignments (spec part 2, section 7). The eid is
// always the verified viewer's (docs/architecture.md invariant 1); the answer keys
// /getQuiz returns stay in the gateway (invariant 2).

/** "get quiz": the items with their keys, or null when there is no such quiz. */
export async function getQuiz(cloud: CloudSession, objectId: string): Promise<QuizData | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/getQuiz', { quizid: objectId }));
  return answer === null ? null : checkAnswer(cloud, '/getQuiz', quizData, answer);
}

/** "get assignment data": what the learner stored, or null when the answer is an errorMessage (nothing stored: the plain quiz loads). */
export async function getAssignmentData(cloud: CloudSession, eid: string, objectId: string): Promise<AssignmentData | null> {
  const answer = checkAnswer(cloud, '/getAssignmentData', assignmentData, await cloud.read<unknown>('/getAssignmentData', { eid, quizid: objectId }));
  return answer.errorMessage ? null : answer;
}

/** The stored data read again after this request changed it. */
export function reloadAssignmentData(cloud: CloudSession, eid: string, objectId: string): Promise<AssignmentData | null> {
  cloud.loader.clear({ operation: '/getAssignmentData', body: { eid, quizid: objectId } });
  return getAssignmentData(cloud, eid, objectId);
}

/** Thrown when the stored data changed since it was read (a second submission at once). */
export class StoredMeanwhileError extends Error {}

/**
 * "update mini assignment", only over the version read (0: nothing stored),
 * so that of two submissions at once one wins and the other is refused.
 */
export async function updateMiniAssignment(
  cloud: CloudSession,
  eid: string,
  objectId: string,
  quizdata: Record<string, unknown> & { response: Record<string, unknown>[] },
  version: number,
): Promise<number> {
  try {
    const answer = await cloud.write<unknown>('/updateMiniAssignment', { eid, objid: objectId, quizdata, version });
    return checkAnswer(cloud, '/updateMiniAssignment', miniAssignmentStored, answer).version;
  } catch (error) {
    if (error instanceof UpstreamRefusedError && error.status === 409) throw new StoredMeanwhileError();
    throw error;
  }
}

/** A quiz's grade as the gateway posts it: the batch program, the learner's name, the date (d.m.yyyy), the percent, the quiz object and its score. */
export type QuizScorePost = { programId: number; name: string; date: string; percent: number; objectId: string; score: number };

/** "post quiz score" (rtype 'put'): the gateway's grade, never the browser's. */
export async function postQuizScore(cloud: CloudSession, eid: string, post: QuizScorePost): Promise<void> {
  const scorejson = { bpid: post.programId, name: post.name, cdate: post.date, score: post.percent, obid: post.objectId, oscore: post.score };
  await cloud.write<unknown>('/postQuizScore', { eid, rtype: 'put', scorejson });
}

/** What the gateway stores with "update mini assignment" for a quiz object (the older client's quizdata, plus what the flow needs). */
export type StoredQuiz = {
  version: number;
  /** the answers of the first submission (type 0: each question's first answer, as checked) */
  response: ResponseRecord[];
  /** the answers of the one edit of an assignment, or null */
  resubmittedData: ResponseRecord[] | null;
  score: number | null;
  percent: number | null;
  passed: boolean;
  attempts: number;
  /** type 0: every question answered; others: submitted at least once */
  submitted: boolean;
  edited: boolean;
  feedback: string | null;
  submittedAt: string | null;
};

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** What "get assignment data" answered, read into the stored quiz (nothing stored: version 0, no answers). */
export function storedQuiz(data: AssignmentData | null): StoredQuiz {
  const raw = (data ?? {}) as Record<string, unknown>;
  return {
    version: data?.version ?? 0,
    response: data?.response ?? [],
    resubmittedData: data?.resubmittedData ?? null,
    score: num(raw.score),
    percent: num(raw.percent),
    passed: raw.passed === true,
    attempts: num(raw.attempts) ?? 0,
    submitted: raw.submitted === true,
    edited: raw.edited === true,
    feedback: typeof raw.feedback === 'string' && raw.feedback.trim() ? raw.feedback : null,
    submittedAt: typeof raw.submittedAt === 'string' ? raw.submittedAt : null,
  };
}

/** The unit quiz's type: the quiz's own qtype, else the course object's (spec part 2, section 3); null when unknown. */
export const unitQuizTypeOf = (quiz: QuizData, objectQuizType: CourseObject['qtype']): UnitQuizType | null => unitQuizType(quiz.qtype ?? objectQuizType);
