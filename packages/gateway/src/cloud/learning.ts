import { courseData, syncProgressResult, type CourseData, type SyncProgressResult } from '@portal/contract';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import type { CloudSession } from './session.js';

// The eid passed here always comes from the verified token (ARCHITECTURE.md,
// invariant 1); the course id is the learner's argument, and the cloud API
// answers 404 for a course the learner does not follow.

/** The course with its units and the learner's progress (spec part 2, section 7: "get course"), or null when it is not the learner's. */
export async function getCourse(cloud: CloudSession, eid: string, bcid: number): Promise<CourseData | null> {
  const answer = await nullWhenRefused(cloud.read<unknown>('/getCourse', { eid, bcourseid: bcid }));
  return answer === null ? null : checkAnswer(cloud, '/getCourse', courseData, answer);
}

/** The course read again after this request changed it ("the course is then reloaded", spec part 2, section 7). */
export function reloadCourse(cloud: CloudSession, eid: string, bcid: number): Promise<CourseData | null> {
  cloud.loader.clear({ operation: '/getCourse', body: { eid, bcourseid: bcid } });
  return getCourse(cloud, eid, bcid);
}

export type ProgressSync = { tp?: 1 | 2; objects: { objid: string; op: 1 | 2; timespent?: number }[] };

/**
 * "sync user progress" (spec part 2, section 7) with only what changed: the
 * cloud API merges it per object (op and tp only rise), so a repeat or a
 * second tab cannot undo anything. A write: tried once.
 */
export async function syncUserProgress(cloud: CloudSession, eid: string, course: CourseData, change: ProgressSync): Promise<SyncProgressResult> {
  const answer = await cloud.write<unknown>('/syncUserProgress', {
    eid,
    pid: course.pid,
    bpid: course.bpid,
    courseid: course.tid,
    bcourseid: course.btid,
    ptitle: course.ptitle,
    courseProgress: change,
  });
  return checkAnswer(cloud, '/syncUserProgress', syncProgressResult, answer);
}
