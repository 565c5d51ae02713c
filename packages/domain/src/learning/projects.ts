/**
 * Project objectives of a project-type course (spec part 2, sections 2, 3,
 * 4, 5, 8 and 9): the thread's messages and statuses, the file rule, which
 * objective takes a message. One home for the web (said at once) and the
 * gateway (the authority, which says it again).
 */

import { hasHiddenFormatting, TEXT_MESSAGES } from '../validation/text.js';

/** The spec's words (sections 5 and 8). */
export const PROJECT_MESSAGES = {
  empty: 'Please enter Message',
  fileTooLarge: 'File size is greater than 50 MB',
  fileWrongType: 'Please upload files in the format of pdf, jpg, jpeg, png only.',
  locked: 'Please Complete previous object.',
} as const;

/**
 * NOT IN THE SPEC: the older client hid the input of a complete objective
 * (op 2) and of a disabled unit, so it never had to word a refusal; the
 * gateway refuses a send there too, with these words.
 */
export const PROJECT_NON_SPEC_MESSAGES = {
  complete: 'This objective is complete: it takes no more messages.',
  tooLong: 'Message should be less than 5000 characters.',
  /** the file named with a message was never stored (not uploaded, or refused by the file store for its size or content) */
  fileMissing: 'The file has not finished uploading. Please upload it again.',
} as const;

/** Section 9: the project file limit, 50 MB. */
export const PROJECT_FILE_MAX_BYTES = 52_428_800;
/** Section 5: pdf, jpg, jpeg and png, in any case. */
export const PROJECT_FILE_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;
/** NOT IN THE SPEC: a bound on one message, so a thread stays readable and a body small. */
export const PROJECT_MESSAGE_MAX_CHARS = 5000;

/** Section 3: objStatus 1 Inprogress, 2 Approved, 3 Rejected. */
export const PROJECT_MESSAGE_STATUSES = ['IN_PROGRESS', 'APPROVED', 'REJECTED'] as const;
export type ProjectMessageStatus = (typeof PROJECT_MESSAGE_STATUSES)[number];
const STATUS_OF_WIRE: Record<number, ProjectMessageStatus> = { 1: 'IN_PROGRESS', 2: 'APPROVED', 3: 'REJECTED' };
/** The wire's objStatus as the portal's status; an unknown number reads as in progress (nothing decided yet). */
export function projectMessageStatus(objStatus: number | null | undefined): ProjectMessageStatus {
  return STATUS_OF_WIRE[Number(objStatus)] ?? 'IN_PROGRESS';
}
/** The status as the wire writes it (the instructor console's form). */
export function projectMessageStatusCode(status: ProjectMessageStatus): 1 | 2 | 3 {
  return status === 'APPROVED' ? 2 : status === 'REJECTED' ? 3 : 1;
}
/** The spec's labels (section 3), as the approved-messages table shows them. */
export const PROJECT_MESSAGE_STATUS_LABEL: Record<ProjectMessageStatus, string> = { IN_PROGRESS: 'Inprogress', APPROVED: 'Approved', REJECTED: 'Rejected' };

/**
 * Where an objective stands (section 4): op 0 locked, op 1 open to messages,
 * op 2 complete (the input hidden); every objective of a disabled unit is
 * locked (greyed out).
 */
export type ProjectObjectiveState = 'LOCKED' | 'OPEN' | 'COMPLETE';
export function projectObjectiveState(op: number | null | undefined, unitEnabled: boolean): ProjectObjectiveState {
  if (!unitEnabled) return 'LOCKED';
  if (op === 2) return 'COMPLETE';
  if (op === 1) return 'OPEN';
  return 'LOCKED';
}

/** Why this objective takes no message, in the words shown (null when it takes one). */
export function projectSendRefusal(op: number | null | undefined, unitEnabled: boolean, unitDisabledMessage: string): string | null {
  if (!unitEnabled) return unitDisabledMessage;
  const state = projectObjectiveState(op, unitEnabled);
  if (state === 'LOCKED') return PROJECT_MESSAGES.locked;
  if (state === 'COMPLETE') return PROJECT_NON_SPEC_MESSAGES.complete;
  return null;
}

/**
 * A message to send (section 5): "Empty gives 'Please enter Message'". The
 * text is the message: a file rides with it, it does not replace it, so a
 * file with no text is empty too (issue 31; docs/decisions/265). A reply is
 * checked as a message is.
 */
export function checkProjectMessage(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return PROJECT_MESSAGES.empty;
  // The instructor reads it (issue 31, section 5; docs/decisions/270).
  if (hasHiddenFormatting(trimmed)) return TEXT_MESSAGES.hiddenFormatting;
  if (trimmed.length > PROJECT_MESSAGE_MAX_CHARS) return PROJECT_NON_SPEC_MESSAGES.tooLong;
  return null;
}

/** The kind of viewer a stored file opens in, from its name. */
export function projectFileKind(name: string): 'PDF' | 'IMAGE' | null {
  const ext = /\.([A-Za-z0-9]+)$/.exec(name.trim())?.[1]?.toLowerCase();
  if (ext === 'pdf') return 'PDF';
  if (ext === 'jpg' || ext === 'jpeg' || ext === 'png') return 'IMAGE';
  return null;
}
