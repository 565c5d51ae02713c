/**
 * What the catalog decides beyond reading and renaming: which batch's page
 * stands behind a program reference, and whether the viewer may Continue
 * Learning there.
 */
import { getProgramOnOffer } from '../../cloud/catalog.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import type { Context } from '../../context.js';
import { PortalError } from '../../errors.js';
import { enrolmentProgramId } from '../dashboard/index.js';
import type { ProgramModel } from '../mappers.js';

/**
 * The page behind a program: the one its parent loaded, or, for a reference
 * (an enrolment's or an application's program), the batch on offer, read
 * through the request's loader, so every field of one program shares one read.
 * A program the university no longer lists fails at the field that needed it.
 */
export async function detailOf(program: ProgramModel, ctx: Context) {
  const detail = program.detail ?? (await getProgramOnOffer(ctx.cloud, program.id));
  if (!detail) throw new PortalError('NOT_FOUND', 'There is no such program.');
  return detail;
}

/**
 * Continue Learning shows for a program the learner is enrolled in, in any
 * batch: their progress lists it (spec part 1, sections 2 and 3). The older
 * page showed nothing when a data call failed (section 7), so an unreadable
 * progress leaves the Apply button rather than the whole page
 * (docs/decisions/041).
 */
export async function viewerEnrolledIn(program: ProgramModel, ctx: Context): Promise<boolean> {
  const viewer = await ctx.viewer().catch(() => null);
  if (!viewer) return false;
  try {
    const enrolled = await getUserTotalProgress(ctx.cloud, viewer.eid);
    return enrolled.some((p) => enrolmentProgramId(p) === program.id);
  } catch (error) {
    ctx.log.warn({ field: 'Program.viewerEnrolled', code: (error as { code?: string }).code }, 'progress unavailable; Continue Learning not offered');
    return false;
  }
}
