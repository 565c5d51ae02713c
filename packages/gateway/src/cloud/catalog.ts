import type { BatchIdResponse, ProgramDetail, ProgramList } from '@portal/cloud-api/contract';
import { UpstreamRefusedError } from '../errors.js';
import type { CloudSession } from './session.js';

/** The programs of every level (spec part 1, section 7: /getAllProgramList). */
export function getAllProgramList(cloud: CloudSession): Promise<ProgramList> {
  return cloud.read<ProgramList>('/getAllProgramList');
}

/** A 404 of the cloud API as null: "no such program" is an answer, not a failure. */
async function orNullWhenMissing<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof UpstreamRefusedError && error.status === 404) return null;
    throw error;
  }
}

/** The batch currently offered for a program, or null when there is none (spec part 1, section 7: getBatchID). */
export async function getBatchId(cloud: CloudSession, pid: number): Promise<number | null> {
  const answer = await orNullWhenMissing(cloud.read<BatchIdResponse>('/getBatchID', { pid }));
  return answer?.bpid ?? null;
}

/**
 * A program's detail in one batch, or null when there is no such program
 * (spec part 1, section 7: GET_PROGRAM). Asked without eid: the learner's
 * own state comes from their progress and applications, so this answer is
 * the same for everyone.
 */
export function getProgram(cloud: CloudSession, pid: number, bpid: number): Promise<ProgramDetail | null> {
  return orNullWhenMissing(cloud.read<ProgramDetail>('/getProgram', { pid, bpid }));
}

/** A program's detail in the batch on offer (getBatchID, then getProgram), or null when there is no such program. */
export async function getProgramOnOffer(cloud: CloudSession, pid: number): Promise<ProgramDetail | null> {
  const bpid = await getBatchId(cloud, pid);
  return bpid === null ? null : getProgram(cloud, pid, bpid);
}
