/** The forms' rules: the field rules, the sign-in and sign-up forms, and the rule every text passes. */
export * from './rules.js';
export * from './auth.js';
export * from './text.js';
