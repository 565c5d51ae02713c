import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { checkPageArgs, connectionOf } from '../connection.js';
import { enrolmentBatchId } from '../dashboard/index.js';
import { announcementTypeResolvers, announcementsOrder } from './mappers.js';
import { announcementsOfEnrolments, viewerAnnouncements } from './service.js';

export const announcementsResolvers: Resolvers = {
  ...announcementTypeResolvers,
  Viewer: {
    announcements: (viewer, _args, ctx) => viewerAnnouncements(ctx, viewer.eid),
  },
  EnrolledProgram: {
    // The program-info Announcements tab: the same service and mapper as the Announcements screen.
    announcements: async ({ program }, _args, ctx) => (await announcementsOfEnrolments(ctx, [program]))[0],
    // Out of the one call for all the learner's programs (rtype getall), which the Announcements screen's list
    // of programs makes too: a screen that pages every program's announcements costs one upstream call.
    announcementsConnection: async ({ program, eid }, args, ctx) => {
      const batchId = enrolmentBatchId(program);
      const order = announcementsOrder(batchId);
      checkPageArgs(order, args);
      const mine = (await viewerAnnouncements(ctx, eid)).find(({ enrolment }) => enrolmentBatchId(enrolment.program) === batchId);
      return connectionOf(order, mine?.announcements ?? (await announcementsOfEnrolments(ctx, [program]))[0], args);
    },
  },
};
