import { feedbackStatusMessage } from '@portal/domain';
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { courseFeedbackForm, courseOffersFeedback, formInstructors, programFeedbackForm, programOffersFeedback, submitCourseFeedback, submitProgramFeedback, unitFeedbackForm } from './service.js';

export const feedbackResolvers: Resolvers = {
  EnrolledProgram: {
    offersFeedback: (enrolment, _args, ctx) => programOffersFeedback(ctx, enrolment.program),
    feedbackForm: (enrolment, _args, ctx) => programFeedbackForm(ctx, enrolment),
  },
  Course: {
    feedbackOffered: (course, _args, ctx) => courseOffersFeedback(ctx, course),
    feedbackForm: (course, { kind }, ctx) => courseFeedbackForm(ctx, course, kind),
    unitFeedbackForm: (course, { objectId }, ctx) => unitFeedbackForm(ctx, course, objectId),
  },
  FeedbackForm: {
    kind: (form) => form.kind,
    status: (form) => form.read.status,
    message: (form) => feedbackStatusMessage(form.read.status),
    questions: (form) => form.read.questions,
    instructors: (form, _args, ctx) => formInstructors(ctx, form),
  },
  Mutation: {
    programFeedbackSubmit: (_root, { input }, ctx) => submitProgramFeedback(ctx, input),
    courseFeedbackSubmit: (_root, { input }, ctx) => submitCourseFeedback(ctx, input),
  },
};
