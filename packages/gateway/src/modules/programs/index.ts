// The programs-and-calendar area: program courses, program info, exam scheduling, the calendar feed.
export { programsResolvers } from './resolvers.js';
export { calendarFeedRouter, buildCalendarFeed } from './calendar-feed.js';
export { programSettings, type ProgramSettings } from './settings.js';
export { CALENDAR_FEED_PREFIX, CalendarFeedSigner, calendarFeedPath } from './calendar-feed-token.js';
