/** The course certificate: who may have one, and what the learner reads. */
export * from './eligibility.js';
