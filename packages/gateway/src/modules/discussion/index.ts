/** The discussion's resolvers, and its model for the live stream's events (modules/live). */
import type { GatewayModule } from '../module.js';
import { discussionResolvers } from './resolvers.js';
export { courseDiscussionModel, discussionCourse } from './mappers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const discussionModule: GatewayModule = { schema: new URL('./discussion.graphql', import.meta.url), resolvers: discussionResolvers };
