import { discussionData, discussionUpdated, type DiscussionQuestion, type DiscussionUpdated } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// The poster's e-mail and name passed here always come from the verified
// token (docs/architecture.md, invariant 1); no GraphQL argument reaches them.

/** Which course's discussion: the batch and the course as run in it. */
export type DiscussionCourse = { batchId: number; courseRunId: number };

/** "discussion data" (spec part 2, section 7): the course's questions with their answers. */
export async function getDiscussion(cloud: CloudSession, course: DiscussionCourse): Promise<DiscussionQuestion[]> {
  const body = { bpid: course.batchId, bcid: course.courseRunId };
  return checkAnswer(cloud, '/getDiscussion', discussionData, await cloud.read<unknown>('/getDiscussion', body)).discussion;
}

/** One change of "update discussion" in the schema's words; `kind` picks the wire's qtype. */
export type DiscussionChange =
  | { kind: 'question'; text: string }
  | { kind: 'answer'; questionNumber: number; text: string }
  | { kind: 'deleteQuestion'; questionNumber: number }
  | { kind: 'deleteAnswer'; questionNumber: number; answerNumber: number };

/** spec part 2, section 7: qtype 0 new question, 1 new answer, 2 delete question, 3 delete answer. */
const QTYPE = { question: 0, answer: 1, deleteQuestion: 2, deleteAnswer: 3 } as const;

/**
 * "update discussion" (spec part 2, section 7): bpid, oid, qtype, jdata (the post and its author),
 * cname, pname, qid, aid. Never retried (a second post would be a second question). Answers the
 * discussion after the change. No idata: the cloud API tells the course's own instructors, so the
 * list is not read only to be sent back (an extension of the contract, docs/decisions/301).
 */
export async function updateDiscussion(
  cloud: CloudSession,
  course: DiscussionCourse & { courseTitle: string; programTitle: string },
  author: { email: string; name: string },
  change: DiscussionChange,
): Promise<DiscussionUpdated> {
  const jdata = {
    emailId: author.email,
    username: author.name,
    ...(change.kind === 'question' ? { question: change.text } : {}),
    ...(change.kind === 'answer' ? { answer: change.text } : {}),
  };
  const body = {
    bpid: course.batchId,
    bcid: course.courseRunId,
    qtype: QTYPE[change.kind],
    jdata,
    cname: course.courseTitle,
    pname: course.programTitle,
    ...(change.kind === 'question' ? {} : { qid: change.questionNumber }),
    ...(change.kind === 'deleteAnswer' ? { aid: change.answerNumber } : {}),
  };
  return checkAnswer(cloud, '/updateDiscussion', discussionUpdated, await cloud.write<unknown>('/updateDiscussion', body));
}
