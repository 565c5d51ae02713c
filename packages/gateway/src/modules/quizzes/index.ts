/** What other modules may use of quizzes: whether Mark Complete may complete a quiz, and whether a unit assignment takes a file now. */
export { quizCompletionRefusal, unitAssignmentUploadRefusal } from './resolvers.js';
