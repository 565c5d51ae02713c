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
 */
export const CERTIFICATE_FEEDBACK_FIRST_MESSAGE = 'Please submit the Course Feedback first: the certificate comes after it.';

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
};

export type CertificateRefusal = 'COURSE_NOT_COMPLETED' | 'COURSE_FEEDBACK_PENDING';

/** null when the learner may have the course's certificate, else why not. */
export function certificateRefusal(facts: CertificateFacts): CertificateRefusal | null {
  if (facts.courseStatus !== COURSE_COMPLETE) return 'COURSE_NOT_COMPLETED';
  if (facts.courseFeedbackOpen) return 'COURSE_FEEDBACK_PENDING';
  return null;
}

/** The learner's words for a refusal. */
export function certificateRefusalMessage(refusal: CertificateRefusal): string {
  switch (refusal) {
    case 'COURSE_NOT_COMPLETED':
      return CERTIFICATE_NOT_EARNED_MESSAGE;
    case 'COURSE_FEEDBACK_PENDING':
      return CERTIFICATE_FEEDBACK_FIRST_MESSAGE;
  }
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
