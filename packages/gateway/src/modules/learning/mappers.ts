/**
 * The models behind the Learning types: the cloud API's course answer, read
 * once into the schema's words and the domain's view of progress, so that
 * every field decides with the same rules (spec part 2, section 4). Resolvers
 * and services read these models; only this file reads the wire.
 */
import type { CourseData, CourseNugget, CourseObject, ProgressCourse, ProgressProgram } from '@portal/contract';
import { objectStatus, progressPercent, topicStatus, visibleCourses, type CourseView } from '@portal/domain';
import type { CourseStatus, CourseType, LearningObjectKind } from '../../__generated__/resolvers-types.js';
import type { EnrolledProgramModel } from '../mappers.js';

/** The course's numeric ids, for the cloud calls that name them (Course.id, courseId and programId, and the catalog's program). */
type CourseIds = { id: number; courseId: number; programId: number; catalogProgramId: number };

export type CourseModel = {
  id: string;
  courseId: string;
  title: string;
  programTitle: string;
  programId: string;
  type: CourseType;
  enabled: boolean;
  freeNavigation: boolean;
  progressPercent: number;
  status: CourseStatus;
  units: CourseUnitModel[];
  ids: CourseIds;
  /** The learner's progress in the course as the domain reads it. */
  view: CourseView;
  /** The answer as read: handed back to the cloud API (the sync brings it up to date), read by no module. */
  data: CourseData;
};
export type CourseUnitModel = {
  id: string;
  label: string;
  title: string;
  durationMinutes: number;
  enabled: boolean;
  /** The unit's picture by storage key (signed when shown). */
  imageKey: string | null;
  objects: LearningObjectModel[];
  course: CourseModel;
};
/** What the learner did with an object, as stored. */
type ObjectProgress = 'NOT_STARTED' | 'IN_PROGRESS' | 'COMPLETED';
export type LearningObjectModel = {
  id: string;
  title: string;
  kind: LearningObjectKind;
  progress: ObjectProgress;
  /** The admin's switches: the course, the unit and the object itself (a podcast 'Disabled by admin'). */
  enabled: boolean;
  secondsSpent: number;
  durationMinutes: number | null;
  /** Where the content is: a storage key, a package's launch file, or a YouTube or Vimeo link. */
  contentKey: string;
  /** Caption tracks by storage key. */
  captionFiles: { file: string; srclang: string; label: string }[];
  /** A unit quiz's type as the course names it (the quiz's own type comes first). */
  quizType: CourseObject['qtype'];
  unit: CourseUnitModel;
  course: CourseModel;
};
/** "Continue where you left off": the enrolment and the course (as progress lists them) to go back to. */
export type ContinueLearningModel = { program: EnrolledProgramModel; course: ProgressCourse; courseId: number };
/** A caption track with its signed address (the wire names the file by storage key). */
export type CaptionsModel = { src: string; srclang: string; label: string };

/** tp on the wire: 0 not started, 1 started, 2 complete. */
const COURSE_STATUS: Record<number, CourseStatus> = { 0: 'NOT_STARTED', 1: 'IN_PROGRESS', 2: 'COMPLETED' };
/** op on the wire: 0 not started, 1 started, 2 complete. */
const OBJECT_PROGRESS: Record<number, ObjectProgress> = { 1: 'IN_PROGRESS', 2: 'COMPLETED' };
const KINDS = new Set<LearningObjectKind>(['VIDEO', 'AUDIO', 'PDF', 'HTML', 'INTERACTIVITY', 'SCORM', 'QUIZ', 'VIMEO', 'YOUTUBE', 'PODCAST', 'ASSIGNMENT', 'FEEDBACK']);

/** The wire's otype as the schema's enum; an unknown kind shows as an HTML page (its address is ours and signed). */
function kindOf(otype: string): LearningObjectKind {
  const kind = otype.toUpperCase() as LearningObjectKind;
  return KINDS.has(kind) ? kind : 'HTML';
}

/** The learner's progress in the course as the domain reads it. */
function courseView(data: CourseData): CourseView {
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

function objectModel(object: CourseObject, unit: CourseUnitModel, nugget: CourseNugget, course: CourseModel): LearningObjectModel {
  return {
    id: object.oid,
    title: object.otitle,
    kind: kindOf(object.otype),
    progress: OBJECT_PROGRESS[object.userOP.op] ?? 'NOT_STARTED',
    enabled: course.enabled && nugget.nenabled && object.nenabled,
    secondsSpent: Math.max(0, Math.round(object.userOP.timespent)),
    durationMinutes: object.oduration === null ? null : Math.round(object.oduration),
    contentKey: object.ourl,
    captionFiles: object.captions.map((c) => ({ file: c.key, srclang: c.srclang, label: c.label })),
    quizType: object.qtype,
    unit,
    course,
  };
}

function unitModel(nugget: CourseNugget, course: CourseModel): CourseUnitModel {
  const unit: CourseUnitModel = {
    id: String(nugget.nid),
    label: nugget.unit,
    title: nugget.ntitle,
    durationMinutes: Math.round(nugget.nduration),
    enabled: nugget.nenabled,
    imageKey: nugget.nimage || null,
    objects: [],
    course,
  };
  unit.objects = nugget.objects.map((object) => objectModel(object, unit, nugget, course));
  return unit;
}

/** The course answer read once into the schema's words. */
export function courseModel(data: CourseData): CourseModel {
  const view = courseView(data);
  const course: CourseModel = {
    id: String(data.btid),
    courseId: String(data.tid),
    title: data.ttitle,
    programTitle: data.ptitle,
    programId: String(data.bpid),
    // spec part 2, section 2: coursetype 'Project' shows only Course structure and Recorded session.
    type: data.coursetype.toLowerCase() === 'project' ? 'PROJECT' : 'NORMAL',
    enabled: data.tenabled,
    freeNavigation: data.freenavigation,
    progressPercent: progressPercent(data.userProgressData[String(data.btid)]?.per),
    status: COURSE_STATUS[view.topicStatus] ?? 'NOT_STARTED',
    units: [],
    ids: { id: data.btid, courseId: data.tid, programId: data.bpid, catalogProgramId: data.pid },
    view,
    data,
  };
  course.units = data.nuggets.map((nugget) => unitModel(nugget, course));
  return course;
}

/** The object of the course with that id, with its unit, or null when there is none. */
export function findObject(course: CourseModel, objectId: string): LearningObjectModel | null {
  for (const unit of course.units) for (const object of unit.objects) if (object.id === objectId) return object;
  return null;
}

/**
 * The course when the learner follows it among their programs: enrolled in its
 * batch, and not an elective they did not select (spec part 1, section 3:
 * "Elective courses that are not selected are removed from display").
 */
export function followedCourse(programs: ProgressProgram[], data: CourseData, bcid: number): CourseModel | null {
  const enrolled = programs.some((p) => p.bpid === data.bpid && p.tcourses.some((c) => c.bcid === bcid && (!c.telective || c.selected)));
  return enrolled ? courseModel(data) : null;
}

/** The learner's enrolment the course belongs to, among their programs; null when it is not there. */
export const enrolmentOf = (programs: ProgressProgram[], course: CourseModel): ProgressProgram | null => programs.find((p) => p.bpid === course.ids.programId) ?? null;

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

/** The course chosen to continue, as the ContinueLearning type's model. */
export const continueLearningModel = (chosen: { program: ProgressProgram; course: ProgressCourse }, eid: string): ContinueLearningModel => ({
  program: { program: chosen.program, eid },
  course: chosen.course,
  courseId: chosen.course.bcid,
});

/** The learner's enrolments with one of them replaced by its state after a step (the live progress event, docs/decisions/300). */
export function withEnrolment(programs: ProgressProgram[], after: ProgressProgram): ProgressProgram[] {
  return programs.map((program) => (program.bpid === after.bpid ? after : program));
}
