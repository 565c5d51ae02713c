/**
 * The exam-scheduling hand-off to the external exam provider (spec part 1,
 * sections 6, 7 and 9). The form is posted by the browser with hidden fields;
 * its AUTH_HASH is the SHA-256 of a secret plus org, timestamp, expiry and
 * usn, in that order (docs/decisions/125-exam-scheduling-hand-off.md). The
 * hashing itself happens where the secret lives (the gateway, and the
 * provider): this file only says what is hashed, so both read it from one place.
 */

/** The provider's session lasts 14400 seconds, 4 hours after the timestamp (spec part 1, section 9). */
export const EXAM_SESSION_TIMEOUT_SECONDS = 14_400;

/** The action the form asks the provider for (spec part 1, section 7). */
export const EXAM_ACTION = 'scheduleExam';

/** The hidden fields of the form, by name, in the order they are posted. */
export const EXAM_FIELD_NAMES = [
  'CLIENT_CODE',
  'CLIENT_CANDIDATE_ID',
  'TIMESTAMP',
  'EXTERNAL_ERROR_URL',
  'EXTERNAL_LOGOUT_URL',
  'EXTERNAL_RETURN_URL',
  'EXTERNAL_TIMEOUT_URL',
  'EXTERNAL_SESSION_TIMEOUT',
  'ACTION',
  'AUTH_HASH',
] as const;

export type ExamFieldName = (typeof EXAM_FIELD_NAMES)[number];

export type ExamHashInput = {
  /** The organisation (the client code the provider knows the university by). */
  org: string;
  /** Epoch seconds when the form was made. */
  timestamp: number;
  /** Epoch seconds when the provider's session ends: timestamp + 14400. */
  expiry: number;
  /** The candidate's number (USN) in the program. */
  usn: string;
};

/** The text whose SHA-256 is AUTH_HASH: secret, org, timestamp, expiry, usn, joined with nothing between. */
export function examAuthHashInput(secret: string, { org, timestamp, expiry, usn }: ExamHashInput): string {
  return `${secret}${org}${timestamp}${expiry}${usn}`;
}

/** The expiry of a form made at `timestamp` (epoch seconds). */
export function examExpiry(timestamp: number): number {
  return timestamp + EXAM_SESSION_TIMEOUT_SECONDS;
}
