import { describe, expect, it } from 'vitest';
import { certificateRefusal, certificateRefusalMessage, certificateStep, certificateStepMessage, isCertificateCode } from './eligibility.js';

describe('who may have a course certificate (spec part 2, section 2)', () => {
  it('a learner whose course is complete may', () => {
    expect(certificateRefusal({ courseStatus: 2, courseFeedbackOpen: false })).toBeNull();
  });

  it.each([0, 1])('a learner whose course progress is %i, with no feedback to give, may not, and is told to finish it', (courseStatus) => {
    const refusal = certificateRefusal({ courseStatus, courseFeedbackOpen: false });
    expect(refusal).toBe('COURSE_NOT_COMPLETED');
    expect(certificateRefusalMessage(refusal!)).toBe('Complete every unit of the course to get its certificate.');
  });

  it.each([1, 2])('a learner whose Course Feedback is open and not given may not yet (course progress %i): the feedback comes first', (courseStatus) => {
    const refusal = certificateRefusal({ courseStatus, courseFeedbackOpen: true });
    expect(refusal).toBe('COURSE_FEEDBACK_PENDING');
    expect(certificateRefusalMessage(refusal!)).toBe('Give your course feedback to get your certificate.');
  });
});

describe('what comes next on the way to the certificate: course feedback, then Mark Complete, then generation', () => {
  it.each([
    [{ courseStatus: 2, courseFeedbackOpen: true }, 'COURSE_FEEDBACK', 'Give your course feedback to get your certificate.'],
    [{ courseStatus: 1, courseFeedbackOpen: true }, 'COURSE_FEEDBACK', 'Give your course feedback to get your certificate.'],
    [{ courseStatus: 1, courseFeedbackOpen: false }, 'MARK_COMPLETE', 'Complete every unit of the course to get its certificate.'],
    [{ courseStatus: 2, courseFeedbackOpen: false }, 'GENERATE', 'You have finished the course: get your certificate.'],
    [{ courseStatus: 2, courseFeedbackOpen: false, earned: true }, 'EARNED', "You have earned this course's certificate."],
  ] as const)('%o: %s', (facts, step, message) => {
    expect(certificateStep(facts)).toBe(step);
    expect(certificateStepMessage(certificateStep(facts))).toBe(message);
  });

  it('a refusal says the same as the step it stands on', () => {
    for (const facts of [
      { courseStatus: 2, courseFeedbackOpen: true },
      { courseStatus: 1, courseFeedbackOpen: false },
    ]) {
      expect(certificateRefusalMessage(certificateRefusal(facts)!)).toBe(certificateStepMessage(certificateStep(facts)));
    }
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
