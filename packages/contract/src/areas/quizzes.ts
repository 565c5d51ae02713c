/** The cloud API contract of unit quizzes and unit assignments: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

export const quizzesPaths = {
  /**
   * "get quiz" (spec part 2, section 7): a quiz object's items WITH their
   * answer keys (correct flags, option feedback), qtype, cutoff, deadLine and
   * miniassignmenttype. Only the gateway reads it; it strips the keys before
   * anything reaches a browser (docs/architecture.md invariant 2). 404 NOT_FOUND
   * when quizid names no quiz object. → QuizData
   */
  '/getQuiz': read(z.object({ oid, quizid: z.string().min(1).max(100) })),
  /**
   * "get assignment data" (spec part 2, section 7): what the learner stored
   * for a quiz object with "update mini assignment" (the quizdata, with its
   * version), or { errorMessage } when nothing is stored. → AssignmentData
   */
  '/getAssignmentData': read(z.object({ oid, eid, quizid: z.string().min(1).max(100) })),
  /**
   * "update mini assignment" (spec part 2, section 7): stores the learner's
   * quizdata for a quiz object, replacing the stored one. With `version`, only
   * when the stored version is that one (0: none stored yet), else 409
   * CONFLICT, so that two submissions at once cannot both pass the gateway's
   * checks. 404 NOT_FOUND when objid is no quiz object. → MiniAssignmentStored
   */
  '/updateMiniAssignment': z.object({
    oid,
    eid,
    objid: z.string().min(1).max(100),
    quizdata: z.looseObject({
      response: z.array(z.record(z.string(), z.unknown())).max(200),
      score: z.number().nullable().optional(),
      feedback: z.string().max(10_000).nullable().optional(),
      resubmittedData: z.array(z.record(z.string(), z.unknown())).max(200).nullable().optional(),
    }),
    version: z.number().int().min(0).optional(),
  }),
  /**
   * "post quiz score" (spec part 2, section 7): rtype 'put' and scorejson
   * with bpid, the learner's name, cdate as d.m.yyyy, the score percent and the
   * object's score (obid, oscore); a later post replaces the earlier. → { ok }
   */
  '/postQuizScore': z.object({
    oid,
    eid,
    rtype: z.literal('put'),
    scorejson: z.object({
      bpid: z.number().int(),
      name: z.string().max(200),
      cdate: z.string().regex(/^\d{1,2}\.\d{1,2}\.\d{4}$/),
      score: z.number().min(0).max(100),
      obid: z.string().min(1).max(100),
      oscore: z.number().min(0),
    }),
  }),
  /** "get quiz score" (spec part 2, section 7): rtype 'get'; → QuizScore, score null when none was posted. */
  '/getQuizScore': read(z.object({ oid, eid, obid: z.string().min(1).max(100), rtype: z.literal('get') })),
} as const;

/** An option of a quiz item, with its key (correct, feedback): for the gateway only. */
export const quizOption = z.looseObject({ content: or(text, ''), url: text.nullish(), correct: or(z.boolean(), false), feedback: or(text, '') });
export type QuizOption = z.infer<typeof quizOption>;
/** A quiz item (spec part 2, section 3): atype decides how it is answered; qscore its points in a mini assignment. */
export const quizItem = z.looseObject({
  iid: text,
  istem: or(text, ''),
  imageurl: text.nullish(),
  img: text.nullish(),
  atype: or(z.union([int, text]), 1),
  iopts: or(z.array(quizOption), []),
  qscore: z.number().nullish(),
});
export type QuizItem = z.infer<typeof quizItem>;
/** /getQuiz */
export const quizData = z.looseObject({
  quizid: text,
  qtype: z.union([int, text]),
  qitems: or(z.array(quizItem), []),
  cutoff: z.union([z.number(), text]).nullish(),
  deadLine: z.union([text, z.number()]).nullish(),
  miniassignmenttype: int.nullish(),
});
export type QuizData = z.infer<typeof quizData>;
/** A response record (spec part 2, section 3): iid, response (option indexes or text), type, fname, orgname. */
export const responseRecord = z.looseObject({
  iid: text,
  response: z.union([z.array(int), text]).nullish(),
  type: text.nullish(),
  fname: text.nullish(),
  orgname: text.nullish(),
});
export type ResponseRecord = z.infer<typeof responseRecord>;
/** /getAssignmentData: the stored quizdata and its version, or errorMessage when none is stored. */
export const assignmentData = z.looseObject({
  errorMessage: text.nullish(),
  version: or(int, 0),
  response: or(z.array(responseRecord), []),
  score: z.number().nullish(),
  feedback: text.nullish(),
  resubmittedData: z.array(responseRecord).nullish(),
});
export type AssignmentData = z.infer<typeof assignmentData>;
export const miniAssignmentStored = z.looseObject({ stored: z.literal(true), version: int });
export type MiniAssignmentStored = z.infer<typeof miniAssignmentStored>;
export const quizScore = z.looseObject({ score: z.number().nullish(), oscore: z.number().nullish(), cdate: text.nullish() });
export type QuizScore = z.infer<typeof quizScore>;
