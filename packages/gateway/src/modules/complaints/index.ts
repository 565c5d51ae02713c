// What the rest of the gateway may use of the complaints module: its resolvers (queries before sign-in, complaints after).
export { complaintsResolvers } from './resolvers.js';
