export * from './messages.js';
export * from './validation/rules.js';
export * from './validation/auth.js';
export * from './identity-errors.js';
export * from './dates.js';
export * from './time-zones.js';
export * from './progress.js';
export * from './catalog.js';
export * from './ids.js';
export * from './email.js';
export * from './html.js';
export * from './constants.js';
export * from './pagination.js';
export * from './admissions/index.js';
export * from './validation/text.js';
export * from './learning/course-view.js';
export * from './learning/access.js';
export * from './learning/progress.js';
export * from './learning/media.js';
export * from './exam-scheduling.js';
export * from './learning/scorm.js';
export * from './learning/quiz.js';
export * from './learning/projects.js';
export * from './assessments/index.js';
export * from './site.js';
export * from './discussion.js';
export * from './feedback.js';
export * from './live.js';
// ---- the rest of the route map (issue 20) ----
export * from './shared-object.js';
// ---- certificates (issue 19) ----
export * from './certificates/eligibility.js';
// ---- notifications (issue 20) ----
export * from './notifications.js';
// ---- Semester End Exam (issue 20) ----
export * from './assigned-tests.js';
// ---- reports and analytics (issue 20) ----
export * from './reports.js';
// ---- complaints (issue 20) ----
export * from './complaints.js';
// ---- profile (issue 20) ----
export * from './profile.js';
