// What the rest of the gateway may use of the profile module: its resolvers (issue 20).
import type { GatewayModule } from '../module.js';
import { profileResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const profileModule: GatewayModule = { schema: new URL('./profile.graphql', import.meta.url), resolvers: profileResolvers };
