/**
 * The course discussion (spec part 2, sections 2, 3, 4, 5 and 6; issue 19): the Discussion tab's
 * query and its four changes. The service decides; these only hand over.
 */
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { connectionOf } from '../connection.js';
import { discussionOrder } from './mappers.js';
import { courseDiscussion, deleteAnswer, deleteQuestion, postAnswer, postQuestion } from './service.js';

export const discussionResolvers: Resolvers = {
  Query: {
    courseDiscussion: (_parent, { courseId }, ctx) => courseDiscussion(ctx, courseId),
  },
  CourseDiscussion: {
    // The page is cut from the one read of the discussion (the cloud API answers it whole).
    questionsConnection: (discussion, args) => connectionOf(discussionOrder(discussion.id), discussion.questions, args),
  },
  Mutation: {
    discussionPostQuestion: (_parent, { input }, ctx) => postQuestion(ctx, input),
    discussionPostAnswer: (_parent, { input }, ctx) => postAnswer(ctx, input),
    discussionDeleteQuestion: (_parent, { input }, ctx) => deleteQuestion(ctx, input),
    discussionDeleteAnswer: (_parent, { input }, ctx) => deleteAnswer(ctx, input),
  },
};
