// What the rest of the gateway may use of the reports module (issue 20): its resolvers.
export { reportsResolvers } from './resolvers.js';
