import { learnerReport, type LearnerReport } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// Reports and analytics (issue 20). The eid passed here always comes from the
// verified token (docs/architecture.md, invariant 1).

/** The learner's time per day over the last `weeks` weeks, quiz scores and assessments (/getLearnerReport, docs/decisions/241). A read. */
export async function getLearnerReport(cloud: CloudSession, eid: string, weeks: number): Promise<LearnerReport> {
  return checkAnswer(cloud, '/getLearnerReport', learnerReport, await cloud.read<unknown>('/getLearnerReport', { eid, weeks }));
}
