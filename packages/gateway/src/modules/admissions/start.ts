/**
 * Start (spec part 3, 4.1 and 7.1 item 6): enrols the learner in a program
 * their approved application, or the program's own rule (etype not 1), lets
 * them join.
 */
import type { UserError } from '../../__generated__/resolvers-types.js';
import { getApplications, syncProgramProgress } from '../../cloud/admissions.js';
import { postProgramSubscribedEvent } from '../../cloud/analytics.js';
import { getUserTotalProgress, refreshUserTotalProgress } from '../../cloud/dashboard.js';
import type { Context } from '../../context.js';
import { UpstreamRefusedError } from '../../errors.js';
import { enrolmentBatchId, enrolmentProgramId } from '../dashboard/index.js';
import type { EnrolledProgramModel } from '../mappers.js';
import { applicantProgram, identifyApplicant } from './applicant.js';
import { applicationStatusCode, applicationToProgram, appliedAndEnrolled, cardAction } from './mappers.js';
import { ADMISSIONS_MESSAGES } from './messages.js';

export type StartResult = { enrolledProgram: EnrolledProgramModel | null; userErrors: UserError[] };

const cannotStart = (): StartResult => ({ enrolledProgram: null, userErrors: [{ field: 'programId', code: 'NOT_AUTHORIZED', message: ADMISSIONS_MESSAGES.cannotStart }] });

export async function startProgram(ctx: Context, programId: string): Promise<StartResult> {
  const viewer = await ctx.requireViewer();
  const program = await applicantProgram(ctx, await identifyApplicant(ctx, 'wizard'), programId);
  const [applications, progress] = await Promise.all([getApplications(ctx.cloud, viewer.eid), getUserTotalProgress(ctx.cloud, viewer.eid)]);
  const applied = applicationToProgram(applications, program.programId);
  const enrolledIn = progress.find((p) => enrolmentProgramId(p) === program.programId);
  // Already enrolled: Start twice (a double click) lands in the same place.
  if (enrolledIn) return { enrolledProgram: { program: enrolledIn, eid: viewer.eid }, userErrors: [] };
  const action = cardAction(applicationStatusCode(applied), program, appliedAndEnrolled(applied));
  if (action !== 'START') return cannotStart();
  // Spec part 3, 7.1 item 6: the sync-program call, then the analytics event, then a refresh of progress.
  try {
    await syncProgramProgress(ctx.cloud, viewer.eid, { programId: program.programId, batchId: program.batchId, title: program.name });
  } catch (error) {
    // The cloud API checks the rule again and refuses with 409 (docs/decisions/038).
    if (error instanceof UpstreamRefusedError && error.status === 409) return cannotStart();
    throw error;
  }
  await postProgramSubscribedEvent(ctx.cloud, { sub: viewer.sub, email: viewer.email, name: viewer.name, batchId: program.batchId, programName: program.name }, ctx.log);
  const refreshed = (await refreshUserTotalProgress(ctx.cloud, viewer.eid)).find((p) => enrolmentBatchId(p) === program.batchId || enrolmentProgramId(p) === program.programId);
  return { enrolledProgram: refreshed ? { program: refreshed, eid: viewer.eid } : null, userErrors: [] };
}
