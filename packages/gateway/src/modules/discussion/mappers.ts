/**
 * The discussion's wire words in, schema words out (spec part 2, section 3:
 * qid, question, emailId, username, answers[] of aid, answer, emailId,
 * username): the course's ids for the cloud call, the discussion as the
 * schema has it, and the small readers the service asks.
 */
import type { DiscussionQuestion as WireQuestion } from '@portal/contract';
import { parseRecordId, sameEmail } from '@portal/domain';
import type { DiscussionAnswer, DiscussionQuestion } from '../../__generated__/resolvers-types.js';
import type { DiscussionCourse } from '../../cloud/discussion.js';
import type { ListOrder } from '../connection.js';
import type { Opened } from '../learning/index.js';

/** A course's discussion: its id and every question, oldest first as the cloud API numbers them. */
export type CourseDiscussionModel = { id: string; questions: DiscussionQuestion[] };

/**
 * The order of `questionsConnection` (docs/decisions/310): newest first, by the question's number,
 * which the cloud API gives once and never again (spec part 2, section 7), so it is a stable cursor.
 */
export const discussionOrder = (courseId: string): ListOrder<DiscussionQuestion> => ({ name: `discussion/${courseId}`, shape: ['number'], keyOf: (q) => [q.number] });

/** The course of an opened course, as the discussion's cloud calls name it. */
export function discussionCourse({ course }: Opened): DiscussionCourse & { courseTitle: string; programTitle: string } {
  return { batchId: course.data.bpid, courseRunId: course.data.btid, courseTitle: course.data.ttitle, programTitle: course.data.ptitle };
}

/** The ids the schema gives: unique across courses ("301205.4", "301205.4.2"), so a client's cache keeps courses apart. */
export const questionIdOf = (courseId: string, questionNumber: number) => `${courseId}.${questionNumber}`;
const answerIdOf = (courseId: string, questionNumber: number, answerNumber: number) => `${courseId}.${questionNumber}.${answerNumber}`;

/** An id of this course ("<course>.<n>" or "<course>.<n>.<m>") back to its record numbers, each checked by the portal's one id check; null when it is not one. */
function recordNumbersOf(courseId: string, id: string, count: number): number[] | null {
  const [course = '', ...parts] = id.trim().split('.');
  if (!/^\d+$/.test(course) || course !== courseId.trim() || parts.length !== count) return null;
  const numbers = parts.map(parseRecordId);
  return numbers.every((n): n is number => n !== null) ? numbers : null;
}

/** A question id of this course back to its number; null when it is not one. */
export function questionNumberOf(courseId: string, id: string): number | null {
  return recordNumbersOf(courseId, id, 1)?.[0] ?? null;
}

/** An answer id of this course back to its question's and its own number; null when it is not one. */
export function answerNumbersOf(courseId: string, id: string): { questionNumber: number; answerNumber: number } | null {
  const [questionNumber, answerNumber] = recordNumbersOf(courseId, id, 2) ?? [];
  return questionNumber !== undefined && answerNumber !== undefined ? { questionNumber, answerNumber } : null;
}

/** The discussion as the learner sees it: `mine` where their verified e-mail wrote it. */
export function courseDiscussionModel(courseId: string, questions: WireQuestion[], viewerEmail: string): CourseDiscussionModel {
  return {
    id: courseId,
    questions: questions.map((q): DiscussionQuestion => ({
      id: questionIdOf(courseId, q.qid),
      number: q.qid,
      text: q.question,
      authorName: q.username,
      mine: sameEmail(q.emailId, viewerEmail),
      postedAt: q.posted,
      answerCount: q.answers.length,
      answers: q.answers.map((a): DiscussionAnswer => ({
        id: answerIdOf(courseId, q.qid, a.aid),
        number: a.aid,
        text: a.answer,
        authorName: a.username,
        mine: sameEmail(a.emailId, viewerEmail),
        postedAt: a.posted,
      })),
    })),
  };
}

/** Who wrote a question or one of its answers, or null when it is not there. */
export function authorOf(questions: WireQuestion[], questionNumber: number, answerNumber?: number): string | null {
  const question = questions.find((q) => q.qid === questionNumber);
  if (!question) return null;
  if (answerNumber === undefined) return question.emailId;
  return question.answers.find((a) => a.aid === answerNumber)?.emailId ?? null;
}

export const isAuthor = (author: string, viewerEmail: string) => sameEmail(author, viewerEmail);

/** The text of the learner's most recent question or answer in the discussion, or null when they have posted nothing there. */
export function lastPostBy(questions: WireQuestion[], viewerEmail: string): string | null {
  let last: { text: string; at: number } | null = null;
  for (const q of questions) {
    const posts = [{ text: q.question, emailId: q.emailId, posted: q.posted }, ...q.answers.map((a) => ({ text: a.answer, emailId: a.emailId, posted: a.posted }))];
    for (const post of posts) {
      if (!sameEmail(post.emailId, viewerEmail)) continue;
      const at = post.posted ? Date.parse(post.posted) : 0;
      if (!last || at >= last.at) last = { text: post.text, at };
    }
  }
  return last?.text ?? null;
}
