export * from './messages.js';
export * from './validation/rules.js';
export * from './validation/auth.js';
export * from './identity-errors.js';
export * from './dates.js';
export * from './progress.js';
export * from './catalog.js';
export * from './ids.js';
export * from './constants.js';
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
// ---- certificates (issue 19) ----
export * from './certificates/eligibility.js';
// ---- profile (issue 20) ----
export * from './profile.js';
