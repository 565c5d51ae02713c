/**
 * What the admissions screens read: the learner's applications, the apply
 * list, one application with its sections, and the pre-registration
 * applicant's. Who is asking comes from the verified token or the signed
 * cookie, never from an argument (docs/architecture.md, invariant 1).
 */
import { parseProgramId, type ApplyListAction } from '@portal/domain';
import type { ProgramModel, ViewerModel } from '../mappers.js';
import { getApplications, loadApplication, type ApplicationOwner } from '../../cloud/admissions.js';
import type { ApplicationRecord } from '@portal/contract';
import { getAllProgramList, getBatchId } from '../../cloud/catalog.js';
import { getUserTotalProgress } from '../../cloud/dashboard.js';
import { offeredBatchOf } from '../catalog/index.js';
import { enrolmentProgramId } from '../dashboard/index.js';
import type { CloudSession } from '../../cloud/session.js';
import type { Context } from '../../context.js';
import { partnerData } from './applicant.js';
import { currentApplication } from './changes.js';
import {
  admissionsProgram,
  applicationFromListItem,
  applicationFromRecord,
  applicationInBatch,
  applicationsToProgram,
  applicationToProgram,
  appliedAndEnrolled,
  applyTabs,
  cardAction,
  partnerApplicant,
  type ApplicationModel,
  type ApplyTabModel,
  type PreRegistrationModel,
} from './mappers.js';

const ownerOf = (viewer: ViewerModel): ApplicationOwner => ({ variant: 'wizard', eid: viewer.eid, email: viewer.email });

/** The pre-registration applicant's application; only the signed cookie says who they are, and no cookie, or an expired one, is no applicant. */
export async function preRegistrationOf(ctx: Context): Promise<PreRegistrationModel | null> {
  const claim = ctx.preRegistration.read(ctx.req);
  if (!claim) return null;
  const partner = await partnerData(ctx, claim.email);
  if (!partner) return null;
  const applicant = { owner: { variant: 'preregistration' as const, email: claim.email }, name: '', claim };
  const { program, record } = await currentApplication(ctx, applicant, String(claim.programId));
  return { claim, partner: partnerApplicant(partner), application: applicationFromRecord(applicant.owner, program, record, false) };
}

/** My Application: one card per program applied to (spec part 3, 7.1 item 4). */
export async function viewerApplications(ctx: Context, viewer: ViewerModel): Promise<ApplicationModel[]> {
  return (await getApplications(ctx.cloud, viewer.eid)).map((item) => applicationFromListItem(ownerOf(viewer), item));
}

/** The apply list's tabs (spec part 3, 2.2 and 4.1). */
export async function viewerApplyTabs(ctx: Context, viewer: ViewerModel): Promise<ApplyTabModel[]> {
  const [list, applications, progress] = await Promise.all([getAllProgramList(ctx.cloud), getApplications(ctx.cloud, viewer.eid), getUserTotalProgress(ctx.cloud, viewer.eid)]);
  return applyTabs(list, applications, new Set(progress.map(enrolmentProgramId)));
}

/** The learner's application to one program, or null when there is no such program. */
export async function viewerApplication(ctx: Context, viewer: ViewerModel, programId: string): Promise<ApplicationModel | null> {
  const id = parseProgramId(programId);
  if (id === null) return null;
  const [list, applications] = await Promise.all([getAllProgramList(ctx.cloud), getApplications(ctx.cloud, viewer.eid)]);
  const applied = applicationToProgram(applications, id);
  const program = admissionsProgram(id, list, applied);
  if (!program) return null;
  // A program never applied to loads as status 0 with no sections: the new, unsaved application.
  const record = await loadApplication(ctx.cloud, ownerOf(viewer), id, program.batchId);
  return applicationFromRecord(ownerOf(viewer), program, record, applied ? appliedAndEnrolled(applied) : undefined);
}

/** The loaded application behind a model (items of the list load theirs on first use, once per request). */
export function applicationRecord(cloud: CloudSession, model: ApplicationModel): Promise<ApplicationRecord> {
  return model.record ? Promise.resolve(model.record) : loadApplication(cloud, model.owner, model.program.programId, model.program.batchId);
}

/** What the application's card offers (spec part 3, 4.1); enrolment is read from progress when the model does not know it. */
export async function applicationAction(ctx: Context, model: ApplicationModel): Promise<ApplyListAction> {
  let enrolled = model.viewerEnrolled;
  if (enrolled === undefined && model.owner.variant === 'wizard') {
    enrolled = (await getUserTotalProgress(ctx.cloud, model.owner.eid)).some((p) => enrolmentProgramId(p) === model.program.programId);
  }
  return cardAction(model.statusCode, model.program, Boolean(enrolled));
}

/**
 * The signed-in learner's application to a program (spec part 3, 7.1 item 4),
 * or null for a visitor or a program never applied to. One application per
 * program is the rule; should there be several, the one for the batch on
 * offer, else the newest (the list is oldest first).
 */
export async function programViewerApplication(ctx: Context, program: ProgramModel): Promise<ApplicationModel | null> {
  const viewer = await ctx.viewer();
  if (!viewer) return null;
  const applications = applicationsToProgram(await getApplications(ctx.cloud, viewer.eid), program.id);
  if (applications.length === 0) return null;
  const offered = offeredBatchOf(program) ?? (await getBatchId(ctx.cloud, program.id));
  const item = applicationInBatch(applications, offered) ?? applications.at(-1)!;
  return applicationFromListItem({ variant: 'wizard', eid: viewer.eid, email: viewer.email }, item);
}
