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
    announcementsConnection: async ({ program }, args, ctx) => {
      const order = announcementsOrder(enrolmentBatchId(program));
      checkPageArgs(order, args);
      return connectionOf(order, (await announcementsOfEnrolments(ctx, [program]))[0], args);
    },
  },
};
