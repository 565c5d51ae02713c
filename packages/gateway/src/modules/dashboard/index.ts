// What other gateway modules may use of the dashboard module.
export { dashboardResolvers } from './resolvers.js';
export { candidateNumberOf, enrolmentBatchId, enrolmentProgramId, inCalendarOrder, toCalendarEvent } from './mappers.js';
