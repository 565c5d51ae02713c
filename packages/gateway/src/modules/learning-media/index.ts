/** Learning media offers other modules nothing: its resolvers are the schema's (modules/index.ts). */
export { learningMediaResolvers } from './resolvers.js';
