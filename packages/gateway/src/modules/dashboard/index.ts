// What other gateway modules may use of the dashboard module.
import type { GatewayModule } from '../module.js';
import { dashboardResolvers } from './resolvers.js';
export { candidateNumberOf, enrolmentBatchId, enrolmentProgramId, inCalendarOrder, toCalendarEvent } from './mappers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const dashboardModule: GatewayModule = { schema: new URL('./dashboard.graphql', import.meta.url), resolvers: dashboardResolvers };
