import { projectApprovedMessages, projectMessages, projectMessageStored, type ProjectApprovedMessage, type ProjectMessage, type ProjectMessageStored } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// Project objectives (spec part 2, section 7; issue 19). The eid passed here
// always comes from the verified token (docs/architecture.md, invariant 1).

/** A project course as the calls name it: the batch course, its batch and course, and the learner. */
export type ProjectCourse = { courseId: number; programBatchId: number; topicId: number; eid: string };

/** POST /getUserProjectObjects: the learner's messages on one objective, oldest first. */
export async function getProjectMessages(cloud: CloudSession, course: ProjectCourse, objectiveId: string): Promise<ProjectMessage[]> {
  const body = { eid: course.eid, bcid: course.courseId, objid: objectiveId };
  return checkAnswer(cloud, '/getUserProjectObjects', projectMessages, await cloud.read<unknown>('/getUserProjectObjects', body)).messages;
}

/** POST /updateUserProjectObjects: a new message (never retried). */
export async function sendProjectMessage(cloud: CloudSession, course: ProjectCourse, m: { objectiveId: string; author: string; text: string; fileName: string | null }): Promise<ProjectMessageStored> {
  const body = {
    eid: course.eid,
    bcid: course.courseId,
    bpid: course.programBatchId,
    objid: m.objectiveId,
    projectObj: { uname: m.author, message: m.text, fileName: m.fileName, fileUrlName: m.fileName },
  };
  return checkAnswer(cloud, '/updateUserProjectObjects', projectMessageStored, await cloud.write<unknown>('/updateUserProjectObjects', body));
}

/** POST /updateUserProjectObjects with type 'reply': a reply in the thread of message `messageId` (never retried). */
export async function replyProjectMessage(cloud: CloudSession, course: ProjectCourse, r: { objectiveId: string; messageId: number; author: string; text: string }): Promise<ProjectMessageStored> {
  const body = {
    eid: course.eid,
    bcid: course.courseId,
    bpid: course.programBatchId,
    objid: r.objectiveId,
    type: 'reply' as const,
    projectObj: { id: r.messageId },
    replyobj: { uname: r.author, message: r.text },
  };
  return checkAnswer(cloud, '/updateUserProjectObjects', projectMessageStored, await cloud.write<unknown>('/updateUserProjectObjects', body));
}

/** POST /getProjectApprovedMessage: the learner's approved messages in the project course. */
export async function getProjectApproved(cloud: CloudSession, course: ProjectCourse): Promise<ProjectApprovedMessage[]> {
  const body = { eid: course.eid, bpid: course.programBatchId, tid: course.topicId, btid: course.courseId };
  return checkAnswer(cloud, '/getProjectApprovedMessage', projectApprovedMessages, await cloud.read<unknown>('/getProjectApprovedMessage', body)).approved;
}
