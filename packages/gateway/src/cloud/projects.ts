import { projectApprovedMessages, projectMessages, projectMessageStored, type ProjectApprovedMessage, type ProjectMessage, type ProjectMessageStored } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// Project objectives (spec part 2, section 7; issue 19). The eid passed here
// always comes from the verified token (ARCHITECTURE.md, invariant 1).

/** POST /getUserProjectObjects: the learner's messages on one objective, oldest first. */
export async function getProjectMessages(cloud: CloudSession, eid: string, bcid: number, objectiveId: string): Promise<ProjectMessage[]> {
  return checkAnswer(cloud, '/getUserProjectObjects', projectMessages, await cloud.read<unknown>('/getUserProjectObjects', { eid, bcid, objid: objectiveId })).messages;
}

/** POST /updateUserProjectObjects: a new message (never retried). */
export async function sendProjectMessage(
  cloud: CloudSession,
  m: { eid: string; bcid: number; bpid: number; objectiveId: string; author: string; text: string; fileName: string | null; fileKey: string | null },
): Promise<ProjectMessageStored> {
  const body = { eid: m.eid, bcid: m.bcid, bpid: m.bpid, objid: m.objectiveId, projectObj: { uname: m.author, message: m.text, fileName: m.fileName, fileUrlName: m.fileKey } };
  return checkAnswer(cloud, '/updateUserProjectObjects', projectMessageStored, await cloud.write<unknown>('/updateUserProjectObjects', body));
}

/** POST /updateUserProjectObjects with type 'reply': a reply in the thread of message `messageId` (never retried). */
export async function replyProjectMessage(
  cloud: CloudSession,
  r: { eid: string; bcid: number; bpid: number; objectiveId: string; messageId: number; author: string; text: string },
): Promise<ProjectMessageStored> {
  const body = { eid: r.eid, bcid: r.bcid, bpid: r.bpid, objid: r.objectiveId, type: 'reply' as const, projectObj: { id: r.messageId }, replyobj: { uname: r.author, message: r.text } };
  return checkAnswer(cloud, '/updateUserProjectObjects', projectMessageStored, await cloud.write<unknown>('/updateUserProjectObjects', body));
}

/** POST /getProjectApprovedMessage: the learner's approved messages in the project course. */
export async function getProjectApproved(cloud: CloudSession, eid: string, ids: { bpid: number; tid: number; bcid: number }): Promise<ProjectApprovedMessage[]> {
  const body = { eid, bpid: ids.bpid, tid: ids.tid, btid: ids.bcid };
  return checkAnswer(cloud, '/getProjectApprovedMessage', projectApprovedMessages, await cloud.read<unknown>('/getProjectApprovedMessage', body)).approved;
}
