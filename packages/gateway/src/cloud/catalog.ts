import { batchIdResponse, programDetail, programList, type ProgramDetail, type ProgramList } from '@portal/contract';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import type { CloudSession } from './session.js';

/** The programs of every level (spec part 1, section 7: /getAllProgramList). */
export async function getAllProgramList(cloud: CloudSession): Promise<ProgramList> {
  return checkAnswer(cloud, '/getAllProgramList', programList, await cloud.read<unknown>('/getAllProgramList'));
}

/** The batch currently offered for a program, or null when there is none (spec part 1, section 7: getBatchID). */
export async function getBatchId(cloud: CloudSession, pid: number): Promise<number | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/getBatchID', { pid }));
  return answer === null ? null : checkAnswer(cloud, '/getBatchID', batchIdResponse, answer).bpid;
}

/**
 * A program's detail in one batch, or null when there is no such program
 * (spec part 1, section 7: GET_PROGRAM). Asked without eid: the learner's
 * own state comes from their progress and applications, so this answer is
 * the same for everyone.
 */
async function getProgram(cloud: CloudSession, pid: number, bpid: number): Promise<ProgramDetail | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/getProgram', { pid, bpid }));
  return answer === null ? null : checkAnswer(cloud, '/getProgram', programDetail, answer);
}

/** A program's detail in the batch on offer (getBatchID, then getProgram), or null when there is no such program. */
export async function getProgramOnOffer(cloud: CloudSession, pid: number): Promise<ProgramDetail | null> {
  const bpid = await getBatchId(cloud, pid);
  return bpid === null ? null : getProgram(cloud, pid, bpid);
}
