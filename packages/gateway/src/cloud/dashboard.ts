import type { EventItem, ProgressProgram } from '@portal/cloud-api/contract';
import type { CloudSession } from './session.js';

// The eid passed here always comes from the verified token (ARCHITECTURE.md,
// invariant 1); no GraphQL argument reaches these calls.

/** The learner's programs with progress (spec part 1, section 7: /getUserTotalProgress). */
export async function getUserTotalProgress(cloud: CloudSession, eid: string): Promise<ProgressProgram[]> {
  const answer = await cloud.read<{ bpdata?: ProgressProgram[] | null }>('/getUserTotalProgress', { eid });
  return answer.bpdata ?? [];
}

export type CandidateNumbers = Record<string, { usn?: string | null } | undefined>;

/** The learner's candidate numbers keyed by batch id (spec part 1, section 7: /getusn). */
export async function getCandidateNumbers(cloud: CloudSession, eid: string): Promise<CandidateNumbers> {
  return (await cloud.read<CandidateNumbers | null>('/getusn', { eid })) ?? {};
}

/** Events of the given batches and of the whole university (spec part 1, section 7: /getEvents). */
export async function getEvents(cloud: CloudSession, batchIds: number[]): Promise<EventItem[]> {
  // Sorted so the body (and so the loader key) is the same whatever the order of the programs.
  const batchjson = [...new Set(batchIds)].sort((a, b) => a - b);
  const answer = await cloud.read<{ result?: { events?: EventItem[] | null } | null }>('/getEvents', { rtype: 'get', batchjson });
  return answer.result?.events ?? [];
}
