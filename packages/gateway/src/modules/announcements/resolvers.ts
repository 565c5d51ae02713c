import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { announcementTypeResolvers } from './mappers.js';
import { announcementsOfEnrolments, viewerAnnouncements } from './service.js';

export const announcementsResolvers: Resolvers = {
  ...announcementTypeResolvers,
  Viewer: {
    announcements: (viewer, _args, ctx) => viewerAnnouncements(ctx, viewer.eid),
  },
  EnrolledProgram: {
    // The program-info Announcements tab: the same service and mapper as the Announcements screen.
    announcements: async ({ program }, _args, ctx) => (await announcementsOfEnrolments(ctx, [program]))[0],
  },
};
