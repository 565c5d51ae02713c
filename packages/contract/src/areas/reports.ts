/** The cloud API contract of reports and analytics: what its paths take and answer (docs/decisions/350; `npm run codegen` gathers every area's, decision 397). */
import { z } from 'zod';
import { assessmentListItem } from './assessments.js';
import { oid, eid, int, text, or, read } from '../wire.js';

export const reportsPaths = {
  /**
   * Extension (the older client drew sample charts and named no call): the
   * learner's figures that no other call lists in one answer. → LearnerReport:
   * time spent per day (the university's days, Asia/Kolkata) over the last
   * `weeks` weeks, credited to the day each object was completed
   * (docs/decisions/241); every quiz score posted; and every assessment and
   * assignment of the courses the learner follows in their batches, with
   * their attempt summary and the most an attempt can score.
   */
  '/getLearnerReport': read(z.object({ oid, eid, weeks: z.number().int().min(1).max(53) })),
} as const;

/** Seconds spent on objects completed on one day ('YYYY-MM-DD', the university's day). */
export const reportDay = z.looseObject({ day: text, seconds: int });
export type ReportDay = z.infer<typeof reportDay>;
/** A quiz score as posted with /postQuizScore, with what it belongs to. cdate is d.m.yyyy. */
export const reportQuizScore = z.looseObject({ objid: text, title: text, bpid: int, bcid: int, ctitle: text, score: z.number(), cdate: text });
export type ReportQuizScore = z.infer<typeof reportQuizScore>;
/** An assessment's list item (as /getAssessment) with its batch, course title, the most an attempt can score, and when it was submitted (ISO, or null). */
export const reportAssessment = assessmentListItem.extend({
  bpid: int,
  ctitle: text,
  maxscore: z.number(),
  submitted: text.nullish().transform((v) => v ?? null),
});
export type ReportAssessment = z.infer<typeof reportAssessment>;
export const learnerReport = z.looseObject({
  /** the server's time, epoch ms */
  itime: z.number(),
  days: or(z.array(reportDay), []),
  quizscores: or(z.array(reportQuizScore), []),
  assessments: or(z.array(reportAssessment), []),
});
export type LearnerReport = z.infer<typeof learnerReport>;
