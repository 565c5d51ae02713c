/** What other modules may use of quizzes: whether a unit assignment takes a file now. */
export { unitAssignmentUploadRefusal } from './service.js';
