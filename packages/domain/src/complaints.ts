/**
 * Complaints after sign-in (spec part 3, sections 2.7, 2.8, 3.7, 4.5, 5.9
 * and 7.4; issue 20). The form's rules and messages are the query form's
 * (admissions/query-form.ts: complaintSchema); these are the rules of the
 * Complaints table's "File Uploaded" column.
 */
import { UPLOAD_PREFIX } from './admissions/uploads.js';

/** Shown when the learner has filed no complaint (spec part 3, sections 2.7 and 8). */
export const NO_COMPLAINTS = 'No Complaints';

/**
 * NOT IN THE SPEC (issue 31; docs/decisions/281): a learner who has filed the hour's
 * allowance of complaints is told that those were received and when the next may be filed.
 */
export function tooManyComplaintsMessage(secondsToWait: number): string {
  const minutes = Math.max(1, Math.ceil(secondsToWait / 60));
  return `You have filed several complaints in the last hour, and the university has received them. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} before filing another.`;
}

/** The Success dialog after a complaint is filed (spec part 3, sections 4.5 and 8). */
export const COMPLAINT_SUCCESS = { title: 'Success', message: 'Submitted successfully' } as const;

/**
 * How a complaint's file opens (docs/decisions/227): a PDF in the portal's
 * PDF viewer, an image inline, anything else (a .docx) only as a download,
 * so no document the portal cannot draw safely is handed to the browser to
 * render.
 */
export type ComplaintFileKind = 'PDF' | 'IMAGE' | 'DOCUMENT';

export function complaintFileKind(name: string): ComplaintFileKind {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'PDF';
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'png') return 'IMAGE';
  return 'DOCUMENT';
}

const STORED_PREFIX = new RegExp(`^[0-9]{${String(UPLOAD_PREFIX.min).length}}-`);

/**
 * The name the learner chose, from the stored one (section 7.2: a random
 * 4-digit number, a dash and the name): "4821-receipt.pdf" -> "receipt.pdf".
 * A name without the prefix is shown as it is.
 */
export function chosenFileName(storedName: string): string {
  const name = storedName.trim();
  const chosen = name.replace(STORED_PREFIX, '');
  return chosen === '' ? name : chosen;
}
