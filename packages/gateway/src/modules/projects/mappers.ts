/**
 * Project objectives (issue 19): the wire's words in, the schema's out. A
 * project course's objectives are its unit objects; their state comes from
 * the learner's op and the unit's switch (spec part 2, section 4).
 */
import { LEARNING_MESSAGES, projectFileKind, projectMessageStatus, projectObjectiveState, projectSendRefusal, type ProjectObjectiveState } from '@portal/domain';
import type { CourseNugget, CourseObject, ProjectApprovedMessage, ProjectMessage } from '@portal/contract';
import type { CourseModel } from '../learning/index.js';

export type ProjectUnitModel = { nugget: CourseNugget; course: CourseModel; eid: string };
export type ProjectObjectiveModel = { object: CourseObject; unit: CourseNugget; course: CourseModel; eid: string };
export type ProjectMessageModel = { message: ProjectMessage; eid: string };
export type ProjectApprovedMessageModel = { approved: ProjectApprovedMessage; objective: ProjectObjectiveModel };

/** spec part 2, section 2: coursetype 'Project'. */
export const isProjectCourse = (course: CourseModel): boolean => course.data.coursetype.toLowerCase() === 'project';

/** Whether the unit (and the course, and the object) are switched on: a disabled unit is greyed out and locked. */
const unitOpen = (m: ProjectObjectiveModel): boolean => m.course.data.tenabled && m.unit.nenabled && m.object.nenabled;

export function objectiveState(m: ProjectObjectiveModel): ProjectObjectiveState {
  return projectObjectiveState(m.object.userOP.op, unitOpen(m));
}

/** Why the objective takes no message, in the words shown; null when it takes one. */
export function objectiveRefusal(m: ProjectObjectiveModel): string | null {
  if (!m.course.data.tenabled) return LEARNING_MESSAGES.courseDisabled;
  return projectSendRefusal(m.object.userOP.op, unitOpen(m), LEARNING_MESSAGES.unitDisabled);
}

export function projectUnits(course: CourseModel, eid: string): ProjectUnitModel[] {
  return isProjectCourse(course) ? course.data.nuggets.map((nugget) => ({ nugget, course, eid })) : [];
}

export function findObjective(course: CourseModel, eid: string, objectiveId: string): ProjectObjectiveModel | null {
  if (!isProjectCourse(course)) return null;
  for (const unit of course.data.nuggets) {
    const object = unit.objects.find((o) => o.oid === objectiveId);
    if (object) return { object, unit, course, eid };
  }
  return null;
}

/**
 * The stored name of a project file starts with a prefix bound to its
 * course and objective, then the random number and the learner's name
 * (spec part 3, 7.2's pattern): what the learner sees is that last name.
 */
export function fileDisplayName(storedName: string): string {
  return storedName.replace(/^pj-[0-9a-f]{12}-/, '').replace(/^\d{4}-/, '');
}

export const fileKind = (name: string) => projectFileKind(name);
export const messageStatus = (m: ProjectMessage) => projectMessageStatus(m.objStatus);
