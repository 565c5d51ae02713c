/** The discussion's resolvers, and its model for the live stream's events (modules/live). */
export { discussionResolvers } from './resolvers.js';
export { courseDiscussionModel, discussionCourse } from './mappers.js';
