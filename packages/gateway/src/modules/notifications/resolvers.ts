/** Notifications (issue 20): the list, the bell's count and mark-read. The service decides; these only hand over. */
import type { Resolvers } from '../../__generated__/resolvers-types.js';
import { markRead, myNotifications, myNotificationsPage, myUnreadCount } from './service.js';

export const notificationsResolvers: Resolvers = {
  Query: {
    notifications: (_parent, _args, ctx) => myNotifications(ctx),
    notificationsConnection: (_parent, args, ctx) => myNotificationsPage(ctx, args),
    notificationsUnreadCount: (_parent, _args, ctx) => myUnreadCount(ctx),
  },
  Mutation: {
    notificationsMarkRead: (_parent, { input }, ctx) => markRead(ctx, input),
  },
};
