/** What other modules may use of projects: its resolvers, and the PROJECT_FILE upload (uploads' uploadCreate hands it over). */
export { projectResolvers } from './resolvers.js';
export { createProjectUpload } from './service.js';
export { findObjective, type ProjectObjectiveModel } from './mappers.js';
