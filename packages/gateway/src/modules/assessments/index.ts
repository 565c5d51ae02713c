/** What other modules may use of assessments: the file answer's upload (uploadCreate with kind ASSESSMENT_ANSWER). */
import type { GatewayModule } from '../module.js';
import { assessmentResolvers } from './resolvers.js';
export { createAssessmentUpload } from './uploads.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const assessmentsModule: GatewayModule = { schema: new URL('./assessments.graphql', import.meta.url), resolvers: assessmentResolvers };
