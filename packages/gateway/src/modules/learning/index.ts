/** What other modules may use of learning: completing an object by the course's rules (a SCORM package that says it is done), the course model and signed content addresses. */
export { completeLearningObject } from './resolvers.js';
export { courseModel, type CourseModel } from './mappers.js';
export { storedContentUrl } from './content-urls.js';
