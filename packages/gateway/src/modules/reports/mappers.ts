/**
 * Reports and analytics (issue 20): /getLearnerReport's wire words in, the
 * schema's words out (docs/decisions/182). The rules (weeks, percents, what is
 * due) are the domain's (packages/domain/src/reports.ts) and the service's.
 */
import type { AssessmentWireKind, EventItem, LearnerReport, ReportAssessment, ReportQuizScore } from '@portal/contract';
import { quizScoreDay, scorePercent, universityDay, type DayOfLearning } from '@portal/domain';
import type { AssessmentKind, AssessmentScoreReport, DueItem, QuizScoreReport } from '../../__generated__/resolvers-types.js';
import { attemptStatus } from '../../cloud/assessments.js';
import { toCalendarEvent } from '../dashboard/index.js';

/** An assessment or assignment of the learner's courses, with their attempt, in the schema's words. */
export type ReportAssessmentModel = {
  id: string;
  kind: AssessmentKind;
  title: string;
  courseId: string;
  courseTitle: string;
  startsAt: string;
  endsAt: string;
  submitted: boolean;
  /** the score as stored (shown only once the window has ended) */
  score: number | null;
  maximumScore: number;
  submittedAt: string | null;
};

/** The report as fetched for the verified learner. */
export type LearningReportModel = {
  eid: string;
  /** the server's time (epoch ms) and its university day */
  now: number;
  today: string;
  /** seconds per university day, as the domain sums them into weeks */
  dailySeconds: DayOfLearning[];
  quizScores: QuizScoreReport[];
  assessments: ReportAssessmentModel[];
};

/** The tab an assessment belongs to: quiztype 'assess' is the Assessment tab, 'assign' the Assignment tab (spec part 2, section 2). */
const KIND_OF_WIRE: Record<AssessmentWireKind, AssessmentKind> = { assess: 'ASSESSMENT', assign: 'ASSIGNMENT' };

const isoOf = (value: string) => new Date(Date.parse(value)).toISOString();

const quizScoreReport = (q: ReportQuizScore): QuizScoreReport => ({
  id: q.objid,
  title: q.title,
  courseId: String(q.bcid),
  courseTitle: q.ctitle,
  scorePercent: Math.min(100, Math.max(0, q.score)),
  takenOn: quizScoreDay(q.cdate),
});

function reportAssessment(a: ReportAssessment): ReportAssessmentModel {
  const attempt = a.userlist[0];
  return {
    id: String(a.assessid),
    kind: KIND_OF_WIRE[a.quiztype],
    title: a.title,
    courseId: String(a.bcid),
    courseTitle: a.ctitle,
    startsAt: isoOf(a.startdate),
    endsAt: isoOf(a.enddate),
    submitted: attemptStatus(attempt?.status) === 'SUBMITTED',
    score: typeof attempt?.score === 'number' ? attempt.score : null,
    maximumScore: a.maxscore,
    submittedAt: a.submitted,
  };
}

/** The wire's report in the schema's words. */
export const learningReportModel = (eid: string, report: LearnerReport): LearningReportModel => ({
  eid,
  now: report.itime,
  today: universityDay(report.itime),
  dailySeconds: report.days,
  quizScores: report.quizscores.map(quizScoreReport),
  assessments: report.assessments.map(reportAssessment),
});

export const assessmentScoreReport = (a: ReportAssessmentModel, score: number): AssessmentScoreReport => ({
  id: a.id,
  kind: a.kind,
  title: a.title,
  courseId: a.courseId,
  courseTitle: a.courseTitle,
  score,
  maximumScore: a.maximumScore,
  scorePercent: scorePercent(score, a.maximumScore),
  submittedAt: a.submittedAt,
});

/** An assessment or assignment still to submit, due at its end; opensAt while it has not started. */
export const assessmentDue = (a: ReportAssessmentModel, upcoming: boolean): DueItem => ({
  id: `${a.kind === 'ASSIGNMENT' ? 'assign' : 'assess'}-${a.id}`,
  kind: a.kind,
  title: a.title,
  courseId: a.courseId,
  courseTitle: a.courseTitle,
  dueOn: universityDay(Date.parse(a.endsAt)),
  dueAt: a.endsAt,
  opensAt: upcoming ? a.startsAt : null,
  link: null,
});

/** A calendar event, due on its day. */
export function eventDue(event: EventItem): DueItem {
  const e = toCalendarEvent(event);
  return { id: `event-${e.id}`, kind: 'EVENT', title: e.title, courseId: null, courseTitle: null, dueOn: e.date, dueAt: null, opensAt: null, link: e.link };
}
