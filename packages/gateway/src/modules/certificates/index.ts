// What the rest of the gateway may use of the certificates module: its resolvers and the published key set's route.
import type { GatewayModule } from '../module.js';
import { certificatesResolvers } from './resolvers.js';
export { credentialKeysRouter } from './keys-route.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const certificatesModule: GatewayModule = { schema: new URL('./certificates.graphql', import.meta.url), resolvers: certificatesResolvers };
