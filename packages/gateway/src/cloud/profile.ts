import { profileAnswer, type ProfileRecord } from '@portal/contract';
import { UpstreamRefusedError } from '../errors.js';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// My Profile (spec part 3, 3.6 and 7.3; issue 20). The eid and e-mail passed
// here always come from the verified token (docs/architecture.md, invariant 1).

/** "/getUserProfile": the first item of the answer's list, with the cert list. A read. */
export async function getUserProfile(cloud: CloudSession, eid: string, email: string): Promise<ProfileRecord> {
  return checkAnswer(cloud, '/getUserProfile', profileAnswer, await cloud.read<unknown>('/getUserProfile', { eid, email }))[0];
}

/** The profile to save, in the schema's words; every field already checked. */
export type ProfileSave = {
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  countryCode: string;
  dateOfBirth: string;
  passportNumber: string;
  otherGovernmentId: string;
  highestDegree: string;
  workExperience: string;
  photoFileName: string;
  documentFileNames: string[];
};

/** Why the cloud API refused a save: a file it has no finished upload of, or a photo that is no image. */
export type ProfileRefusal = 'FILE_NOT_UPLOADED' | 'BAD_IMAGE';

/** "/updateuserprofile" (spec part 3, 7.3). A write, tried once; answers the profile as saved. */
export async function updateUserProfile(cloud: CloudSession, learner: { eid: string; email: string }, profile: ProfileSave): Promise<ProfileRecord | ProfileRefusal> {
  try {
    const answer = await cloud.write<unknown>('/updateuserprofile', {
      eid: learner.eid,
      uname: profile.firstName,
      lstname: profile.lastName,
      cno: profile.phone,
      ads: profile.address,
      councode: profile.countryCode,
      dob: profile.dateOfBirth,
      passportno: profile.passportNumber,
      othergovid: profile.otherGovernmentId,
      highdeg: profile.highestDegree,
      workexp: profile.workExperience,
      profilepicname: profile.photoFileName,
      docname: profile.documentFileNames,
    });
    // The read made earlier in this request no longer says what is stored.
    cloud.loader.clear({
      operation: '/getUserProfile',
      body: { eid: learner.eid, email: learner.email },
    });
    return checkAnswer(cloud, '/updateuserprofile', profileAnswer, answer)[0];
  } catch (error) {
    if (error instanceof UpstreamRefusedError && error.status === 404) return 'FILE_NOT_UPLOADED';
    if (error instanceof UpstreamRefusedError && error.status === 400 && error.upstreamCode === 'BAD_IMAGE') return 'BAD_IMAGE';
    throw error;
  }
}

/** "/updateUserTimeZone" (issue 31, section 4): the learner's zone alone, '' for the browser's. A write; answers the profile as saved. */
export async function updateUserTimeZone(cloud: CloudSession, learner: { eid: string; email: string }, timeZone: string): Promise<ProfileRecord> {
  const answer = await cloud.write<unknown>('/updateUserTimeZone', { eid: learner.eid, timezone: timeZone });
  cloud.loader.clear({ operation: '/getUserProfile', body: { eid: learner.eid, email: learner.email } });
  return checkAnswer(cloud, '/updateUserTimeZone', profileAnswer, answer)[0];
}

/** The record's fields as a save: what `profileDocumentDelete` writes back, without one document. */
export function savedProfile(record: ProfileRecord): ProfileSave {
  return {
    firstName: record.UNAME,
    lastName: record.LASTNAME,
    phone: record.CNO,
    address: record.ADS,
    countryCode: record.COUNTRYCODE,
    dateOfBirth: record.DOB,
    passportNumber: record.PASSPORTNO,
    otherGovernmentId: record.OTHGOVID,
    highestDegree: record.HIGHDEG,
    workExperience: record.WORKEXP,
    photoFileName: record.PROFILEPICNAME,
    documentFileNames: [...record.DOCUMENTNAME],
  };
}
