/**
 * The models behind the Learning types: the cloud API's course answer, read
 * once into the domain's view of progress so that every field decides with
 * the same rules (spec part 2, section 4).
 */
import type { CourseData, CourseNugget, CourseObject, ProgressCourse, ProgressProgram } from '@portal/contract';
import { objectStatus, progressPercent, topicStatus, visibleCourses, type CourseView } from '@portal/domain';
import type { EnrolledProgramModel } from '../mappers.js';

export type CourseModel = { data: CourseData; view: CourseView };
export type CourseUnitModel = { nugget: CourseNugget; course: CourseModel };
export type LearningObjectModel = { object: CourseObject; unit: CourseNugget; course: CourseModel };
/** "Continue where you left off": the enrolment and the course (as progress lists them) to go back to. */
export type ContinueLearningModel = { program: EnrolledProgramModel; course: ProgressCourse };
/** A caption track with its signed address (the wire names the file by storage key). */
export type CaptionsModel = { src: string; srclang: string; label: string };

/** The learner's progress in the course as the domain reads it. */
export function courseView(data: CourseData): CourseView {
  return {
    enabled: data.tenabled,
    freeNavigation: data.freenavigation,
    topicStatus: topicStatus(data.userProgressData[String(data.btid)]?.tp),
    units: data.nuggets.map((n) => ({
      id: String(n.nid),
      enabled: n.nenabled,
      // An admin may disable one object, a podcast above all (spec part 2, section 6): the access rule reads it.
      objects: n.objects.map((o) => ({ id: o.oid, status: objectStatus(o.userOP.op), enabled: o.nenabled, podcast: o.otype.toLowerCase() === 'podcast' })),
    })),
  };
}

export function courseModel(data: CourseData): CourseModel {
  return { data, view: courseView(data) };
}

/** The object of the course with that id, or null. */
export function findObject(course: CourseModel, objectId: string): CourseObject | null {
  for (const nugget of course.data.nuggets) for (const object of nugget.objects) if (object.oid === objectId) return object;
  return null;
}

/** The object of the course with that id, with its unit, as the LearningObject type's model; null when there is none. */
export function objectModel(course: CourseModel, objectId: string): LearningObjectModel | null {
  for (const unit of course.data.nuggets) {
    const object = unit.objects.find((o) => o.oid === objectId);
    if (object) return { object, unit, course };
  }
  return null;
}

/** The learner's enrolment the course belongs to, among their programs; null when it is not there. */
export const enrolmentOf = (programs: ProgressProgram[], course: CourseModel): ProgressProgram | null => programs.find((p) => p.bpid === course.data.bpid) ?? null;

/** The courses the learner follows, as "Continue where you left off" chooses among them (docs/decisions/177). */
export function continueCandidates(programs: ProgressProgram[]): { program: ProgressProgram; course: ProgressCourse; progressPercent: number; lastActivityAt: number | null }[] {
  return programs.flatMap((program) =>
    visibleCourses((program.tcourses ?? []).map((course) => ({ course, elective: course.telective, selected: course.selected }))).map(({ course }) => ({
      program,
      course,
      progressPercent: progressPercent(course.per),
      lastActivityAt: course.lastact,
    })),
  );
}
