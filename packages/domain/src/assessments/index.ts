export * from './rules.js';
export * from './scoring.js';
