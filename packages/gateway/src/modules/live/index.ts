/** The live updates (issue 32; docs/decisions/300) offer other modules nothing: their subscriptions are the schema's. */
import type { GatewayModule } from '../module.js';
import { liveResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const liveModule: GatewayModule = { schema: new URL('./live.graphql', import.meta.url), resolvers: liveResolvers };
