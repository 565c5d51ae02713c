/**
 * Project objectives (spec part 2, sections 2-5 and 7; issue 19): thin
 * resolvers; the course is the learner's own (Course comes from
 * learnersCourse), the eid the verified token's (invariant 1).
 */
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { uploadType } from '../../cloud/files.js';
import { ownStoredFileUrl } from '../../media/stored-file-url.js';
import { getProjectApproved, getProjectMessages } from '../../cloud/projects.js';
import { approvedModels, fileKind, findObjective, isProjectCourse, messageModel, projectCourseRef, projectUnits } from './mappers.js';
import { replyMessage, sendMessage } from './service.js';

export const projectResolvers: Resolvers = {
  Course: {
    projectUnits: async (course, _args, ctx) => projectUnits(course, (await ctx.requireViewer()).eid),
    projectObjective: async (course, { id }, ctx) => findObjective(course, (await ctx.requireViewer()).eid, id),
    projectApprovedMessages: async (course, _args, ctx) => {
      if (!isProjectCourse(course)) return [];
      const { eid } = await ctx.requireViewer();
      return approvedModels(course, eid, await getProjectApproved(ctx.cloud, projectCourseRef(course, eid)));
    },
  },
  ProjectObjective: {
    messages: async (objective, _args, ctx) => {
      // A locked objective shows nothing of its own (spec part 2, section 4: greyed out and locked).
      if (objective.state === 'LOCKED') return [];
      // A live event brings the thread with it (modules/live): read once for all its viewers, not again here.
      const live = (objective as { liveMessages?: Awaited<ReturnType<typeof getProjectMessages>> }).liveMessages;
      return (live ?? (await getProjectMessages(ctx.cloud, objective.course, objective.id))).map((m) => messageModel(m, objective.course.eid));
    },
  },
  ProjectMessage: {
    file: async ({ storedFile: file, eid }, _args, ctx) => {
      if (!file) return null;
      // The learner's own file (the owner's key), served on our origin (issue 31).
      return { name: file.name, kind: fileKind(file.name), url: await ownStoredFileUrl(ctx, { eid }, uploadType('projectFile'), file.storedName) };
    },
  },
  Mutation: {
    projectMessageSend: (_parent, { input }, ctx) => sendMessage(ctx, input),
    projectMessageReply: (_parent, { input }, ctx) => replyMessage(ctx, input),
  },
};
