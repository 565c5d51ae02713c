// What the rest of the gateway may use of the profile module: its resolvers (issue 20).
export { profileResolvers } from './resolvers.js';
