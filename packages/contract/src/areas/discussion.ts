/** The cloud API contract of discussion: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, int, text, or, read } from '../wire.js';

export const discussionPaths = {
  //
  // A course's discussion: questions numbered from 1 (qid) and each question's
  // answers numbered from 1 (aid), each "the last + 1" of that course or
  // question, never given twice even when two posts arrive at once and never
  // reused after a delete (docs/decisions/210). bcid (an extension) names the
  // course as run in the batch bpid: one discussion per course, not per program.
  /** "discussion data": → DiscussionData, the course's questions in qid order, each with its answers in aid order. 404 NOT_FOUND when bcid is not a course of bpid. */
  '/getDiscussion': read(z.object({ oid, bpid: z.number().int(), bcid: z.number().int() })),
  /**
   * "update discussion": qtype 0 new question (jdata.question), 1 new answer
   * to qid (jdata.answer), 2 delete question qid (with its answers), 3 delete
   * answer aid of qid. jdata carries the poster's emailId and username; a
   * delete is allowed only when emailId is the author's (spec part 2, section
   * 6): else 403 FORBIDDEN. idata is the course's instructor list ("get
   * course instructor"), told of each new question or answer by mail; without
   * idata (an extension, docs/decisions/301) the cloud API tells the course's
   * own list, which it knows, so the portal need not read it only to send it
   * back; cname
   * and pname name the course and program in that mail. 404 NOT_FOUND for a
   * question or answer that is not there. → DiscussionUpdated (the discussion
   * after the change, so the portal need not read it again; spec section 4:
   * "after each, the discussion is reloaded").
   */
  '/updateDiscussion': z
    .object({
      oid,
      bpid: z.number().int(),
      bcid: z.number().int(),
      qtype: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
      jdata: z.object({
        question: z.string().trim().min(1).max(20_000).optional(),
        answer: z.string().trim().min(1).max(20_000).optional(),
        emailId: z.string().trim().min(1).max(320),
        username: z.string().max(200),
      }),
      idata: z
        .array(z.object({ name: z.string().max(200), emailid: z.string().max(320), designation: z.string().max(200).optional() }))
        .max(100)
        .optional(),
      cname: z.string().max(500),
      pname: z.string().max(500),
      qid: z.number().int().positive().optional(),
      aid: z.number().int().positive().optional(),
    })
    .superRefine((b, ctx) => {
      if (b.qtype === 0 && !b.jdata.question) ctx.addIssue({ code: 'custom', path: ['jdata', 'question'], message: 'a new question carries jdata.question' });
      if (b.qtype === 1 && !b.jdata.answer) ctx.addIssue({ code: 'custom', path: ['jdata', 'answer'], message: 'a new answer carries jdata.answer' });
      if (b.qtype !== 0 && b.qid === undefined) ctx.addIssue({ code: 'custom', path: ['qid'], message: 'qid is required' });
      if (b.qtype === 3 && b.aid === undefined) ctx.addIssue({ code: 'custom', path: ['aid'], message: 'aid is required to delete an answer' });
    }),
  /** "get course instructor": → CourseInstructors, the instructors of course bcid of batch bpid (404 NOT_FOUND when it is not a course of bpid). */
  '/getCourseInstructor': read(z.object({ oid, bpid: z.number().int(), bcid: z.number().int() })),
} as const;

/** An answer (spec part 2, section 3): aid, answer, emailId, username; posted (an extension) is ISO 8601. */
export const discussionAnswer = z.looseObject({ aid: int, answer: text, emailId: text, username: or(text, ''), posted: text.nullish().transform((v) => v ?? null) });
export type DiscussionAnswer = z.infer<typeof discussionAnswer>;
/** A question (spec part 2, section 3): qid, question, emailId, username, answers[]; posted (an extension) is ISO 8601. */
export const discussionQuestion = z.looseObject({
  qid: int,
  question: text,
  emailId: text,
  username: or(text, ''),
  posted: text.nullish().transform((v) => v ?? null),
  answers: or(z.array(discussionAnswer), []),
});
export type DiscussionQuestion = z.infer<typeof discussionQuestion>;
/** /getDiscussion */
export const discussionData = z.looseObject({ discussion: or(z.array(discussionQuestion), []) });
export type DiscussionData = z.infer<typeof discussionData>;
/** /updateDiscussion: the question or answer made (qid, and aid for an answer) and the discussion after the change. */
export const discussionUpdated = z.looseObject({ qid: int.nullish(), aid: int.nullish(), discussion: or(z.array(discussionQuestion), []) });
export type DiscussionUpdated = z.infer<typeof discussionUpdated>;
