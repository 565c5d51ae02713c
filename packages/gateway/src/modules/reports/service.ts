/**
 * Reports and analytics (issue 20; docs/decisions/241): what the report shows
 * and whose. The eid is always the verified viewer's (docs/architecture.md,
 * invariant 1): no argument names a learner.
 */
import { assessmentWindow, dueNext, REPORT_WEEKS, weeklyTime, type WeekOfLearning } from '@portal/domain';
import type { AssessmentScoreReport, DueItem } from '../../__generated__/resolvers-types.js';
import { getEvents, getUserTotalProgress } from '../../cloud/dashboard.js';
import { getLearnerReport } from '../../cloud/reports.js';
import type { Context } from '../../context.js';
import { enrolmentBatchId } from '../dashboard/index.js';
import { assessmentDue, assessmentScoreReport, eventDue, learningReportModel, type LearningReportModel } from './mappers.js';

/** The verified learner's report, in one upstream call. */
export async function learningReport(ctx: Context, eid: string): Promise<LearningReportModel> {
  return learningReportModel(eid, await getLearnerReport(ctx.cloud, eid, REPORT_WEEKS));
}

/** Time per week, the last REPORT_WEEKS weeks with the current one last. */
export const weeklyTimeOf = (model: LearningReportModel): WeekOfLearning[] => weeklyTime(model.dailySeconds, model.today, REPORT_WEEKS);

/**
 * The scores the learner may see: the attempt is submitted and the window has
 * ended, as the Assessment and Assignment tabs show a score (spec part 2,
 * section 4), by the server's clock.
 */
export function assessmentScoresOf(model: LearningReportModel): AssessmentScoreReport[] {
  return model.assessments.flatMap((a) => (a.submitted && a.score !== null && assessmentWindow(model.now, a.startsAt, a.endsAt) === 'CLOSED' ? [assessmentScoreReport(a, a.score)] : []));
}

/**
 * Due next (docs/decisions/243): the assessments and assignments not ended and
 * not submitted, and the calendar's events from today on, soonest first. The
 * events need the learner's batches, which progress gives (the same loader
 * entry as Viewer.programs in the same request).
 */
export async function dueNextOf(ctx: Context, model: LearningReportModel): Promise<DueItem[]> {
  const programs = await getUserTotalProgress(ctx.cloud, model.eid);
  const events = await getEvents(ctx.cloud, programs.map(enrolmentBatchId));
  const assessments = model.assessments.flatMap((a) => {
    const window = assessmentWindow(model.now, a.startsAt, a.endsAt);
    return window !== 'CLOSED' && !a.submitted ? [assessmentDue(a, window === 'UPCOMING')] : [];
  });
  return dueNext([...assessments, ...events.map(eventDue)], model.today);
}
