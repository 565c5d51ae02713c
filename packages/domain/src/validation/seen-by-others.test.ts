import { describe, expect, it } from 'vitest';
import { complaintSchema, queryFormSchema } from '../admissions/query-form.js';
import { feedbackAnswerError } from '../feedback.js';
import { checkProjectMessage } from '../learning/projects.js';
import { checkProfile, type ProfileForm } from '../profile.js';
import { signUpSchema } from './auth.js';
import { fieldErrors } from './rules.js';
import { TEXT_MESSAGES } from './text.js';

// Issue 31, section 5 (docs/decisions/270): every form whose name or text another person reads
// refuses hidden formatting at once, with the gateway's message, from the one rule.
const OVERRIDE = 'Probe\u202Egnp.exe';
const hidden = TEXT_MESSAGES.hiddenFormatting;

// A profile that passes every other check.
const profile: ProfileForm = {
  photoFileName: '4821-me.png',
  firstName: 'Asha',
  lastName: 'Raman',
  dateOfBirth: '1996-08-21',
  countryCode: '91',
  address: '12 MG Road',
  phone: '9876543210',
  passportNumber: 'N1234567',
  otherGovernmentId: '',
  highestDegree: 'BSc',
  workExperience: '2 years',
  documentFileNames: [],
};

describe('names and texts others read refuse hidden formatting', () => {
  it('My Profile: the first and last name', () => {
    expect(checkProfile({ ...profile, firstName: OVERRIDE })).toEqual({ field: 'firstName', message: hidden });
    expect(checkProfile({ ...profile, lastName: 'Ra\u200Bman' })).toEqual({ field: 'lastName', message: hidden });
    expect(checkProfile({ ...profile, firstName: 'क्‍षमा', lastName: 'می‌خواهم' })).toBeNull();
  });

  it('sign-up: the name', () => {
    expect(fieldErrors(signUpSchema, { name: OVERRIDE, email: 'a@b.co', password: 'secret#12', confirmPassword: 'secret#12' })).toEqual([{ field: 'name', message: hidden }]);
  });

  it('a query and a complaint: the description', () => {
    expect(fieldErrors(queryFormSchema, { name: 'Ama', email: 'a@b.co', description: `See ${OVERRIDE}` })).toEqual([{ field: 'description', message: hidden }]);
    expect(fieldErrors(complaintSchema, { programId: 12, description: '\u2066Refund\u2069' })).toEqual([{ field: 'description', message: hidden }]);
  });

  it('a project message and reply', () => {
    expect(checkProjectMessage(OVERRIDE)).toBe(hidden);
    expect(checkProjectMessage('Done\u200B')).toBe(hidden);
    expect(checkProjectMessage('Done 👩🏽‍💻')).toBeNull();
  });

  it('a feedback comment', () => {
    expect(feedbackAnswerError('COURSE', { rating: 4, comment: `Good ${OVERRIDE}` })).toBe(hidden);
    expect(feedbackAnswerError('INSTRUCTOR', { rating: 4, comment: 'Good\u00AD' })).toBe(hidden);
  });
});
