/** Learning (spec part 2): the course screen, access, progress, media, SCORM, quizzes and projects. */
export * from './course-view.js';
export * from './access.js';
export * from './progress.js';
export * from './media.js';
export * from './scorm.js';
export * from './quiz.js';
export * from './projects.js';
