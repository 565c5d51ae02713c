/** The cloud API contract of assessments and assignments: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { oid, eid, int, text, or, read } from '../wire.js';

/**
 * One stored answer of an assessment attempt (spec part 2, section 3
 * "Response record": iid, response, type, fname, orgname), plus seq, the
 * browser's sequence number of the change. response: the chosen option ids
 * (choice kinds), the chosen option id per prompt (matching, '' for none),
 * the text (descriptive), or null (a removal, or a file answer named by
 * fname and orgname).
 */
const assessmentResponseInput = z.object({
  iid: z.string().min(1).max(100),
  response: z.union([z.string().max(20_000), z.array(z.string().max(100)).max(50), z.null()]),
  type: z.number().int().min(1).max(8),
  fname: z.string().max(300).nullish(),
  orgname: z.string().max(300).nullish(),
  seq: z.number().int().min(0).max(2_147_483_647),
});
export type AssessmentResponseInput = z.infer<typeof assessmentResponseInput>;
/** What /getAssessmentQuiz and /getAssessmentAnswers take: one assessment of one learner. */
const assessmentQuizRequest = z.object({
  oid,
  eid,
  assessid: z.number().int(),
  quizid: z.number().int().optional(),
  quiztype: z.enum(['assess', 'assign']),
});
export const assessmentsPaths = {
  //
  // quiztype 'assess' is the Assessment tab, 'assign' the Assignment tab. The
  // learner's eid must be enrolled in the assessment's batch: 404 NOT_FOUND
  // otherwise, so an id names nothing of another batch. Dates are ISO 8601.
  // These answers carry the answer KEYS (iopts[].correct, feedback, prompts'
  // answers, expected text), as the older API did: only the gateway reads
  // them, and it grades (docs/architecture.md invariant 2).
  /**
   * "get assessment": → AssessmentList, the batch course's assessments of
   * that quiztype, newest start first, each with the learner's attempt
   * summary in userlist (only this eid's; empty when never started). bcid
   * (extension) names the batch course; assessid, when given, picks one.
   */
  '/getAssessment': read(
    z.object({
      oid,
      eid,
      bpid: z.number().int().optional(),
      bcid: z.number().int(),
      assessid: z.number().int().optional(),
      quiztype: z.enum(['assess', 'assign']),
    }),
  ),
  /** "server time": → ServerTime { itime (epoch ms), delay (poll interval, ms) }. The only clock the portal trusts. */
  '/getServerTime': read(
    z.object({
      oid,
      eid,
      bpid: z.number().int().optional(),
      assessid: z.number().int().optional(),
      quiztype: z.enum(['assess', 'assign']).optional(),
    }),
  ),
  /**
   * "get assessment quiz": → AssessmentQuiz { qitems (with keys), response
   * (the stored attempt, or null when never started) }. quizid is accepted
   * for the older clients and must equal assessid when given.
   */
  '/getAssessmentQuiz': read(assessmentQuizRequest),
  /** "get assessment answers": as /getAssessmentQuiz, and 409 CONFLICT before the answer date. */
  '/getAssessmentAnswers': read(assessmentQuizRequest),
  /**
   * "update assessment", extended (docs/decisions/143): the responses are
   * merged per iid in one statement, keeping for each the one with the
   * highest seq (a replayed or late save never overwrites a newer one; a
   * response whose value is null is a removal that also keeps its seq).
   * status 0 saves (creating the attempt when there is none: a start);
   * status 1 submits, with the score the gateway graded; when expectedVersion
   * is given, the submit applies only if the attempt is still at that
   * version. Nothing changes a submitted attempt: 409 CONFLICT
   * (ALREADY_SUBMITTED), or 409 STALE_VERSION. → AssessmentAttempt after the change.
   */
  '/updateAssessment': z.object({
    oid,
    eid,
    bpid: z.number().int().optional(),
    cid: z.number().int().optional(),
    assessid: z.number().int(),
    quizid: z.number().int().optional(),
    quiztype: z.enum(['assess', 'assign']),
    quizdata: z.object({
      response: z.array(assessmentResponseInput).max(200),
      status: z.union([z.literal(0), z.literal(1)]),
      score: z.number().min(0).max(100_000).optional(),
      expectedVersion: z.number().int().min(0).optional(),
    }),
  }),
} as const;

export const ASSESSMENT_WIRE_KINDS = ['assess', 'assign'] as const;
export type AssessmentWireKind = (typeof ASSESSMENT_WIRE_KINDS)[number];
/** One stored answer (see assessmentResponseInput). */
export const assessmentResponse = z.looseObject({
  iid: text,
  response: z.union([text, z.array(text), z.null()]),
  type: int,
  fname: text.nullish().transform((v) => v ?? null),
  orgname: text.nullish().transform((v) => v ?? null),
  seq: int,
});
export type AssessmentResponse = z.infer<typeof assessmentResponse>;
/** The learner's attempt as stored: status 0 in progress, 1 submitted. */
export const assessmentAttempt = z.looseObject({
  status: z.union([z.literal(0), z.literal(1)]),
  response: or(z.array(assessmentResponse), []),
  score: z
    .number()
    .nullish()
    .transform((v) => v ?? null),
  version: or(int, 0),
  startedAt: text.nullish().transform((v) => v ?? null),
  submittedAt: text.nullish().transform((v) => v ?? null),
});
export type AssessmentAttemptData = z.infer<typeof assessmentAttempt>;
/** A list item of "get assessment" (spec part 2, section 3), with the learner's attempt summary. */
export const assessmentListItem = z.looseObject({
  assessid: int,
  bcid: int,
  quiztype: z.enum(ASSESSMENT_WIRE_KINDS),
  title: text,
  startdate: text,
  enddate: text,
  answerdate: text.nullish().transform((v) => v ?? null),
  instructions: or(z.array(text), []),
  userlist: or(
    z.array(
      z.looseObject({
        eid: text,
        score: z
          .number()
          .nullish()
          .transform((v) => v ?? null),
        status: z.union([z.literal(0), z.literal(1)]),
      }),
    ),
    [],
  ),
});
export type AssessmentListItem = z.infer<typeof assessmentListItem>;
export const assessmentList = z.looseObject({ assessment: or(z.array(assessmentListItem), []) });
export type AssessmentList = z.infer<typeof assessmentList>;
export const serverTime = z.looseObject({ itime: z.number(), delay: or(int, 1000) });
export type ServerTime = z.infer<typeof serverTime>;
/** An option of an item, WITH its key: correct and feedback never leave the gateway before the answer date. */
export const assessmentOption = z.looseObject({
  id: text,
  content: or(text, ''),
  url: text.nullish().transform((v) => v ?? null),
  correct: or(z.boolean(), false),
  feedback: text.nullish().transform((v) => v ?? null),
});
/** A matching prompt with the id of the option it matches (its key). */
export const assessmentPrompt = z.looseObject({ text: text, answer: text });
/** One item (spec part 2, section 3 "Quiz" qitems), WITH its key. atype 1 to 8. */
export const assessmentItem = z.looseObject({
  iid: text,
  atype: int,
  istem: or(text, ''),
  imageurl: text.nullish().transform((v) => v ?? null),
  iopts: or(z.array(assessmentOption), []),
  prompts: or(z.array(assessmentPrompt), []),
  /** the expected answer of a descriptive item, for whoever marks it */
  answer: text.nullish().transform((v) => v ?? null),
  qscore: or(z.number(), 1),
});
export type AssessmentItem = z.infer<typeof assessmentItem>;
export const assessmentQuiz = z.looseObject({
  qitems: or(z.array(assessmentItem), []),
  response: assessmentAttempt.nullish().transform((v) => v ?? null),
  /** extension: the assessment's list item (dates, attempt summary), so a save needs one read */
  assessment: assessmentListItem.nullish().transform((v) => v ?? null),
  /** extension (docs/decisions/185): "server time" as of this answer, so a save needs no call of its own for the clock */
  servertime: serverTime.nullish().transform((v) => v ?? null),
});
export type AssessmentQuiz = z.infer<typeof assessmentQuiz>;
