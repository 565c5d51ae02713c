import type { ApplicationListItem, ApplicationRecord, ApplicationSection, ScholarshipCheck, SignedFileUrl, SyncProgramResult } from '@portal/cloud-api/contract';
import { APPLICATION_ACTION } from '@portal/domain';
import { UpstreamRefusedError } from '../errors.js';
import type { CloudSession } from './session.js';

// The eid passed here always comes from the verified token (ARCHITECTURE.md, invariant 1).

/** The learner's applications (spec part 3, section 7.1 item 4: getApplication). */
export async function getApplications(cloud: CloudSession, eid: string): Promise<ApplicationListItem[]> {
  return (await cloud.read<ApplicationListItem[] | null>('/getApplication', { eid })) ?? [];
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
export const fileOwnerBody = (owner: ApplicationOwner) => (owner.variant === 'wizard' ? { eid: owner.eid } : { email: owner.email });

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
    pending = cloud.write<ApplicationRecord>(APPLICATION_PATH[owner.variant], { ...ownerBody(owner), pid, bpid, action: APPLICATION_ACTION.LOAD });
    memo.set(key, pending);
    pending.catch(() => memo.delete(key));
  }
  return pending;
}

export type ApplicationChange = {
  pid: number;
  bpid: number;
  appid: string;
  /** 0 save, 2 submit */
  action: typeof APPLICATION_ACTION.SAVE | typeof APPLICATION_ACTION.SUBMIT;
  /** 1 with a save, 2 with a submit (spec part 3, 7.1 item 2) */
  pstatus: 1 | 2;
  pname: string;
  uname: string;
  evbab: 0 | 1;
  section?: { typeobj: ApplicationSection; appobj: Record<string, unknown> };
};

/** Saves a section or submits (action 0 or 2); answers the application as it now stands. */
export async function changeApplication(cloud: CloudSession, owner: ApplicationOwner, change: ApplicationChange): Promise<ApplicationRecord> {
  const { section, ...rest } = change;
  const record = await cloud.write<ApplicationRecord>(APPLICATION_PATH[owner.variant], { ...ownerBody(owner), ...rest, ...(section ?? {}) });
  // Later fields of this request read the saved state, not the one loaded before.
  loadMemo(cloud).set(memoKey(owner, change.pid), Promise.resolve(record));
  return record;
}

/** Enrols the learner in a batch (spec part 3, 7.1 item 6: the sync-program call). */
export function syncProgramProgress(cloud: CloudSession, eid: string, program: { pid: number; bpid: number; title: string }): Promise<SyncProgramResult> {
  return cloud.write<SyncProgramResult>('/syncUserProgramProgress', {
    eid,
    bpid: program.bpid,
    // What the client knows of the program; the cloud API enrols in every course of the batch.
    programProgress: { pd: { pid: program.pid, bpid: program.bpid, ptitle: program.title }, courses: [] },
  });
}

/**
 * The scholarship e-mail check (spec part 1, sections 5 and 7: GCP_RESPONSE).
 * Null when the answer cannot be read as a message: the portal then says what
 * it says for any message but 'Successful'.
 */
export async function checkScholarshipEmail(cloud: CloudSession, email: string): Promise<ScholarshipCheck | null> {
  const answer = await cloud.read<unknown>('/getGoogleCloudResponse', { emailid: email });
  if (!answer || typeof answer !== 'object' || typeof (answer as { message?: unknown }).message !== 'string') return null;
  return answer as ScholarshipCheck;
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
  try {
    return await cloud.read<SignedFileUrl>('/getFileURL', { ...fileOwnerBody(owner), type, filename });
  } catch (error) {
    if (error instanceof UpstreamRefusedError && (error.status === 404 || error.status === 403)) return null;
    throw error;
  }
}
