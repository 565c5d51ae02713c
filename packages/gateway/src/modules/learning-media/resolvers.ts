/**
 * Learning media: the References, Recorded session and Podcast tabs, and the
 * SCORM player's runtime data (spec part 2, sections 2, 3, 7 and 9; issue 8).
 * Every file goes out as a one-hour signed URL on our own origin
 * (docs/decisions/115); the course is found among the learner's own, so no
 * argument can reach another learner's data (docs/architecture.md invariant 1).
 */
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { getCourseVideos, getPodcasts, getReferences } from '../../cloud/learning-media.js';
import { listItem, podcastUnit, recordedSession } from './mappers.js';
import { commitScorm, opened, scormRuntime } from './service.js';

export const learningMediaResolvers: Resolvers = {
  Query: {
    courseReferences: async (_parent, { courseId }, ctx) => (await getReferences(ctx.cloud, (await opened(ctx, courseId)).course.ids.courseId)).map((item, i) => listItem(ctx, item, i)),
    courseRecordedSessions: async (_parent, { courseId }, ctx) => (await getCourseVideos(ctx.cloud, (await opened(ctx, courseId)).course.ids.courseId)).map((item, i) => recordedSession(ctx, item, i)),
    coursePodcasts: async (_parent, { courseId }, ctx) => {
      const access = await opened(ctx, courseId);
      return (await getPodcasts(ctx.cloud, access.course.ids)).map((unit) => podcastUnit(ctx, access, unit));
    },
    scormRuntime: (_parent, { courseId, objectId }, ctx) => scormRuntime(ctx, courseId, objectId),
  },
  Mutation: {
    scormCommit: (_parent, { input }, ctx) => commitScorm(ctx, input),
  },
};
