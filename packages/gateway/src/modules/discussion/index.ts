/** The discussion offers other modules nothing: its resolvers are the schema's (modules/index.ts). */
export { discussionResolvers } from './resolvers.js';
