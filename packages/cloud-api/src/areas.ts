/**
 * Every area of the embedded cloud API, once (docs/decisions/350): app.ts mounts their routes,
 * test switches and stand-ins, and the seed writes their demo data, in this order (an area's demo
 * rows may need an earlier one's). A new area adds its piece, from `routes/<area>.ts`, at the end.
 */
import type { CloudArea } from './area.js';
import { admissionsArea } from './routes/admissions.js';
import { analyticsArea } from './routes/analytics.js';
import { announcementsArea } from './routes/announcements.js';
import { assessmentsArea } from './routes/assessments.js';
import { catalogArea } from './routes/catalog.js';
import { certificatesArea } from './routes/certificates.js';
import { complaintsArea } from './routes/complaints.js';
import { dashboardArea } from './routes/dashboard.js';
import { discussionArea } from './routes/discussion.js';
import { examProviderArea } from './routes/exam-provider.js';
import { feedbackArea } from './routes/feedback.js';
import { filesArea } from './routes/files.js';
import { instructorConsoleArea } from './routes/instructor-console.js';
import { learningMediaArea } from './routes/learning-media.js';
import { learningArea } from './routes/learning.js';
import { notificationsArea } from './routes/notifications.js';
import { profileArea } from './routes/profile.js';
import { projectsArea } from './routes/projects.js';
import { quizzesArea } from './routes/quizzes.js';
import { reportsArea } from './routes/reports.js';
import { sharedObjectsArea } from './routes/shared-objects.js';
import { testsArea } from './routes/tests.js';

export const areas: readonly CloudArea[] = [
  catalogArea,
  dashboardArea,
  admissionsArea,
  analyticsArea,
  filesArea,
  learningArea,
  learningMediaArea,
  quizzesArea,
  assessmentsArea,
  discussionArea,
  feedbackArea,
  projectsArea,
  certificatesArea,
  announcementsArea,
  notificationsArea,
  testsArea,
  sharedObjectsArea,
  reportsArea,
  complaintsArea,
  profileArea,
  examProviderArea,
  instructorConsoleArea,
];
