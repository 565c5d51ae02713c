/**
 * Complaints, from the cloud API's words (spec part 3, 3.7: description,
 * uploadedFile, email, bpid) to the schema's.
 */
import type { ComplaintItem, ProgressProgram } from '@portal/contract';
import { chosenFileName, complaintFileKind } from '@portal/domain';
import type { ListOrder } from '../connection.js';
import { enrolmentBatchId } from '../dashboard/index.js';

/** One complaint, with the verified learner it was read for: its file is signed for that owner only. */
export type ComplaintModel = { id: string; description: string; storedFileName: string | null; programId: string | null; filedAt: string; eid: string };

export function complaintModel(item: ComplaintItem, eid: string): ComplaintModel {
  return {
    id: String(item.id),
    description: item.description,
    storedFileName: item.uploadedFile?.trim() || null,
    programId: item.bpid === null ? null : String(item.bpid),
    filedAt: item.createdAt,
    eid,
  };
}

/**
 * The list as the Complaints screen shows it, newest first (issue 31: the complaint just raised
 * is the one the learner looks for); filed in the same millisecond, the later id first.
 */
export function newestFirst(complaints: ComplaintModel[]): ComplaintModel[] {
  const at = (c: ComplaintModel) => Date.parse(c.filedAt) || 0;
  return [...complaints].sort((a, b) => at(b) - at(a) || Number(b.id) - Number(a.id));
}

/** The order of `complaintsConnection`, the same as newestFirst's: the time filed, then the id (docs/decisions/310). */
export const COMPLAINTS_ORDER: ListOrder<ComplaintModel> = { name: 'complaints', shape: ['number', 'number'], keyOf: (c) => [Date.parse(c.filedAt) || 0, Number(c.id)] };

/** A complaint just filed, as it was sent, when the list could not be read back. */
export function sentComplaint(id: number, sent: { programId: string; description: string; fileName: string | null }, eid: string): ComplaintModel {
  return { id: String(id), description: sent.description, storedFileName: sent.fileName, programId: sent.programId, filedAt: new Date().toISOString(), eid };
}

/** The file's name as chosen and the viewer it opens in. */
export const complaintFile = (storedName: string) => ({ name: chosenFileName(storedName), kind: complaintFileKind(storedName) });

/** The batch ids (as `EnrolledProgram.id`) the learner is enrolled in: the programs a complaint may be about. */
export const enrolledProgramIds = (programs: ProgressProgram[]): Set<string> => new Set(programs.map((p) => String(enrolmentBatchId(p))));
