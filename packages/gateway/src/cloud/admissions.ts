import {
  applicationList,
  applicationRecord,
  scholarshipCheck,
  signedFileUrl,
  syncProgramResult,
  type ApplicationListItem,
  type ApplicationRecord,
  type ApplicationSection,
  partnerData,
  type PartnerData,
  type SignedFileUrl,
  type SyncProgramResult,
} from '@portal/contract';
import { APPLICATION_ACTION, sectionToWire, type PaperForm, type SectionValues, type WizardSection } from '@portal/domain';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import type { CloudSession } from './session.js';

// The eid passed here always comes from the verified token (docs/architecture.md, invariant 1).

/** The learner's applications (spec part 3, section 7.1 item 4: getApplication). */
export async function getApplications(cloud: CloudSession, eid: string): Promise<ApplicationListItem[]> {
  return checkAnswer(cloud, '/getApplication', applicationList, await cloud.read<unknown>('/getApplication', { eid }));
}

// ---- the application itself (spec part 3, section 7.1 items 1 to 3) --------

/**
 * Whose application a call is about: the signed-in learner (eid and e-mail
 * from the verified token), or a pre-registration applicant (the partner
 * e-mail from the signed pre-registration cookie). Never from an argument.
 */
export type ApplicationOwner = { variant: 'wizard'; eid: string; email: string } | { variant: 'preregistration'; email: string };

/** The signed-in and the pre-registration paths take the same bodies (spec part 3, 7.1 item 3). */
const APPLICATION_PATH = { wizard: '/updateUserApplication', preregistration: '/updatePreUserApplication' } as const;

const ownerBody = (owner: ApplicationOwner) => (owner.variant === 'wizard' ? { eid: owner.eid, emailid: owner.email } : { emailid: owner.email });

/** The file store's owner of an applicant's uploads: the eid, or the partner e-mail. */
const fileOwnerBody = (owner: ApplicationOwner) => (owner.variant === 'wizard' ? { eid: owner.eid } : { email: owner.email });

/**
 * Loads share the path of saves, so they skip the request's DataLoader (the
 * client still retries them: action 1 is a read, see isRead); this
 * per-request memo gives the same de-duplication: many fields of one
 * application cost one load.
 */
const loadsByRequest = new WeakMap<CloudSession, Map<string, Promise<ApplicationRecord>>>();

function loadMemo(cloud: CloudSession): Map<string, Promise<ApplicationRecord>> {
  let memo = loadsByRequest.get(cloud);
  if (!memo) loadsByRequest.set(cloud, (memo = new Map()));
  return memo;
}

const memoKey = (owner: ApplicationOwner, pid: number) => `${owner.variant} ${owner.variant === 'wizard' ? owner.eid : owner.email} ${pid}`;

/** The applicant's application to a program, with every section saved so far (action 1). */
export function loadApplication(cloud: CloudSession, owner: ApplicationOwner, pid: number, bpid: number): Promise<ApplicationRecord> {
  const memo = loadMemo(cloud);
  const key = memoKey(owner, pid);
  let pending = memo.get(key);
  if (!pending) {
    const path = APPLICATION_PATH[owner.variant];
    pending = cloud.write<unknown>(path, { ...ownerBody(owner), pid, bpid, action: APPLICATION_ACTION.LOAD }).then((answer) => checkAnswer(cloud, path, applicationRecord, answer));
    memo.set(key, pending);
    pending.catch(() => memo.delete(key));
  }
  return pending;
}

/**
 * One section to store, under the domain's names: a wizard tab (spec part 3,
 * 3.2) or the paper form (stored as the domain shapes it).
 */
export type SectionChange = { [S in WizardSection]: { section: S; values: Partial<SectionValues[S]> } }[WizardSection] | { section: 'paper'; values: PaperForm };

/**
 * The paper form is stored as the domain shapes it, but for the national id, kept under the
 * spec's wire name nic (spec part 3, 3.1), so forms stored before the rename still read.
 */
function paperFormToWire(form: PaperForm): Record<string, unknown> {
  const { nationalId, ...rest } = form;
  return { ...rest, nic: nationalId };
}

/** The wire's envelope of a section: its name as typeobj, its fields under their wire keys as appobj (spec part 3, 7.1). */
function sectionEnvelope(change: SectionChange): { typeobj: ApplicationSection; appobj: Record<string, unknown> } {
  if (change.section === 'paper') return { typeobj: 'paper', appobj: paperFormToWire(change.values) };
  // Narrowed one tab at a time: sectionToWire's keys depend on the tab.
  return { typeobj: change.section, appobj: sectionToWire(change.section, change.values as Partial<SectionValues[typeof change.section]>) };
}

/** A save or submit in the schema's words; changeApplication puts it under the wire's names (spec part 3, 7.1). */
export type ApplicationChange = {
  programId: number;
  batchId: number;
  /** appid: the program base id, a dash and epoch seconds */
  applicationId: string;
  /** 0 save, 2 submit */
  action: typeof APPLICATION_ACTION.SAVE | typeof APPLICATION_ACTION.SUBMIT;
  /** pstatus: 1 with a save, 2 with a submit (spec part 3, 7.1 item 2) */
  statusCode: 1 | 2;
  /** pname */
  programName: string;
  /** uname: first, middle and last name joined */
  applicantName: string;
  /** evbab: a partner-channel (e-VBAB) application */
  partnerChannel: boolean;
  section?: SectionChange;
};

/** Saves a section or submits (action 0 or 2); answers the application as it now stands. */
export async function changeApplication(cloud: CloudSession, owner: ApplicationOwner, change: ApplicationChange): Promise<ApplicationRecord> {
  const { section } = change;
  const path = APPLICATION_PATH[owner.variant];
  const body = {
    ...ownerBody(owner),
    pid: change.programId,
    bpid: change.batchId,
    action: change.action,
    pstatus: change.statusCode,
    pname: change.programName,
    uname: change.applicantName,
    evbab: change.partnerChannel ? 1 : 0,
    appid: change.applicationId,
    ...(section ? sectionEnvelope(section) : {}),
  };
  const record = checkAnswer(cloud, path, applicationRecord, await cloud.write<unknown>(path, body));
  // Later fields of this request read the saved state, not the one loaded before.
  loadMemo(cloud).set(memoKey(owner, change.programId), Promise.resolve(record));
  return record;
}

/** Enrols the learner in a batch (spec part 3, 7.1 item 6: the sync-program call). */
export async function syncProgramProgress(cloud: CloudSession, eid: string, program: { programId: number; batchId: number; title: string }): Promise<SyncProgramResult> {
  const answer = await cloud.write<unknown>('/syncUserProgramProgress', {
    eid,
    bpid: program.batchId,
    // What the client knows of the program; the cloud API enrols in every course of the batch.
    programProgress: { pd: { pid: program.programId, bpid: program.batchId, ptitle: program.title }, courses: [] },
  });
  return checkAnswer(cloud, '/syncUserProgramProgress', syncProgramResult, answer);
}

/**
 * The scholarship e-mail check (spec part 1, sections 5 and 7: GCP_RESPONSE):
 * the partner portal's data of a registered applicant, or null. Any message
 * but 'Successful', and an answer that cannot be read as a message at all,
 * is "not registered there" (the spec's message); a 'Successful' whose data
 * is not the partner's record is UPSTREAM_INVALID, never a half-read applicant.
 */
export async function partnerRegistration(cloud: CloudSession, email: string): Promise<PartnerData | null> {
  const answer = scholarshipCheck.safeParse(await cloud.read<unknown>('/getGoogleCloudResponse', { emailid: email }));
  if (!answer.success || answer.data.message !== 'Successful') return null;
  return checkAnswer(cloud, '/getGoogleCloudResponse', partnerData, answer.data.data);
}

/**
 * Mails a one-time code to a partner e-mail the check found (docs/decisions/078).
 * A write: never retried, since a second mail would carry a second code.
 */
export async function sendScholarshipCode(cloud: CloudSession, email: string, code: string, validMinutes: number): Promise<void> {
  await cloud.write('/sendScholarshipCode', { emailid: email, code, validMinutes });
}

/**
 * A signed download address for a file the owner uploaded under this stored
 * name and upload type, or null when they never finished uploading one.
 */
export async function storedFileUrl(cloud: CloudSession, owner: ApplicationOwner, type: string, filename: string): Promise<SignedFileUrl | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/getFileURL', { ...fileOwnerBody(owner), type, filename }), [404, 403]);
  return answer === null ? null : checkAnswer(cloud, '/getFileURL', signedFileUrl, answer);
}
