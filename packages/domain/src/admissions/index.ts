/**
 * Admissions rules (spec part 3): lists, the wizard, the paper form, uploads,
 * statuses, queries. checks.ts is the forms' internal machinery and is not
 * exported.
 */
export * from './lists.js';
export * from './learning-centers.js';
export * from './non-spec-messages.js';
export * from './wizard.js';
export * from './uploads.js';
export * from './paper-form.js';
export * from './choices.js';
export * from './status.js';
export * from './query-form.js';
export * from './scholarship-code.js';
