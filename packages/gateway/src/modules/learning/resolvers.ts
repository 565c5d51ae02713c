import { isLocked, objectAccess, progressPercent, resumeObjectId } from '@portal/domain';
import type { CourseStatus, LearningObjectKind, LearningObjectState, Resolvers } from '../../__generated__/resolvers-types.js';
import { storedContentUrl, vimeoEmbedUrl, youtubeEmbedUrl } from './content-urls.js';
import { learnersCourse } from './access.js';
import { completeLearningObject, continueLearning, openLearningObject, startLearnersCourse, upNext } from './service.js';

/** tp on the wire: 0 not started, 1 started, 2 complete. */
const COURSE_STATUS: Record<number, CourseStatus> = { 0: 'NOT_STARTED', 1: 'IN_PROGRESS', 2: 'COMPLETED' };
const KINDS = new Set<LearningObjectKind>(['VIDEO', 'AUDIO', 'PDF', 'HTML', 'INTERACTIVITY', 'SCORM', 'QUIZ', 'VIMEO', 'YOUTUBE', 'PODCAST', 'ASSIGNMENT', 'FEEDBACK']);
const ACTIVITIES = new Set<LearningObjectKind>(['QUIZ', 'ASSIGNMENT', 'FEEDBACK']);

/** The wire's otype as the schema's enum; an unknown kind shows as an HTML page (its address is ours and signed). */
function kindOf(otype: string): LearningObjectKind {
  const kind = otype.toUpperCase() as LearningObjectKind;
  return KINDS.has(kind) ? kind : 'HTML';
}

export const learningResolvers: Resolvers = {
  Viewer: {
    // The eid is the verified viewer's; the id only picks among the learner's own courses.
    course: (_viewer, { id }, ctx) => learnersCourse(ctx, id),
    // Progress is the dashboard's own read (one loader entry per request); the course's
    // structure is read only for the one course chosen (docs/decisions/177).
    continueLearning: (viewer, _args, ctx) => continueLearning(ctx, viewer.eid),
  },
  ContinueLearning: {
    program: ({ program }) => program,
    course: ({ course }) => course,
    upNext: ({ program, course }, _args, ctx) => upNext(ctx, program.eid, course.bcid),
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
    courseStart: (_root, { input }, ctx) => startLearnersCourse(ctx, input.courseId),
    learningObjectOpen: (_root, { input }, ctx) => openLearningObject(ctx, input.courseId, input.objectId),
    learningObjectComplete: (_root, { input }, ctx) => completeLearningObject(ctx, input.courseId, input.objectId, input.secondsSpent),
  },
};
