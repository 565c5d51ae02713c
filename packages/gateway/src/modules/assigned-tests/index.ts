// What the rest of the gateway may use of the Semester End Exam module (issue 20): its resolvers.
import type { GatewayModule } from '../module.js';
import { testsResolvers } from './resolvers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const assignedTestsModule: GatewayModule = { schema: new URL('./assigned-tests.graphql', import.meta.url), resolvers: testsResolvers };
