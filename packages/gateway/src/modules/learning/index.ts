/** What other modules may use of learning: completing an object by the course's rules (a SCORM package that says it is done). */
export { completeLearningObject } from './resolvers.js';
