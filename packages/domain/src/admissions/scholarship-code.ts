/**
 * NOT IN THE SPEC: the one-time code that proves a partner e-mail is the
 * applicant's own before the pre-registration wizard opens (spec part 1,
 * sections 2 and 5 only check that the partner portal knows the e-mail;
 * docs/decisions/078). The gateway decides; the web checks the same shape
 * first so an empty field is not sent. Calm messages that say what to do.
 */
export const SCHOLARSHIP_CODE_MESSAGES = {
  /** Empty, or not six digits. */
  enterCode: 'Please enter the 6-digit code from the e-mail we sent you.',
  /** Six digits, but not the ones mailed. */
  wrongCode: 'That code is not the one we sent. Please check the latest e-mail from us and try again.',
  /** The code's 10 minutes are over. */
  expired: 'This code has expired. Please ask for a new code.',
  /** No challenge in this browser (never asked, another browser, or an altered cookie). */
  noCode: 'Please enter your e-mail and press Verify to get a code.',
  /** Too many codes tried for this e-mail or from this address. */
  tooManyCodes: 'Too many attempts to enter a code. Please wait 15 minutes, then ask for a new code.',
  /** Too many checks (each mails a code) for this e-mail or from this address. */
  tooManyChecks: 'Too many codes were asked for. Please wait 10 minutes and try again.',
} as const;

/** How long a mailed code may be entered, in minutes. */
export const SCHOLARSHIP_CODE_VALID_MINUTES = 10;

/** The code as typed, without the spaces people add when copying it; null unless it is six digits. */
export function scholarshipCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '');
  return /^\d{6}$/.test(code) ? code : null;
}
