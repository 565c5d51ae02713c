// What the rest of the gateway may use of the reports module (issue 20): its resolvers.
import type { GatewayModule } from '../module.js';
import { reportsResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const reportsModule: GatewayModule = { schema: new URL('./reports.graphql', import.meta.url), resolvers: reportsResolvers };
