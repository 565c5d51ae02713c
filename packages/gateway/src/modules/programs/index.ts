// The programs-and-calendar area: program courses, program info, exam scheduling, the calendar feed.
export { programsResolvers } from './resolvers.js';
export { calendarFeedRouter } from './calendar-feed.js';
