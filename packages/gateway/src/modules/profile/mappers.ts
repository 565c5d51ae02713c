/** My Profile and program certificates: the cloud API's words in, the schema's out (issue 20). */
import type { ProfileRecord, ProgramCertificate, ProgressProgram } from '@portal/contract';
import { calendarDateOrNull, storedFileDisplayName } from '@portal/domain';
import type { ProfileFile, ProfileResolvers, ProgramCertificateResolvers } from '../../__generated__/resolvers-types.js';
import type { MediaUrls } from '../../media/media-urls.js';
import type { CandidateNumbers } from '../../cloud/dashboard.js';
import { candidateNumberOf } from '../dashboard/index.js';

/** The profile as read, and the verified e-mail it is shown with (the e-mail is read-only, from the token). */
export type ProfileModel = {
  record: ProfileRecord;
  email: string;
  eid: string;
};
export type ProgramCertificateModel = ProgramCertificate;

/** A stored file as the learner sees it, its address signed on the portal's origin (one hour). */
const profileFile = (media: MediaUrls, fileName: string, key: string): ProfileFile => ({
  fileName,
  name: storedFileDisplayName(fileName),
  url: media.file(key),
});

export const profileFields: ProfileResolvers = {
  firstName: ({ record }) => record.UNAME,
  lastName: ({ record }) => record.LASTNAME,
  email: ({ email }) => email,
  phone: ({ record }) => record.CNO,
  countryCode: ({ record }) => record.COUNTRYCODE,
  dateOfBirth: ({ record }) => calendarDateOrNull(record.DOB),
  address: ({ record }) => record.ADS,
  passportNumber: ({ record }) => record.PASSPORTNO,
  otherGovernmentId: ({ record }) => record.OTHGOVID,
  highestDegree: ({ record }) => record.HIGHDEG,
  workExperience: ({ record }) => record.WORKEXP,
  photo: ({ record }, _args, ctx) => (record.PROFILEPICNAME && record.profilepickey ? profileFile(ctx.media, record.PROFILEPICNAME, record.profilepickey) : null),
  documents: ({ record }, _args, ctx) => record.docfiles.map((f) => profileFile(ctx.media, f.name, f.key)),
  certificateFiles: ({ record }, _args, ctx) => record.certificatefiles.map((f) => profileFile(ctx.media, f.name, f.key)),
  marksCards: ({ record }, _args, ctx) => record.MARKSCARD.map((m) => profileFile(ctx.media, m.file, m.curl)),
  timeZone: ({ record }) => record.TIMEZONE.trim() || null,
};

export const programCertificateFields: ProgramCertificateResolvers = {
  id: (c) => String(c.id),
  name: (c) => c.certificate?.trim() || null,
  // cerurl is the image's storage key: served through the portal's own origin (same-origin download).
  imageUrl: (c, _args, ctx) => ctx.media.file(c.cerurl),
};

/** The cert list of the profile (spec part 3, 2.15: "read from the profile's cert list"). */
export const programCertificatesOf = (record: ProfileRecord): ProgramCertificateModel[] => record.cert;

/** The USN per program the learner follows (spec part 3, 2.5). */
export const candidateIdsOf = (programs: ProgressProgram[], numbers: CandidateNumbers) =>
  programs.map((program) => ({
    programTitle: program.ptitle,
    candidateNumber: candidateNumberOf(numbers, program),
  }));

/** The stored names the profile holds now: its photo and its documents. */
export const savedFiles = (record: ProfileRecord) => ({
  photoFileName: record.PROFILEPICNAME,
  documentFileNames: [...record.DOCUMENTNAME],
});
