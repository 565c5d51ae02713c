// What the rest of the gateway may use of the complaints module: its resolvers (queries before sign-in, complaints after).
import type { GatewayModule } from '../module.js';
import { complaintsResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const complaintsModule: GatewayModule = { schema: new URL('./complaints.graphql', import.meta.url), resolvers: complaintsResolvers };
