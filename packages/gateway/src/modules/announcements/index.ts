/** Announcements offer other modules nothing: their resolvers are the schema's (modules/index.ts). */
export { announcementsResolvers } from './resolvers.js';
