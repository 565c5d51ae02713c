/** The notifications offer other modules nothing: their resolvers are the schema's (modules/index.ts). */
export { notificationsResolvers } from './resolvers.js';
export { notificationModel, unreadCountOf } from './mappers.js';
