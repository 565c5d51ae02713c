// What the rest of the gateway may use of the shared-objects module: its resolvers (the /sharingobject viewer).
export { sharedObjectsResolvers } from './resolvers.js';
