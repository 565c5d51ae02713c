import { courseData, syncProgressResult, type CourseData, type ProgressProgram, type SyncProgressResult } from '@portal/contract';
import type { ProgressChange } from '@portal/domain';
import { checkAnswer } from './answer.js';
import { nullWhenRefused } from './client.js';
import type { CloudSession } from './session.js';

// The eid passed here always comes from the verified token (docs/architecture.md,
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

/** The course and the learner's enrolment as the cloud API stored them after a sync: what reading them again would answer. */
export type SyncedProgress = { course: CourseData; program: ProgressProgram | null };

/**
 * "sync user progress" (spec part 2, section 7) with only what changed: the
 * cloud API merges it per object (op and tp only rise), so a repeat or a
 * second tab cannot undo anything, and completes the topic as well when the
 * merge leaves every object complete (two tabs, docs/decisions/107). A
 * write: tried once. Its answer is the course's progress as merged, every
 * tab's included, so "the course is then reloaded" (the spec's words) costs
 * no second read (docs/decisions/185): the course and the enrolment read
 * before the change are brought up to what is stored.
 */
export async function syncUserProgress(
  cloud: CloudSession,
  eid: string,
  read: { course: CourseData; program: ProgressProgram | null },
  change: ProgressChange,
  secondsSpent: (objectId: string) => number | undefined = () => undefined,
): Promise<SyncedProgress> {
  const { course } = read;
  const answer = await cloud.write<unknown>('/syncUserProgress', {
    eid,
    pid: course.pid,
    bpid: course.bpid,
    courseid: course.tid,
    bcourseid: course.btid,
    ptitle: course.ptitle,
    courseProgress: {
      ...(change.topicStatus ? { tp: change.topicStatus } : {}),
      objects: change.objects.map((o) => ({ objid: o.id, op: o.status, timespent: o.status === 2 ? secondsSpent(o.id) : undefined })),
      completeWhenAllDone: true,
    },
  });
  const synced = checkAnswer(cloud, '/syncUserProgress', syncProgressResult, answer);
  return { course: courseAfter(course, synced), program: read.program && programAfter(read.program, synced) };
}

function courseAfter(course: CourseData, synced: SyncProgressResult): CourseData {
  const stored = new Map(synced.objects.map((o) => [o.objid, o]));
  const key = String(course.btid);
  return {
    ...course,
    nuggets: course.nuggets.map((n) => ({
      ...n,
      objects: n.objects.map((o) => {
        const now = stored.get(o.oid);
        return { ...o, userOP: { ...o.userOP, op: now?.op ?? 0, timespent: now?.timespent ?? 0 } };
      }),
    })),
    userProgressData: { ...course.userProgressData, [key]: { ...course.userProgressData[key], tp: synced.tp, per: synced.per } },
  };
}

function programAfter(program: ProgressProgram, synced: SyncProgressResult): ProgressProgram {
  return {
    ...program,
    per: synced.programPer,
    tcourses: program.tcourses.map((c) => (c.bcid === synced.bcid ? { ...c, per: synced.per, tp: synced.tp, lastact: synced.lastact } : c)),
  };
}
