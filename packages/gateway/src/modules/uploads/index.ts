/** What other modules may use of uploads: whose a visitor's file is (complaints checks it on queryPost). */
import type { GatewayModule } from '../module.js';
import { uploadResolvers } from './resolvers.js';
export { visitorOwner } from './visitor-id.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const uploadsModule: GatewayModule = { schema: new URL('./uploads.graphql', import.meta.url), resolvers: uploadResolvers };
