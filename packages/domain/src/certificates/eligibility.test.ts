import { describe, expect, it } from 'vitest';
import { certificateRefusal, certificateRefusalMessage, isCertificateCode } from './eligibility.js';

describe('who may have a course certificate (spec part 2, section 2)', () => {
  it('a learner whose course is complete may', () => {
    expect(certificateRefusal({ courseStatus: 2, courseFeedbackOpen: false })).toBeNull();
  });

  it.each([0, 1])('a learner whose course progress is %i may not, and is told to finish it', (courseStatus) => {
    const refusal = certificateRefusal({ courseStatus, courseFeedbackOpen: true });
    expect(refusal).toBe('COURSE_NOT_COMPLETED');
    expect(certificateRefusalMessage(refusal!)).toBe('Complete every unit of the course to get its certificate.');
  });

  it('a learner whose course is complete but whose Course Feedback is open and not given may not yet (after course feedback, Mark Complete)', () => {
    const refusal = certificateRefusal({ courseStatus: 2, courseFeedbackOpen: true });
    expect(refusal).toBe('COURSE_FEEDBACK_PENDING');
    expect(certificateRefusalMessage(refusal!)).toBe('Please submit the Course Feedback first: the certificate comes after it.');
  });
});

describe('a verification code', () => {
  it('is 26 base32 characters (128 bits)', () => {
    expect(isCertificateCode('abcdefghijklmnopqrstuvwx18')).toBe(false);
    expect(isCertificateCode('abcdefghijklmnopqrstuvwx23')).toBe(true);
    expect(isCertificateCode('ABCDEFGHIJKLMNOPQRSTUVWX23')).toBe(false);
    expect(isCertificateCode('abc')).toBe(false);
  });
});
