import { courseReferences, courseVideos, podcastAnswer, scormData, scormStored, type CourseReference, type CourseVideo, type PodcastNugget, type ScormData, type ScormStored } from '@portal/contract';
import { checkAnswer } from './answer.js';
import type { CloudSession } from './session.js';

// The eid passed here always comes from the verified token (docs/architecture.md,
// invariant 1); no GraphQL argument reaches these calls as an eid.

/** A course's references (spec part 2, section 7: references, oid, cid, action 'get'). */
export async function getReferences(cloud: CloudSession, courseTid: number): Promise<CourseReference[]> {
  return checkAnswer(cloud, '/getReferences', courseReferences, await cloud.read<unknown>('/getReferences', { cid: courseTid, action: 'get' })).refer;
}

/** A course's recorded sessions (spec part 2, section 7: course video). */
export async function getCourseVideos(cloud: CloudSession, courseTid: number): Promise<CourseVideo[]> {
  return checkAnswer(cloud, '/getCourseVideo', courseVideos, await cloud.read<unknown>('/getCourseVideo', { cid: courseTid, action: 'get' })).video;
}

/**
 * The course's units with podcasts (spec part 2, section 7: POST /getpodcast), by the course's ids in the
 * schema's words: the batch course (Course.id), the course itself (Course.courseId), the batch program
 * (Course.programId) and the catalog's program.
 */
export async function getPodcasts(cloud: CloudSession, ids: { id: number; courseId: number; programId: number; catalogProgramId: number }): Promise<PodcastNugget[]> {
  const body = { pid: ids.catalogProgramId, bpid: ids.programId, courseid: ids.courseId, bcourseid: ids.id };
  return checkAnswer(cloud, '/getpodcast', podcastAnswer, await cloud.read<unknown>('/getpodcast', body)).nuggets;
}

/** The learner's SCORM runtime data of one object, and its package. */
export async function getScormData(cloud: CloudSession, eid: string, bcid: number, objectId: string): Promise<ScormData> {
  return checkAnswer(cloud, '/getScormData', scormData, await cloud.read<unknown>('/getScormData', { eid, bcid, objid: objectId }));
}

/** Stores a commit; the cloud API keeps the newest and marks the object complete (never retried, though harmless twice). */
export async function updateScormData(
  cloud: CloudSession,
  commit: { eid: string; batchCourseId: number; objectId: string; version: '1.2' | '2004'; runtimeData: Record<string, unknown>; sequence: number },
): Promise<ScormStored> {
  const body = { eid: commit.eid, bcid: commit.batchCourseId, objid: commit.objectId, version: commit.version, cmi: commit.runtimeData, sequence: commit.sequence };
  return checkAnswer(cloud, '/updateScormData', scormStored, await cloud.write<unknown>('/updateScormData', body));
}
