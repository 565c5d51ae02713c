// What the rest of the gateway may use of the auth module: its resolvers (sign-up, sign-in, sign-out, passwords).
import type { GatewayModule } from '../module.js';
import { authResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const authModule: GatewayModule = { schema: new URL('./auth.graphql', import.meta.url), resolvers: authResolvers };
