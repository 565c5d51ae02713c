/** What other modules may use of projects: its resolvers, and the PROJECT_FILE upload (uploads' uploadCreate hands it over). */
import type { GatewayModule } from '../module.js';
import { projectResolvers } from './resolvers.js';
export { createProjectUpload } from './service.js';
export { findObjective, type ProjectObjectiveModel } from './mappers.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const projectsModule: GatewayModule = { schema: new URL('./projects.graphql', import.meta.url), resolvers: projectResolvers };
