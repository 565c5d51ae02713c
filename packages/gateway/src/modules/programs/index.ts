// The programs-and-calendar area: program courses, program info, exam scheduling, the calendar feed.
import type { GatewayModule } from '../module.js';
import { programsResolvers } from './resolvers.js';
export { calendarFeedRouter } from './calendar-feed.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const programsModule: GatewayModule = { schema: new URL('./programs.graphql', import.meta.url), resolvers: programsResolvers };
