// What the rest of the gateway may use of the Semester End Exam module (issue 20): its resolvers.
export { testsResolvers } from './resolvers.js';
