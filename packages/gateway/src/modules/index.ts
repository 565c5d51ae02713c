import type { Resolvers } from '../__generated__/resolvers-types.js';
import { admissionsResolvers } from './admissions/index.js';
import { assessmentResolvers } from './assessments/resolvers.js';
import { authResolvers } from './auth/index.js';
import { catalogResolvers, programDetailResolvers } from './catalog/index.js';
import { complaintsResolvers } from './complaints/index.js';
import { dashboardResolvers } from './dashboard/index.js';
import { discussionResolvers } from './discussion/index.js';
import { feedbackResolvers } from './feedback/index.js';
import { learningResolvers } from './learning/resolvers.js';
import { learningMediaResolvers } from './learning-media/resolvers.js';
import { programsResolvers } from './programs/index.js';
import { quizResolvers } from './quizzes/resolvers.js';
import { scalarResolvers } from './scalars.js';
import { uploadResolvers } from './uploads/index.js';
// Project objectives (issue 19).
import { projectResolvers } from './projects/index.js';
// ---- certificates (issue 19) ----
import { certificatesResolvers } from './certificates/index.js';
// ---- announcements (issue 20) ----
import { announcementsResolvers } from './announcements/index.js';
// ---- notifications (issue 20) ----
import { notificationsResolvers } from './notifications/index.js';
// ---- Semester End Exam (issue 20) ----
import { testsResolvers } from './assigned-tests/index.js';
// ---- the rest of the route map (issue 20) ----
import { sharedObjectsResolvers } from './shared-objects/index.js';
// ---- reports and analytics (issue 20) ----
import { reportsResolvers } from './reports/index.js';
// ---- profile (issue 20) ----
import { profileResolvers } from './profile/index.js';
// ---- live updates (issue 32) ----
import { liveResolvers } from './live/resolvers.js';

/** Every area's resolvers, merged type by type. */
export function mergeResolvers(...parts: Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of parts) {
    for (const [type, fields] of Object.entries(part)) {
      for (const field of Object.keys(fields as object)) {
        if (merged[type]?.[field]) throw new Error(`${type}.${field} is resolved twice`);
      }
      merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
    }
  }
  return merged as Resolvers;
}
export const resolvers = mergeResolvers(
  scalarResolvers,
  authResolvers,
  catalogResolvers,
  programDetailResolvers,
  dashboardResolvers,
  uploadResolvers,
  complaintsResolvers,
  admissionsResolvers,
  learningResolvers,
  learningMediaResolvers,
  programsResolvers,
  quizResolvers,
  assessmentResolvers,
  // discussion (issue 19)
  discussionResolvers,
  // Feedback (issue 19).
  feedbackResolvers,
  // Project objectives (issue 19).
  projectResolvers,
  // ---- certificates (issue 19) ----
  certificatesResolvers,
  // ---- announcements (issue 20) ----
  announcementsResolvers,
  // ---- notifications (issue 20) ----
  notificationsResolvers,
  // ---- Semester End Exam (issue 20) ----
  testsResolvers,
  // ---- the rest of the route map (issue 20) ----
  sharedObjectsResolvers,
  // ---- reports and analytics (issue 20) ----
  reportsResolvers,
  // ---- profile (issue 20) ----
  profileResolvers,
  // ---- live updates (issue 32) ----
  liveResolvers,
);
