/**
 * Who is applying, and to which program. The signed-in learner comes from the
 * verified token; the pre-registration applicant from the signed cookie the
 * scholarship check set. Neither ever comes from an argument
 * (docs/architecture.md, invariant 1).
 */
import { parseProgramId, type WizardVariant } from '@portal/domain';
import type { ApplicationVariant } from '../../__generated__/resolvers-types.js';
import type { PreRegistrationClaim } from '../../auth/pre-registration.js';
import { getApplications, partnerRegistration, type ApplicationOwner } from '../../cloud/admissions.js';
import { getAllProgramList } from '../../cloud/catalog.js';
import type { Context } from '../../context.js';
import { PortalError, unauthenticated } from '../../errors.js';
import { admissionsProgram, applicationToProgram, type AdmissionsProgram, type PartnerData } from './mappers.js';

export type Applicant = {
  owner: ApplicationOwner;
  /** the name to record when the application has none yet */
  name: string;
  /** pre-registration only: the program fixed by the scholarship check */
  claim?: PreRegistrationClaim;
};

export const noSuchProgram = () => new PortalError('NOT_FOUND', 'There is no such program.');

export function wizardVariant(variant: ApplicationVariant | null | undefined): WizardVariant {
  return variant === 'PRE_REGISTRATION' ? 'preregistration' : 'wizard';
}

/** The applicant, or UNAUTHENTICATED: no session (wizard), or no valid pre-registration cookie. */
export async function identifyApplicant(ctx: Context, variant: WizardVariant): Promise<Applicant> {
  if (variant === 'wizard') {
    const viewer = await ctx.requireViewer();
    return { owner: { variant: 'wizard', eid: viewer.eid, email: viewer.email }, name: viewer.name };
  }
  const claim = ctx.preRegistration.read(ctx.req);
  if (!claim) throw unauthenticated();
  return { owner: { variant: 'preregistration', email: claim.email }, name: '', claim };
}

/** The partner portal's data for an e-mail, or null when it is not (or no longer) registered there. */
export async function partnerData(ctx: Context, email: string): Promise<PartnerData | null> {
  return partnerRegistration(ctx.cloud, email);
}

/**
 * The program an application is for. The signed-in learner names it (their
 * own application decides the batch); the pre-registration applicant's is the
 * one chosen when the check passed, whatever the input says.
 */
export async function applicantProgram(ctx: Context, applicant: Applicant, programId: string): Promise<AdmissionsProgram> {
  const { owner, claim } = applicant;
  if (owner.variant === 'preregistration' && claim) {
    const list = await getAllProgramList(ctx.cloud);
    const program = admissionsProgram(claim.programId, list, undefined);
    if (!program) throw noSuchProgram();
    return { ...program, batchId: claim.batchId };
  }
  const id = parseProgramId(programId);
  if (id === null || owner.variant !== 'wizard') throw noSuchProgram();
  const [list, applications] = await Promise.all([getAllProgramList(ctx.cloud), getApplications(ctx.cloud, owner.eid)]);
  const program = admissionsProgram(id, list, applicationToProgram(applications, id));
  if (!program) throw noSuchProgram();
  return program;
}
