/**
 * Announcements (spec part 3, sections 2.11, 3.8 and 7.5; issue 20): what the
 * Announcements screen and the program-info Announcements tab read. Both ask
 * here, so both show the same announcements through the same mapper.
 */
import type { ProgressProgram } from '@portal/contract';
import { getAnnouncements } from '../../cloud/announcements.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import type { Context } from '../../context.js';
import { enrolmentBatchId } from '../dashboard/index.js';
import { announcementsOfBatch, type ProgramAnnouncementModel, type ProgramAnnouncementsModel } from './mappers.js';

/**
 * The announcements of these enrolments, one list per enrolment in their order,
 * in one upstream call (rtype get for one batch, getall for several). Only the
 * batches asked for are read out of the answer, whatever else it holds.
 */
export async function announcementsOfEnrolments(ctx: Context, enrolments: ProgressProgram[]): Promise<ProgramAnnouncementModel[][]> {
  const groups = await getAnnouncements(ctx.cloud, enrolments.map(enrolmentBatchId));
  return enrolments.map((enrolment) => announcementsOfBatch(groups, enrolmentBatchId(enrolment)));
}

/**
 * Every program of the learner with its announcements, in the order of My
 * Programs. The batches are the learner's own, from their progress: eid comes
 * from the verified token (docs/architecture.md, invariant 1), and no argument can
 * name another batch.
 */
export async function viewerAnnouncements(ctx: Context, eid: string): Promise<ProgramAnnouncementsModel[]> {
  const enrolments = await getUserTotalProgress(ctx.cloud, eid);
  const lists = await announcementsOfEnrolments(ctx, enrolments);
  return enrolments.map((program, i) => ({
    enrolment: { program, eid },
    announcements: lists[i],
  }));
}
