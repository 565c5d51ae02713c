// What the rest of the gateway may use of the shared-objects module: its resolvers (the /sharingobject viewer).
import type { GatewayModule } from '../module.js';
import { sharedObjectsResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const sharedObjectsModule: GatewayModule = { schema: new URL('./shared-objects.graphql', import.meta.url), resolvers: sharedObjectsResolvers };
