/**
 * Project objectives (spec part 2, sections 2-5 and 7; issue 19): thin
 * resolvers; the course is the learner's own (Course comes from
 * learnersCourse), the eid the verified token's (invariant 1).
 */
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { storedFile, uploadType } from '../../cloud/files.js';
import { getProjectApproved, getProjectMessages } from '../../cloud/projects.js';
import { fileDisplayName, fileKind, findObjective, isProjectCourse, messageStatus, objectiveRefusal, objectiveState, projectUnits, type ProjectApprovedMessageModel } from './mappers.js';
import { replyMessage, sendMessage } from './service.js';

export const projectResolvers: Resolvers = {
  Course: {
    projectUnits: async (course, _args, ctx) => projectUnits(course, (await ctx.requireViewer()).eid),
    projectObjective: async (course, { id }, ctx) => findObjective(course, (await ctx.requireViewer()).eid, id),
    projectApprovedMessages: async (course, _args, ctx) => {
      if (!isProjectCourse(course)) return [];
      const { eid } = await ctx.requireViewer();
      const approved = await getProjectApproved(ctx.cloud, eid, { bpid: course.data.bpid, tid: course.data.tid, bcid: course.data.btid });
      return approved.flatMap((a): ProjectApprovedMessageModel[] => {
        const objective = findObjective(course, eid, a.objid);
        return objective ? [{ approved: a, objective }] : [];
      });
    },
  },
  ProjectUnit: {
    id: ({ nugget }) => String(nugget.nid),
    label: ({ nugget }) => nugget.unit,
    title: ({ nugget }) => nugget.ntitle,
    enabled: ({ nugget, course }) => course.data.tenabled && nugget.nenabled,
    objectives: ({ nugget, course, eid }) => nugget.objects.map((object) => ({ object, unit: nugget, course, eid })),
  },
  ProjectObjective: {
    id: ({ object }) => object.oid,
    title: ({ object }) => object.otitle,
    state: (m) => objectiveState(m),
    lockedMessage: (m) => objectiveRefusal(m),
    messages: async (m, _args, ctx) => {
      // A locked objective shows nothing of its own (spec part 2, section 4: greyed out and locked).
      if (objectiveState(m) === 'LOCKED') return [];
      return (await getProjectMessages(ctx.cloud, m.eid, m.course.data.btid, m.object.oid)).map((message) => ({ message, eid: m.eid }));
    },
  },
  ProjectMessage: {
    id: ({ message }) => String(message.id),
    author: ({ message }) => message.uname,
    text: ({ message }) => message.message,
    file: async ({ message, eid }, _args, ctx) => {
      const stored = message.fileUrlName ?? message.fileName;
      if (!stored) return null;
      const name = fileDisplayName(message.fileName ?? stored);
      const signed = await storedFile(ctx.cloud, { eid }, uploadType('projectFile'), stored);
      return { name, kind: fileKind(name) ?? 'PDF', url: signed?.url ?? null };
    },
    status: ({ message }) => messageStatus(message),
    postedAt: ({ message }) => message.postedAt,
    postedDate: ({ message }) => message.postedDate,
    postedTime: ({ message }) => message.postedTime,
    decidedAt: ({ message }) => message.approvedAt,
    replies: ({ message }) =>
      message.reply.map((r) => ({ id: String(r.id), author: r.uname, text: r.message, fromInstructor: r.byinstructor, postedAt: r.postedAt })),
  },
  ProjectApprovedMessage: {
    objective: ({ objective }) => objective,
    message: ({ approved, objective }) => ({ message: approved, eid: objective.eid }),
    approvedAt: ({ approved }) => approved.approvedAt ?? approved.postedAt,
  },
  Mutation: {
    projectMessageSend: (_parent, { input }, ctx) => sendMessage(ctx, input),
    projectMessageReply: (_parent, { input }, ctx) => replyMessage(ctx, input),
  },
};
