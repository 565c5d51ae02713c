/**
 * The subscriptions of the event stream (issue 32; docs/decisions/300). Each watches a topic
 * of the live hub; who watches what is decided here, once, when the subscription starts:
 * the learner's own topics are named by the verified eid (never an argument, invariant 1),
 * and a discussion only by a learner who may open its course (the one access rule). Every
 * event is mapped for its viewer (what is "mine" in a discussion is theirs alone).
 */
import type { DiscussionQuestion, NotificationList, ProgressProgram, ProjectMessage } from '@portal/contract';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { PortalError } from '../../errors.js';
import type { WatchOptions } from '../../live/hub.js';
import { discussionSource, notificationsSource, progressSource, projectSource } from '../../live/topics.js';
import { courseDiscussionModel, discussionCourse } from '../discussion/index.js';
import { accessError, learnersCourse, openCourseContent } from '../learning/index.js';
import { notificationModel, unreadCountOf } from '../notifications/index.js';
import { findObjective, type ProjectObjectiveModel } from '../projects/index.js';

/** Each event is resolved with a fresh upstream session: the stream outlives one request's deadline and loader. */
function eventContext(ctx: Context): Context {
  ctx.nextEvent();
  return ctx;
}

/** The iterator's values, each mapped. */
function mapped<T, U>(source: AsyncIterableIterator<T>, map: (value: T) => U): AsyncIterableIterator<U> {
  return {
    next: async () => {
      const result = await source.next();
      return result.done ? result : { value: map(result.value), done: false };
    },
    return: async () => {
      await source.return?.();
      return { value: undefined, done: true };
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

/** A project objective whose messages came with the event (ProjectObjective.messages reads them, not upstream). */
type LiveProjectObjective = ProjectObjectiveModel & { liveMessages?: ProjectMessage[] };

/** A subscription ends with its stream's lifetime, or when its session is signed out on any replica. */
const watchOptions = async (ctx: Context): Promise<WatchOptions> => ({ endsAt: ctx.streamEndsAt, session: (await ctx.requireViewer()).session });

export const liveResolvers: Resolvers = {
  Subscription: {
    notificationsChanged: {
      subscribe: async (_parent, _args, ctx) => {
        return ctx.live.hub.watch(notificationsSource(ctx.live.topics, await ctx.requireViewer()), await watchOptions(ctx));
      },
      resolve: (list: NotificationList) => ({ unreadCount: unreadCountOf(list), newest: list.notifications.map(notificationModel) }),
    },
    courseDiscussionChanged: {
      subscribe: async (_parent, { courseId }, ctx) => {
        const access = await openCourseContent(ctx, courseId);
        if (!access.ok) throw accessError(access.refusal);
        return ctx.live.hub.watch(discussionSource(ctx.live.topics, courseId, discussionCourse(access)), await watchOptions(ctx));
      },
      resolve: async (questions: DiscussionQuestion[], { courseId }: { courseId: string }, ctx: Context) => courseDiscussionModel(courseId, questions, (await eventContext(ctx).requireViewer()).email),
    },
    projectObjectiveChanged: {
      subscribe: async (_parent, { courseId, objectiveId }, ctx) => {
        const { eid } = await ctx.requireViewer();
        const course = await learnersCourse(ctx, courseId);
        const objective = course ? findObjective(course, eid, objectiveId) : null;
        if (!objective) throw new PortalError('NOT_FOUND', 'There is no such project objective in your courses.');
        const messages = await ctx.live.hub.watch(projectSource(ctx.live.topics, objective.course, objective.id), await watchOptions(ctx));
        return mapped(messages, (list): LiveProjectObjective => ({ ...objective, liveMessages: list }));
      },
      resolve: (objective: LiveProjectObjective, _args: unknown, ctx: Context) => {
        eventContext(ctx);
        return objective;
      },
    },
    progressChanged: {
      subscribe: async (_parent, _args, ctx) => {
        const { eid } = await ctx.requireViewer();
        return ctx.live.hub.watch(progressSource(ctx.live.topics, eid), await watchOptions(ctx));
      },
      resolve: async (programs: ProgressProgram[], _args: unknown, ctx: Context) => {
        const { eid } = await eventContext(ctx).requireViewer();
        return { programs: programs.map((program) => ({ program, eid })) };
      },
    },
  },
};
