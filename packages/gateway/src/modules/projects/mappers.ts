/**
 * Project objectives (issue 19): the wire's words in, the schema's out. A
 * project course's objectives are its unit objects; their state comes from
 * the learner's op and the unit's switch (spec part 2, section 4). Models
 * carry the schema's words, so resolvers and the service read no wire name.
 */
import { LEARNING_MESSAGES, projectFileKind, projectMessageStatus, projectObjectiveState, projectSendRefusal, type ProjectMessageStatus, type ProjectObjectiveState } from '@portal/domain';
import type { CourseNugget, CourseObject, ProjectApprovedMessage, ProjectMessage } from '@portal/contract';
import type { CourseModel } from '../learning/index.js';

/** What the cloud calls need to name a project course: bcid, bpid and tid, and the learner. */
export type ProjectCourseRef = { courseId: number; programBatchId: number; topicId: number; eid: string };

export type ProjectObjectiveModel = {
  id: string;
  title: string;
  state: ProjectObjectiveState;
  lockedMessage: string | null;
  course: ProjectCourseRef;
};
export type ProjectUnitModel = { id: string; label: string; title: string; enabled: boolean; objectives: ProjectObjectiveModel[] };
type ProjectReplyModel = { id: string; author: string; text: string; fromInstructor: boolean; postedAt: string | null };
export type ProjectMessageModel = {
  id: string;
  author: string;
  text: string;
  status: ProjectMessageStatus;
  postedAt: string;
  postedDate: string;
  postedTime: string;
  decidedAt: string | null;
  replies: ProjectReplyModel[];
  /** the file's stored name in the file store, and the name the learner chose */
  storedFile: { storedName: string; name: string } | null;
  eid: string;
};
export type ProjectApprovedMessageModel = { objective: ProjectObjectiveModel; message: ProjectMessageModel; approvedAt: string };

/** spec part 2, section 2: coursetype 'Project'. */
export const isProjectCourse = (course: CourseModel): boolean => course.data.coursetype.toLowerCase() === 'project';

export function projectCourseRef(course: CourseModel, eid: string): ProjectCourseRef {
  return { courseId: course.data.btid, programBatchId: course.data.bpid, topicId: course.data.tid, eid };
}

function objectiveModel(course: CourseModel, unit: CourseNugget, object: CourseObject, eid: string): ProjectObjectiveModel {
  const open = course.data.tenabled && unit.nenabled && object.nenabled;
  return {
    id: object.oid,
    title: object.otitle,
    state: projectObjectiveState(object.userOP.op, open),
    lockedMessage: course.data.tenabled ? projectSendRefusal(object.userOP.op, open, LEARNING_MESSAGES.unitDisabled) : LEARNING_MESSAGES.courseDisabled,
    course: projectCourseRef(course, eid),
  };
}

export function projectUnits(course: CourseModel, eid: string): ProjectUnitModel[] {
  if (!isProjectCourse(course)) return [];
  return course.data.nuggets.map((unit) => ({
    id: String(unit.nid),
    label: unit.unit,
    title: unit.ntitle,
    enabled: course.data.tenabled && unit.nenabled,
    objectives: unit.objects.map((object) => objectiveModel(course, unit, object, eid)),
  }));
}

export function findObjective(course: CourseModel, eid: string, objectiveId: string): ProjectObjectiveModel | null {
  if (!isProjectCourse(course)) return null;
  for (const unit of course.data.nuggets) {
    const object = unit.objects.find((o) => o.oid === objectiveId);
    if (object) return objectiveModel(course, unit, object, eid);
  }
  return null;
}

/**
 * The stored name of a project file starts with a prefix bound to its
 * course and objective, then the random number and the learner's name
 * (spec part 3, 7.2's pattern): what the learner sees is that last name.
 */
function fileDisplayName(storedName: string): string {
  return storedName.replace(/^pj-[0-9a-f]{12}-/, '').replace(/^\d{4}-/, '');
}

export const fileKind = (name: string) => projectFileKind(name) ?? 'PDF';

export function messageModel(m: ProjectMessage, eid: string): ProjectMessageModel {
  const storedName = m.fileUrlName ?? m.fileName;
  return {
    id: String(m.id),
    author: m.uname,
    text: m.message,
    status: projectMessageStatus(m.objStatus),
    postedAt: m.postedAt,
    postedDate: m.postedDate,
    postedTime: m.postedTime,
    decidedAt: m.approvedAt,
    replies: m.reply.map((r) => ({ id: String(r.id), author: r.uname, text: r.message, fromInstructor: r.byinstructor, postedAt: r.postedAt })),
    storedFile: storedName ? { storedName, name: fileDisplayName(m.fileName ?? storedName) } : null,
    eid,
  };
}

/** The approved messages whose objective is in the course, as the dialog's rows. */
export function approvedModels(course: CourseModel, eid: string, approved: ProjectApprovedMessage[]): ProjectApprovedMessageModel[] {
  return approved.flatMap((a) => {
    const objective = findObjective(course, eid, a.objid);
    return objective ? [{ objective, message: messageModel(a, eid), approvedAt: a.approvedAt ?? a.postedAt }] : [];
  });
}
