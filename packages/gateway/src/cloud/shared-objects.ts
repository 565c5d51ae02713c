import { sharedObject, type SharedObject } from '@portal/contract';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import type { CloudSession } from './session.js';

// Learning objects shared by link (spec part 3, 7.5; docs/decisions/244).

/** The five values of a share link, in the learner's words. */
export type SharedObjectLink = { programId: string; batchId: string; courseId: string; objectId: string; shareCode: string };

/**
 * "/getSharedObject" (val1 to val5, and val6 the organisation → ourl). A read;
 * null when the values name no shared object (404).
 */
export async function getSharedObject(cloud: CloudSession, link: SharedObjectLink): Promise<SharedObject | null> {
  const body = { val1: link.programId, val2: link.batchId, val3: link.courseId, val4: link.objectId, val5: link.shareCode, val6: cloud.oid };
  const answer = await nullWhenRefused(cloud.read<unknown>('/getSharedObject', body));
  return answer === null ? null : checkAnswer(cloud, '/getSharedObject', sharedObject, answer);
}
