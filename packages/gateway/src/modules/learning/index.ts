/** What other modules may use of learning: the one access rule's gathering (docs/decisions/173), completing an object by the course's rules (a SCORM package that says it is done), the course model and signed content addresses. */
import type { GatewayModule } from '../module.js';
import { learningResolvers } from './resolvers.js';
export { accessError, accessUserError, learnersCourse, openCourseContent, type Opened } from './access.js';
export { completeLearningObject } from './service.js';
export { findObject, type CourseModel, type LearningObjectModel } from './mappers.js';
export { storedContentUrl, vimeoEmbedUrl, youtubeEmbedUrl } from './content-urls.js';

/** The area's part of the schema and its resolvers, for modules/index.ts. */
export const learningModule: GatewayModule = { schema: new URL('./learning.graphql', import.meta.url), resolvers: learningResolvers };
