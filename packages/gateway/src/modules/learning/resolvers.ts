import {
  completeObject,
  courseObjects,
  courseToContinue,
  isLocked,
  objectAccess,
  openObject,
  progressPercent,
  resumeObjectId,
  startCourse,
  visibleCourses,
  type CourseView,
  type ProgressChange,
  type Refused,
} from '@portal/domain';
import type { CourseData } from '@portal/contract';
import type { CourseStatus, LearningObjectKind, LearningObjectState, Resolvers, UserError } from '../../__generated__/resolvers-types.js';
import { getUserTotalProgress, refreshUserTotalProgress } from '../../cloud/dashboard.js';
import { getCourse, reloadCourse, syncUserProgress, type ProgressSync } from '../../cloud/learning.js';
import type { Context } from '../../context.js';
import { quizCompletionRefusal } from '../quizzes/index.js';
import { storedContentUrl, vimeoEmbedUrl, youtubeEmbedUrl } from './content-urls.js';
import type { EnrolledProgramModel } from '../mappers.js';
import { courseModel, type ContinueLearningModel, type CourseModel } from './mappers.js';
import { accessUserError, courseIdOf, learnersCourse } from './access.js';

type StepPayload = { course: CourseModel | null; program: EnrolledProgramModel | null; userErrors: UserError[] };

/** tp on the wire: 0 not started, 1 started, 2 complete. */
const COURSE_STATUS: Record<number, CourseStatus> = { 0: 'NOT_STARTED', 1: 'IN_PROGRESS', 2: 'COMPLETED' };
const KINDS = new Set<LearningObjectKind>(['VIDEO', 'AUDIO', 'PDF', 'HTML', 'INTERACTIVITY', 'SCORM', 'QUIZ', 'VIMEO', 'YOUTUBE', 'PODCAST', 'ASSIGNMENT', 'FEEDBACK']);
const ACTIVITIES = new Set<LearningObjectKind>(['QUIZ', 'ASSIGNMENT', 'FEEDBACK']);

/** The wire's otype as the schema's enum; an unknown kind shows as an HTML page (its address is ours and signed). */
function kindOf(otype: string): LearningObjectKind {
  const kind = otype.toUpperCase() as LearningObjectKind;
  return KINDS.has(kind) ? kind : 'HTML';
}

const notFound = (): StepPayload => ({ course: null, program: null, userErrors: [{ field: 'courseId', code: 'NOT_FOUND', message: 'No such course.' }] });

/**
 * One learning step, decided here (the gateway is the authority on progress,
 * docs/decisions/107): read the course afresh, check the rules of spec part
 * 2, section 4, sync only what changes ("sync user progress"), then reload the
 * course and the learner's programs so the screen and the dashboard follow.
 */
async function progressStep(
  ctx: Context,
  courseId: string,
  field: string,
  decide: (view: CourseView) => { ok: true; change: ProgressChange } | Refused,
  timeSpent: (objectId: string) => number | undefined = () => undefined,
): Promise<StepPayload> {
  const viewer = await ctx.requireViewer();
  const bcid = courseIdOf(courseId);
  // Enrolment is the access rule's first fact (docs/decisions/173); the steps decide with the rest of it.
  const model = await learnersCourse(ctx, courseId, { fresh: true });
  if (!model || bcid === null) return notFound();
  const { data } = model;
  const decision = decide(model.view);
  if (!decision.ok) return { course: model, program: null, userErrors: [accessUserError(decision, field)] };

  const { change } = decision;
  if (change.objects.length === 0 && change.topicStatus === null) return { course: model, program: null, userErrors: [] };
  await sync(ctx, viewer.eid, data, change, timeSpent);
  let fresh = await reloadCourse(ctx.cloud, viewer.eid, bcid);
  // Two tabs: each decided on its own view, and together they may have
  // completed every object with neither seeing it. The reloaded course is
  // the whole truth: if every object is complete, so is the topic.
  if (fresh) {
    const view = courseModel(fresh).view;
    if (view.topicStatus < 2 && courseObjects(view).length > 0 && courseObjects(view).every((o) => o.status === 2)) {
      await syncUserProgress(ctx.cloud, viewer.eid, fresh, { tp: 2, objects: [] });
      fresh = await reloadCourse(ctx.cloud, viewer.eid, bcid);
    }
  }
  return { course: fresh ? courseModel(fresh) : null, program: await enrolment(ctx, viewer.eid, data.bpid), userErrors: [] };
}

function sync(ctx: Context, eid: string, data: CourseData, change: ProgressChange, timeSpent: (objectId: string) => number | undefined) {
  const body: ProgressSync = {
    objects: change.objects.map((o) => ({ objid: o.id, op: o.status as 1 | 2, timespent: o.status === 2 ? timeSpent(o.id) : undefined })),
  };
  if (change.topicStatus) body.tp = change.topicStatus as 1 | 2;
  return syncUserProgress(ctx.cloud, eid, data, body);
}

/** The enrolment with its courses' new percentages; null when progress cannot be read (the step itself is done). */
async function enrolment(ctx: Context, eid: string, bpid: number): Promise<EnrolledProgramModel | null> {
  try {
    const programs = await refreshUserTotalProgress(ctx.cloud, eid);
    const program = programs.find((p) => p.bpid === bpid);
    return program ? { program, eid } : null;
  } catch (error) {
    ctx.log.warn({ err: error }, 'programs not reloaded after a learning step');
    return null;
  }
}

/**
 * Completes one object by the course's rules (spec part 2, section 4): refused
 * when locked or disabled, the topic completed with the last object, synced
 * upstream, the course and the learner's programs reloaded. Mark Complete
 * and a SCORM package that says it is done both come here; a repeat changes
 * nothing.
 */
export async function completeLearningObject(ctx: Context, courseId: string, objectId: string, secondsSpent: number): Promise<StepPayload> {
  const seconds = Math.min(86_400, Math.max(0, Math.floor(secondsSpent)));
  // A unit quiz completes only once passed or submitted (docs/decisions/136): the gateway grades, so it decides.
  const viewer = await ctx.requireViewer();
  const model = await learnersCourse(ctx, courseId);
  if (model) {
    const quizRefusal = objectAccess(model.view, objectId).ok ? await quizCompletionRefusal(ctx, model, objectId, viewer.eid) : null;
    if (quizRefusal) return { course: model, program: null, userErrors: [{ field: 'objectId', code: 'QUIZ_NOT_PASSED', message: quizRefusal }] };
  }
  return progressStep(
    ctx,
    courseId,
    'objectId',
    (view) => completeObject(view, objectId),
    (id) => (id === objectId ? seconds : undefined),
  );
}

export const learningResolvers: Resolvers = {
  Viewer: {
    // The eid is the verified viewer's; the id only picks among the learner's own courses.
    course: (_viewer, { id }, ctx) => learnersCourse(ctx, id),
    // Progress is the dashboard's own read (one loader entry per request); the course's
    // structure is read only for the one course chosen (docs/decisions/177).
    continueLearning: async (viewer, _args, ctx): Promise<ContinueLearningModel | null> => {
      const programs = await getUserTotalProgress(ctx.cloud, viewer.eid);
      const candidates = programs.flatMap((program) =>
        visibleCourses((program.tcourses ?? []).map((course) => ({ course, elective: course.telective, selected: course.selected }))).map(({ course }) => ({
          program,
          course,
          progressPercent: progressPercent(course.per),
          lastActivityAt: course.lastact,
        })),
      );
      const chosen = courseToContinue(candidates);
      return chosen ? { program: { program: chosen.program, eid: viewer.eid }, course: chosen.course } : null;
    },
  },
  ContinueLearning: {
    program: ({ program }) => program,
    course: ({ course }) => course,
    upNext: async ({ program, course }, _args, ctx) => {
      const data = await getCourse(ctx.cloud, program.eid, course.bcid);
      if (!data) return null;
      const model = courseModel(data);
      const id = resumeObjectId(model.view);
      for (const unit of data.nuggets) {
        const object = unit.objects.find((o) => o.oid === id);
        if (object) return { object, unit, course: model };
      }
      return null;
    },
  },
  Course: {
    id: ({ data }) => String(data.btid),
    courseId: ({ data }) => String(data.tid),
    title: ({ data }) => data.ttitle,
    programTitle: ({ data }) => data.ptitle,
    programId: ({ data }) => String(data.bpid),
    // spec part 2, section 2: coursetype 'Project' shows only Course structure and Recorded session.
    type: ({ data }) => (data.coursetype.toLowerCase() === 'project' ? 'PROJECT' : 'NORMAL'),
    enabled: ({ data }) => data.tenabled,
    freeNavigation: ({ data }) => data.freenavigation,
    progressPercent: ({ data }) => progressPercent(data.userProgressData[String(data.btid)]?.per),
    status: ({ view }) => COURSE_STATUS[view.topicStatus] ?? 'NOT_STARTED',
    resumeUnitId: ({ view }) => resumeObjectId(view),
    // spec part 2, section 6: the special programs' units show their pictures.
    showsUnitImages: ({ data }, _args, ctx) => ctx.programs.specialProgramIds.has(data.pid),
    units: (course) => course.data.nuggets.map((nugget) => ({ nugget, course })),
  },
  CourseUnit: {
    id: ({ nugget }) => String(nugget.nid),
    label: ({ nugget }) => nugget.unit,
    title: ({ nugget }) => nugget.ntitle,
    durationMinutes: ({ nugget }) => Math.round(nugget.nduration),
    enabled: ({ nugget }) => nugget.nenabled,
    imageUrl: ({ nugget }, _args, ctx) => (nugget.nimage ? storedContentUrl(ctx.media, nugget.nimage) : null),
    objects: ({ nugget, course }) => nugget.objects.map((object) => ({ object, unit: nugget, course })),
  },
  LearningObject: {
    id: ({ object }) => object.oid,
    title: ({ object }) => object.otitle,
    kind: ({ object }) => kindOf(object.otype),
    state: ({ object, course }): LearningObjectState => {
      if (object.userOP.op === 2) return 'COMPLETED';
      if (object.userOP.op === 1) return 'IN_PROGRESS';
      return isLocked(course.view, object.oid) ? 'LOCKED' : 'NOT_STARTED';
    },
    // The admin's switches: the course, the unit and the object itself (a podcast 'Disabled by admin').
    enabled: ({ object, unit, course }) => course.data.tenabled && unit.nenabled && object.nenabled,
    unavailableMessage: ({ object, course }) => {
      const check = objectAccess(course.view, object.oid);
      return check.ok ? null : check.message;
    },
    secondsSpent: ({ object }) => Math.max(0, Math.round(object.userOP.timespent)),
    durationMinutes: ({ object }) => (object.oduration === null ? null : Math.round(object.oduration)),
    // Content only for what the learner may open, by the one access rule (docs/decisions/173): a refused
    // object's address is simply absent here; `unavailableMessage` says why.
    contentUrl: ({ object, course }, _args, ctx) => {
      if (!objectAccess(course.view, object.oid).ok) return null;
      const kind = kindOf(object.otype);
      if (ACTIVITIES.has(kind)) return null;
      if (kind === 'YOUTUBE') return youtubeEmbedUrl(object.ourl);
      if (kind === 'VIMEO') return vimeoEmbedUrl(object.ourl);
      // A SCORM package's files link to each other: its whole folder is signed.
      return storedContentUrl(ctx.media, object.ourl, { package: kind === 'SCORM' });
    },
    captions: ({ object, course }, _args, ctx) => {
      if (!objectAccess(course.view, object.oid).ok) return [];
      return object.captions.flatMap((c) => {
        const src = storedContentUrl(ctx.media, c.key);
        return src ? [{ src, srclang: c.srclang, label: c.label }] : [];
      });
    },
    unit: ({ unit, course }) => ({ nugget: unit, course }),
  },
  Mutation: {
    courseStart: (_root, { input }, ctx) => progressStep(ctx, input.courseId, 'courseId', (view) => startCourse(view)),
    learningObjectOpen: (_root, { input }, ctx) => progressStep(ctx, input.courseId, 'objectId', (view) => openObject(view, input.objectId)),
    learningObjectComplete: (_root, { input }, ctx) => completeLearningObject(ctx, input.courseId, input.objectId, input.secondsSpent),
  },
};
