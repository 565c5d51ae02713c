/**
 * What the rest of the gateway may use of the feedback module (issue 19): its
 * resolvers, and where a learner stands with a course's course feedback, for
 * the certificate that comes after it (spec part 2, section 2).
 */
import type { GatewayModule } from '../module.js';
import { feedbackResolvers } from './resolvers.js';
export { courseFeedbackState } from './service.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const feedbackModule: GatewayModule = { schema: new URL('./feedback.graphql', import.meta.url), resolvers: feedbackResolvers };
