import { isLocked, objectAccess, resumeObjectId } from '@portal/domain';
import type { LearningObjectKind, LearningObjectState, Resolvers } from '../../__generated__/resolvers-types.js';
import { storedContentUrl, vimeoEmbedUrl, youtubeEmbedUrl } from './content-urls.js';
import { learnersCourse } from './access.js';
import { completeLearningObject, continueLearning, openLearningObject, startLearnersCourse, upNext } from './service.js';

const ACTIVITIES = new Set<LearningObjectKind>(['QUIZ', 'ASSIGNMENT', 'FEEDBACK']);

// The models (mappers.ts) speak the schema's words: the fields not listed here are read as they are.
export const learningResolvers: Resolvers = {
  Viewer: {
    // The eid is the verified viewer's; the id only picks among the learner's own courses.
    course: (_viewer, { id }, ctx) => learnersCourse(ctx, id),
    // Progress is the dashboard's own read (one loader entry per request); the course's
    // structure is read only for the one course chosen (docs/decisions/177).
    continueLearning: (viewer, _args, ctx) => continueLearning(ctx, viewer.eid),
  },
  ContinueLearning: {
    upNext: ({ program, courseId }, _args, ctx) => upNext(ctx, program.eid, courseId),
  },
  Course: {
    resumeUnitId: ({ view }) => resumeObjectId(view),
    // spec part 2, section 6: the special programs' units show their pictures.
    showsUnitImages: ({ ids }, _args, ctx) => ctx.programs.specialProgramIds.has(ids.catalogProgramId),
  },
  CourseUnit: {
    imageUrl: ({ imageKey }, _args, ctx) => (imageKey ? storedContentUrl(ctx.media, imageKey) : null),
  },
  LearningObject: {
    state: (object): LearningObjectState => (object.progress === 'NOT_STARTED' && isLocked(object.course.view, object.id) ? 'LOCKED' : object.progress),
    unavailableMessage: ({ id, course }) => {
      const check = objectAccess(course.view, id);
      return check.ok ? null : check.message;
    },
    // Content only for what the learner may open, by the one access rule (docs/decisions/173): a refused
    // object's address is simply absent here; `unavailableMessage` says why.
    contentUrl: ({ id, kind, contentKey, course }, _args, ctx) => {
      if (!objectAccess(course.view, id).ok) return null;
      if (ACTIVITIES.has(kind)) return null;
      if (kind === 'YOUTUBE') return youtubeEmbedUrl(contentKey);
      if (kind === 'VIMEO') return vimeoEmbedUrl(contentKey);
      // A SCORM package's files link to each other: its whole folder is signed.
      return storedContentUrl(ctx.media, contentKey, { package: kind === 'SCORM' });
    },
    captions: ({ id, captionFiles, course }, _args, ctx) => {
      if (!objectAccess(course.view, id).ok) return [];
      return captionFiles.flatMap((c) => {
        const src = storedContentUrl(ctx.media, c.file);
        return src ? [{ src, srclang: c.srclang, label: c.label }] : [];
      });
    },
  },
  Mutation: {
    courseStart: (_root, { input }, ctx) => startLearnersCourse(ctx, input.courseId),
    learningObjectOpen: (_root, { input }, ctx) => openLearningObject(ctx, input.courseId, input.objectId),
    learningObjectComplete: (_root, { input }, ctx) => completeLearningObject(ctx, input.courseId, input.objectId, input.secondsSpent),
  },
};
