/** What other modules may use of quizzes: whether a unit assignment takes a file now. */
import type { GatewayModule } from '../module.js';
import { quizResolvers } from './resolvers.js';
export { unitAssignmentUploadRefusal } from './service.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const quizzesModule: GatewayModule = { schema: new URL('./quizzes.graphql', import.meta.url), resolvers: quizResolvers };
