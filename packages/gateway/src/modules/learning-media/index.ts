/** The learning media (references, recorded sessions, podcasts, the SCORM runtime) offer other modules nothing. */
import type { GatewayModule } from '../module.js';
import { learningMediaResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const learningMediaModule: GatewayModule = { schema: new URL('./learning-media.graphql', import.meta.url), resolvers: learningMediaResolvers };
