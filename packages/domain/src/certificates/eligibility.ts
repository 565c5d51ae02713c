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

/** The course progress tp of a complete course (spec part 2, section 3: "tp 2 means the topic is complete"). */
const COURSE_COMPLETE = 2;

/** What eligibility is decided on. */
export type CertificateFacts = {
  /** the learner's course progress tp: 0 not started, 1 started, 2 complete */
  courseStatus: number;
  // Spec part 2, section 2: "After course feedback, Mark Complete, then
  // certificate generation". Course feedback is built apart; at merge it adds
  // `courseFeedbackSubmitted: boolean` here and one line below.
};

export type CertificateRefusal = 'COURSE_NOT_COMPLETED';

/** null when the learner may have the course's certificate, else why not. */
export function certificateRefusal(facts: CertificateFacts): CertificateRefusal | null {
  if (facts.courseStatus !== COURSE_COMPLETE) return 'COURSE_NOT_COMPLETED';
  return null;
}

/** The learner's words for a refusal. */
export function certificateRefusalMessage(refusal: CertificateRefusal): string {
  switch (refusal) {
    case 'COURSE_NOT_COMPLETED':
      return CERTIFICATE_NOT_EARNED_MESSAGE;
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
