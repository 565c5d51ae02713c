/** Announcements offer other modules nothing: their resolvers are the schema's (modules/index.ts). */
import type { GatewayModule } from '../module.js';
import { announcementsResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const announcementsModule: GatewayModule = { schema: new URL('./announcements.graphql', import.meta.url), resolvers: announcementsResolvers };
