/**
 * My Profile (spec part 3, sections 2.5, 4.3, 5.7 and 7.3; issue 20): the
 * domain's checks in the spec's order before any save, the files checked to
 * be this learner's finished uploads, and the program certificates of the
 * profile's cert list (2.15). Who is always the verified viewer.
 */
import { checkProfile, isTimeZone, PROFILE_MESSAGES, PROFILE_NON_SPEC_MESSAGES, TIME_ZONE_MESSAGE, UPLOAD_RULES, type ProfileForm } from '@portal/domain';
import type { ProfileUpdateInput, ResolversTypes, UserError } from '../../__generated__/resolvers-types.js';
import { getCandidateNumbers, getUserTotalProgress } from '../../cloud/dashboard.js';
import { storedFile, uploadType } from '../../cloud/files.js';
import { getUserProfile, savedProfile, updateUserProfile, updateUserTimeZone, type ProfileSave } from '../../cloud/profile.js';
import type { Context } from '../../context.js';
import { candidateIdsOf, programCertificatesOf, savedFiles, type ProfileModel, type ProgramCertificateModel } from './mappers.js';

type Payload = ResolversTypes['ProfileUpdatePayload'];

/** Said once the zone is kept (not in the spec). */
const TIME_ZONE_SAVED = 'Time zone saved';

const refused = (field: string | null, message: string): Payload => ({
  profile: null,
  message: null,
  userErrors: [{ field, code: 'INVALID', message } satisfies UserError],
});

export async function myProfile(ctx: Context): Promise<ProfileModel> {
  const viewer = await ctx.requireViewer();
  return {
    record: await getUserProfile(ctx.cloud, viewer.eid, viewer.email),
    email: viewer.email,
    eid: viewer.eid,
  };
}

export async function myProgramCertificates(ctx: Context): Promise<ProgramCertificateModel[]> {
  return programCertificatesOf((await myProfile(ctx)).record);
}

/** The USN per program (spec part 3, 2.5 and 7.3: the usn endpoint, keyed by the program's batch). */
export async function candidateIds(ctx: Context, profile: ProfileModel): Promise<{ programTitle: string; candidateNumber: string | null }[]> {
  const [programs, numbers] = await Promise.all([getUserTotalProgress(ctx.cloud, profile.eid), getCandidateNumbers(ctx.cloud, profile.eid)]);
  return candidateIdsOf(programs, numbers);
}

const trimmed = (input: ProfileUpdateInput): ProfileForm & ProfileSave => ({
  photoFileName: input.photoFileName.trim(),
  firstName: input.firstName.trim(),
  lastName: input.lastName.trim(),
  dateOfBirth: input.dateOfBirth.trim(),
  countryCode: input.countryCode.trim(),
  address: input.address.trim(),
  phone: input.phone.trim(),
  passportNumber: input.passportNumber.trim(),
  otherGovernmentId: input.otherGovernmentId.trim(),
  highestDegree: input.highestDegree.trim(),
  workExperience: input.workExperience.trim(),
  documentFileNames: [...new Set(input.documentFileNames.map((n) => n.trim()).filter(Boolean))],
});

/**
 * A file named in the form is the current one, or a finished upload of this
 * learner of the right kind; else the form is refused before the save.
 */
async function notUploaded(ctx: Context, eid: string, current: ProfileModel['record'], form: ProfileSave): Promise<{ field: string } | null> {
  const owner = { eid };
  const now = savedFiles(current);
  if (form.photoFileName !== now.photoFileName) {
    const ok = UPLOAD_RULES.profilePicture.extensions.some((ext) => form.photoFileName.toLowerCase().endsWith(`.${ext}`));
    if (!ok || !(await storedFile(ctx.cloud, owner, uploadType('profilePicture'), form.photoFileName))) return { field: 'photoFileName' };
  }
  const kept = new Set(now.documentFileNames);
  for (const name of form.documentFileNames) {
    if (kept.has(name)) continue;
    if (!(await storedFile(ctx.cloud, owner, uploadType('profileDocument'), name))) return { field: 'documentFileNames' };
  }
  return null;
}

async function save(ctx: Context, current: ProfileModel, form: ProfileSave, message: string): Promise<Payload> {
  const viewer = await ctx.requireViewer();
  const missing = await notUploaded(ctx, viewer.eid, current.record, form);
  if (missing) return refused(missing.field, PROFILE_NON_SPEC_MESSAGES.fileNotUploaded);
  const saved = await updateUserProfile(ctx.cloud, viewer, form);
  if (saved === 'FILE_NOT_UPLOADED') return refused(null, PROFILE_NON_SPEC_MESSAGES.fileNotUploaded);
  if (saved === 'BAD_IMAGE') return refused('photoFileName', PROFILE_MESSAGES.photoWrongType);
  return {
    profile: { record: saved, email: viewer.email, eid: viewer.eid },
    message,
    userErrors: [],
  };
}

/** Submit (spec part 3, 5.7): the first failing check in the spec's order, else the save. */
export async function updateProfile(ctx: Context, input: ProfileUpdateInput): Promise<Payload> {
  const form = trimmed(input);
  const problem = checkProfile(form);
  if (problem) return refused(problem.field, problem.message);
  return save(ctx, await myProfile(ctx), form, PROFILE_MESSAGES.submitted);
}

/**
 * Yes to 'Are you sure you want to delete ?' (spec part 3, 4.3): the profile
 * as saved, without the document (docs/decisions/224). The saved profile
 * passed the checks when it was saved, so they are not asked again here.
 */
export async function deleteProfileDocument(ctx: Context, fileName: string): Promise<Payload> {
  const current = await myProfile(ctx);
  const name = fileName.trim();
  if (!savedFiles(current.record).documentFileNames.includes(name)) return refused('fileName', 'There is no such document.');
  const form = savedProfile(current.record);
  return save(
    ctx,
    current,
    {
      ...form,
      documentFileNames: form.documentFileNames.filter((n) => n !== name),
    },
    PROFILE_MESSAGES.deleted,
  );
}

/**
 * The zone the portal writes the learner's times in (issue 31, section 4): a zone of
 * Intl.supportedValuesOf('timeZone') or another name of one (the domain's isTimeZone),
 * '' to keep the browser's. Saved alone: choosing a zone never needs the whole form.
 */
export async function updateTimeZone(ctx: Context, timeZone: string): Promise<Payload> {
  const viewer = await ctx.requireViewer();
  const zone = timeZone.trim();
  if (zone && !isTimeZone(zone)) return refused('timeZone', TIME_ZONE_MESSAGE);
  const record = await updateUserTimeZone(ctx.cloud, viewer, zone);
  return { profile: { record, email: viewer.email, eid: viewer.eid }, message: TIME_ZONE_SAVED, userErrors: [] };
}
