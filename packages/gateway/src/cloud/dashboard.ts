import { eventsResponse, progressResponse, usnResponse, type EventItem, type ProgressProgram, type UsnResponse } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// The eid passed here always comes from the verified token (docs/architecture.md,
// invariant 1); no GraphQL argument reaches these calls.

/** The learner's programs with progress (spec part 1, section 7: /getUserTotalProgress). */
export async function getUserTotalProgress(cloud: CloudSession, eid: string): Promise<ProgressProgram[]> {
  return checkAnswer(cloud, '/getUserTotalProgress', progressResponse, await cloud.read<unknown>('/getUserTotalProgress', { eid })).bpdata;
}

/**
 * The learner's programs read again, after this request changed them (Start
 * enrols): the read made earlier in the request is dropped from its loader.
 */
export function refreshUserTotalProgress(cloud: CloudSession, eid: string): Promise<ProgressProgram[]> {
  cloud.loader.clear({ operation: '/getUserTotalProgress', body: { eid } });
  return getUserTotalProgress(cloud, eid);
}

export type CandidateNumbers = UsnResponse;

/** The learner's candidate numbers keyed by batch id (spec part 1, section 7: /getusn). */
export async function getCandidateNumbers(cloud: CloudSession, eid: string): Promise<CandidateNumbers> {
  return checkAnswer(cloud, '/getusn', usnResponse, await cloud.read<unknown>('/getusn', { eid }));
}

/** Events of the given batches and of the whole university (spec part 1, section 7: /getEvents). */
export async function getEvents(cloud: CloudSession, batchIds: number[]): Promise<EventItem[]> {
  // Sorted so the body (and so the loader key) is the same whatever the order of the programs.
  const batchjson = [...new Set(batchIds)].sort((a, b) => a - b);
  return checkAnswer(cloud, '/getEvents', eventsResponse, await cloud.read<unknown>('/getEvents', { rtype: 'get', batchjson })).result.events;
}
