/**
 * Start (spec part 3, 4.1 and 7.1 item 6): enrols the learner in a program
 * their approved application, or the program's own rule (etype not 1), lets
 * them join.
 */
import { applyListAction } from '@portal/domain';
import type { UserError } from '../../__generated__/resolvers-types.js';
import { getApplications, syncProgramProgress } from '../../cloud/admissions.js';
import { postProgramSubscribedEvent } from '../../cloud/analytics.js';
import { getUserTotalProgress, refreshUserTotalProgress } from '../../cloud/dashboard.js';
import type { Context } from '../../context.js';
import { UpstreamRefusedError } from '../../errors.js';
import type { EnrolledProgramModel } from '../mappers.js';
import { applicantProgram, identifyApplicant } from './applicant.js';
import { ADMISSIONS_MESSAGES } from './messages.js';

export type StartResult = { enrolledProgram: EnrolledProgramModel | null; userErrors: UserError[] };

const cannotStart = (): StartResult => ({ enrolledProgram: null, userErrors: [{ field: 'programId', code: 'NOT_AUTHORIZED', message: ADMISSIONS_MESSAGES.cannotStart }] });

export async function startProgram(ctx: Context, programId: string): Promise<StartResult> {
  const viewer = await ctx.requireViewer();
  const program = await applicantProgram(ctx, await identifyApplicant(ctx, 'wizard'), programId);
  const [applications, progress] = await Promise.all([getApplications(ctx.cloud, viewer.eid), getUserTotalProgress(ctx.cloud, viewer.eid)]);
  const applied = applications.find((a) => a.pid === program.pid);
  const enrolledIn = progress.find((p) => p.pid === program.pid);
  // Already enrolled: Start twice (a double click) lands in the same place.
  if (enrolledIn) return { enrolledProgram: { program: enrolledIn, eid: viewer.eid }, userErrors: [] };
  const action = applyListAction({ pstatus: applied?.pstatus ?? null, etype: program.etype, enrolled: Boolean(applied?.enrolled) });
  if (action !== 'START') return cannotStart();
  // Spec part 3, 7.1 item 6: the sync-program call, then the analytics event, then a refresh of progress.
  try {
    await syncProgramProgress(ctx.cloud, viewer.eid, { pid: program.pid, bpid: program.bpid, title: program.name });
  } catch (error) {
    // The cloud API checks the rule again and refuses with 409 (docs/decisions/038).
    if (error instanceof UpstreamRefusedError && error.status === 409) return cannotStart();
    throw error;
  }
  await postProgramSubscribedEvent(ctx.cloud, { sub: viewer.sub, email: viewer.email, name: viewer.name, bpid: program.bpid, programName: program.name }, ctx.log);
  const refreshed = (await refreshUserTotalProgress(ctx.cloud, viewer.eid)).find((p) => p.bpid === program.bpid || p.pid === program.pid);
  return { enrolledProgram: refreshed ? { program: refreshed, eid: viewer.eid } : null, userErrors: [] };
}
