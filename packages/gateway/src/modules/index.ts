/**
 * Every area of the schema, once (docs/decisions/350). An area is a module with its part of the
 * schema beside its index.ts (`<area>/<area>.graphql`) and the resolvers of what that part declares;
 * adding one is one line here. The order is the order of the parts in the schema, and so of the
 * fields that several areas add to one type (Viewer, Query, Mutation, Course): a new area goes last.
 */
import type { Resolvers } from '../__generated__/resolvers-types.js';
import { admissionsModule } from './admissions/index.js';
import { announcementsModule } from './announcements/index.js';
import { assessmentsModule } from './assessments/index.js';
import { assignedTestsModule } from './assigned-tests/index.js';
import { authModule } from './auth/index.js';
import { catalogModule } from './catalog/index.js';
import { certificatesModule } from './certificates/index.js';
import { complaintsModule } from './complaints/index.js';
import { dashboardModule } from './dashboard/index.js';
import { discussionModule } from './discussion/index.js';
import { feedbackModule } from './feedback/index.js';
import { learningMediaModule } from './learning-media/index.js';
import { learningModule } from './learning/index.js';
import { liveModule } from './live/index.js';
import { mergeResolvers, type GatewayModule } from './module.js';
import { notificationsModule } from './notifications/index.js';
import { profileModule } from './profile/index.js';
import { programsModule } from './programs/index.js';
import { projectsModule } from './projects/index.js';
import { quizzesModule } from './quizzes/index.js';
import { reportsModule } from './reports/index.js';
import { scalarResolvers } from './scalars.js';
import { sharedObjectsModule } from './shared-objects/index.js';
import { uploadsModule } from './uploads/index.js';

/** What every area shares: the scalars, the text directive, the root types, user errors, pages of lists. */
const sharedModule: GatewayModule = { schema: new URL('./shared.graphql', import.meta.url), resolvers: scalarResolvers };

export const modules: readonly GatewayModule[] = [
  sharedModule,
  authModule,
  catalogModule,
  dashboardModule,
  admissionsModule,
  uploadsModule,
  learningModule,
  quizzesModule,
  learningMediaModule,
  programsModule,
  assessmentsModule,
  discussionModule,
  feedbackModule,
  projectsModule,
  certificatesModule,
  announcementsModule,
  notificationsModule,
  assignedTestsModule,
  sharedObjectsModule,
  reportsModule,
  complaintsModule,
  profileModule,
  liveModule,
];

export const resolvers: Resolvers = mergeResolvers(...modules.map((m) => m.resolvers));
