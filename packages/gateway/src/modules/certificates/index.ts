// What the rest of the gateway may use of the certificates module: its resolvers and the published key set's route.
export { certificatesResolvers } from './resolvers.js';
export { credentialKeysRouter } from './keys-route.js';
