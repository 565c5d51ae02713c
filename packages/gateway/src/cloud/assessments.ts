import {
  assessmentAttempt,
  assessmentList,
  assessmentQuiz,
  serverTime,
  type AssessmentAttemptData,
  type AssessmentListItem,
  type AssessmentQuiz,
  type AssessmentResponseInput,
  type AssessmentWireKind,
  type ServerTime,
} from '@portal/contract';
import { UpstreamRefusedError } from '../errors.js';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import { storedFile } from './files.js';
import type { CloudSession } from './session.js';

// Timed assessments and assignments (spec part 2, section 7). The eid passed
// here always comes from the verified token (docs/architecture.md, invariant 1);
// the cloud API answers 404 for what is not the learner's batch. The quiz
// answers carry the answer keys: they stay in the gateway (invariant 2).

/** "get assessment": the course's assessments of one tab, or one of them; null when the course is not the learner's. */
export async function listAssessments(cloud: CloudSession, eid: string, bcid: number, quiztype: AssessmentWireKind, assessid?: number): Promise<AssessmentListItem[] | null> {
  const body = { eid, bcid, quiztype, ...(assessid === undefined ? {} : { assessid }) };
  const answer = await nullWhenRefused(cloud.read<unknown>('/getAssessment', body));
  return answer === null ? null : checkAnswer(cloud, '/getAssessment', assessmentList, answer).assessment;
}

/** Forgets this request's reads of one learner's assessment, after a change. */
function forgetAssessment(cloud: CloudSession, eid: string, bcid: number, quiztype: AssessmentWireKind, assessid: number): void {
  cloud.loader.clear({ operation: '/getAssessment', body: { eid, bcid, quiztype, assessid } });
  cloud.loader.clear({ operation: '/getAssessment', body: { eid, bcid, quiztype } });
  cloud.loader.clear({ operation: '/getAssessmentQuiz', body: { eid, assessid, quiztype } });
}

/** "server time": the only clock the portal trusts (itime in epoch ms, delay the poll interval). Once per request. */
export async function getServerTime(cloud: CloudSession, eid: string): Promise<ServerTime> {
  const answer = await cloud.read<unknown>('/getServerTime', { eid });
  return checkAnswer(cloud, '/getServerTime', serverTime, answer);
}

/** "get assessment quiz": the items WITH keys and the stored attempt; null when not the learner's. */
export async function getAssessmentQuiz(cloud: CloudSession, eid: string, assessid: number, quiztype: AssessmentWireKind): Promise<AssessmentQuiz | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/getAssessmentQuiz', { eid, assessid, quiztype }));
  return answer === null ? null : checkAnswer(cloud, '/getAssessmentQuiz', assessmentQuiz, answer);
}

/** "get assessment answers": as the quiz, only after the answer date (null before it, or when not the learner's). */
export async function getAssessmentAnswers(cloud: CloudSession, eid: string, assessid: number, quiztype: AssessmentWireKind): Promise<AssessmentQuiz | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/getAssessmentAnswers', { eid, assessid, quiztype }), [404, 409]);
  return answer === null ? null : checkAnswer(cloud, '/getAssessmentAnswers', assessmentQuiz, answer);
}

/** An attempt as stored: in progress or submitted (never started: none stored). */
export type StoredAttemptStatus = 'IN_PROGRESS' | 'SUBMITTED';
/** The attempt's status on the wire (spec part 2, section 7: 0 in progress, 1 submitted): read and written here only. */
export const ATTEMPT_STATUS: Record<0 | 1, StoredAttemptStatus> = { 0: 'IN_PROGRESS', 1: 'SUBMITTED' };
const WIRE_STATUS: Record<StoredAttemptStatus, 0 | 1> = { IN_PROGRESS: 0, SUBMITTED: 1 };

/** A wire status that may be absent (a list item's userlist, an attempt not started): null then. */
export function attemptStatus(wire: number | null | undefined): StoredAttemptStatus | null {
  return wire === 0 || wire === 1 ? ATTEMPT_STATUS[wire] : null;
}

/** An attempt's change in the schema's words: whose, which course (Course.id) and assessment, the answers, and the version a submit graded. */
export type AttemptUpdate = {
  eid: string;
  courseId: number;
  assessmentId: number;
  wireKind: AssessmentWireKind;
  answers: AssessmentResponseInput[];
  status: StoredAttemptStatus;
  score?: number;
  gradedVersion?: number;
};

/**
 * "update assessment" (docs/decisions/143): merged per answer upstream, the
 * highest seq standing. A write: tried once. A refusal because the attempt
 * was submitted, or moved on since it was graded, comes back as data.
 */
export async function updateAssessment(cloud: CloudSession, update: AttemptUpdate): Promise<AssessmentAttemptData | 'ALREADY_SUBMITTED' | 'STALE_VERSION'> {
  const { eid, courseId: bcid, assessmentId: assessid, wireKind: quiztype, answers: response, status, score, gradedVersion: expectedVersion } = update;
  let answer: unknown;
  try {
    answer = await cloud.write<unknown>('/updateAssessment', {
      eid,
      cid: bcid,
      assessid,
      quizid: assessid,
      quiztype,
      quizdata: { response, status: WIRE_STATUS[status], ...(score === undefined ? {} : { score }), ...(expectedVersion === undefined ? {} : { expectedVersion }) },
    });
  } catch (error) {
    if (error instanceof UpstreamRefusedError && error.status === 409) {
      return error.upstreamCode === 'STALE_VERSION' ? 'STALE_VERSION' : 'ALREADY_SUBMITTED';
    }
    throw error;
  } finally {
    forgetAssessment(cloud, eid, bcid, quiztype, assessid);
  }
  return checkAnswer(cloud, '/updateAssessment', assessmentAttempt, answer);
}

/** The upload type of a file answer in the file store (spec part 2, section 7: type 'workbook'). */
export const WORKBOOK_UPLOAD_TYPE = 'workbook';

/** True when this learner finished uploading a file answer under that stored name. */
export async function storedAssessmentFile(cloud: CloudSession, eid: string, fileName: string): Promise<boolean> {
  return (await storedFile(cloud, { eid }, WORKBOOK_UPLOAD_TYPE, fileName)) !== null;
}
