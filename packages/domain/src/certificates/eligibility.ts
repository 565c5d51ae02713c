/**
 * The course certificate (spec part 2, sections 2, 4 and 7): who may have
 * one, and what the learner reads. ONE function decides eligibility; the
 * gateway asks it before calling /generateCertificate, the embedded cloud API
 * asks it again before it issues one, and the web asks it to offer the
 * button (docs/decisions/219).
 */

/** spec part 2, section 4 "Certificate": after a generation call answered statusCode 200. */
export const CERTIFICATE_READY_MESSAGE = 'Success / You may now download the certificate from the certificate tab';

/**
 * NOT IN THE SPEC: the older client never offered generation before the
 * course was complete, so it had no words for a refusal (docs/decisions/219).
 */
export const CERTIFICATE_NOT_EARNED_MESSAGE = 'Complete every unit of the course to get its certificate.';

/**
 * NOT IN THE SPEC: spec part 2, section 2 orders it "after course feedback, Mark Complete, then
 * certificate generation"; the older client had no words for a learner who skips the feedback.
 * Said as what comes next, with the way there beside it (issue 31).
 */
export const CERTIFICATE_FEEDBACK_FIRST_MESSAGE = 'Give your course feedback to get your certificate.';

/** NOT IN THE SPEC: the last step, once nothing stands before it (issue 31). */
export const CERTIFICATE_GENERATE_MESSAGE = 'You have finished the course: get your certificate.';

/** NOT IN THE SPEC: once it is issued, where to find it (issue 31). */
export const CERTIFICATE_EARNED_MESSAGE = "You have earned this course's certificate.";

/** The course progress tp of a complete course (spec part 2, section 3: "tp 2 means the topic is complete"). */
export const COURSE_COMPLETE = 2;

/** What eligibility is decided on. */
export type CertificateFacts = {
  /** the learner's course progress tp: 0 not started, 1 started, 2 complete */
  courseStatus: number;
  /**
   * Spec part 2, section 2: "After course feedback, Mark Complete, then certificate generation".
   * True while the course's Course Feedback is open to the learner and not yet given; a course
   * whose feedback is disabled from Admin, or not offered (the special programs), waits for none.
   */
  courseFeedbackOpen: boolean;
  /** the certificate was issued already (absent: not known, as when the cloud API is about to issue it) */
  earned?: boolean;
};

/**
 * Where the learner stands on the way to the course certificate, in the spec's order (part 2,
 * section 2: "After course feedback, Mark Complete, then certificate generation"): the first step
 * not yet done. COURSE_FEEDBACK while the Course Feedback is open and not given; MARK_COMPLETE
 * while the course is not complete; GENERATE when nothing stands before the certificate; EARNED
 * once it is issued. The ONE rule: the refusal below, the gateway's Course.certificateStep and
 * the cloud API's own check all read it (docs/decisions/219, 260).
 */
export type CertificateStep = 'COURSE_FEEDBACK' | 'MARK_COMPLETE' | 'GENERATE' | 'EARNED';

export function certificateStep(facts: CertificateFacts): CertificateStep {
  if (facts.earned) return 'EARNED';
  if (facts.courseFeedbackOpen) return 'COURSE_FEEDBACK';
  if (facts.courseStatus !== COURSE_COMPLETE) return 'MARK_COMPLETE';
  return 'GENERATE';
}

/** What the learner reads at each step: what comes next. */
export function certificateStepMessage(step: CertificateStep): string {
  switch (step) {
    case 'COURSE_FEEDBACK':
      return CERTIFICATE_FEEDBACK_FIRST_MESSAGE;
    case 'MARK_COMPLETE':
      return CERTIFICATE_NOT_EARNED_MESSAGE;
    case 'GENERATE':
      return CERTIFICATE_GENERATE_MESSAGE;
    case 'EARNED':
      return CERTIFICATE_EARNED_MESSAGE;
  }
}

export type CertificateRefusal = 'COURSE_NOT_COMPLETED' | 'COURSE_FEEDBACK_PENDING';

/** null when the learner may have the course's certificate (generated now, or again), else why not: the step before it. */
export function certificateRefusal(facts: CertificateFacts): CertificateRefusal | null {
  switch (certificateStep({ ...facts, earned: false })) {
    case 'COURSE_FEEDBACK':
      return 'COURSE_FEEDBACK_PENDING';
    case 'MARK_COMPLETE':
      return 'COURSE_NOT_COMPLETED';
    default:
      return null;
  }
}

/** The learner's words for a refusal: the same as the step's. */
export function certificateRefusalMessage(refusal: CertificateRefusal): string {
  return certificateStepMessage(refusal === 'COURSE_FEEDBACK_PENDING' ? 'COURSE_FEEDBACK' : 'MARK_COMPLETE');
}

/**
 * A verification code: 128 random bits as 26 characters of RFC 4648 base32
 * (lower case, no padding), far above the 80 bits the issue asks for. The web
 * and the gateway check a code's shape with this before asking anyone.
 */
export const CERTIFICATE_CODE_PATTERN = /^[a-z2-7]{26}$/;

export function isCertificateCode(value: string): boolean {
  return CERTIFICATE_CODE_PATTERN.test(value);
}
