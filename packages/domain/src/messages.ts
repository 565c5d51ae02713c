/**
 * Messages shown to people exactly as the spec words them, typos included
 * (spec part 1, sections 5 and 8). Users and their tests know these strings.
 */
export const MESSAGES = {
  sessionTimeOut: 'Session Time Out',
  registered: 'Registered Succesfully. Please check your email & click Verify Email link to verify your email. Then try to login!',
  passwordChanged: 'Changed password Succesfully',
  enterValidEmail: 'Please enter a valid email',
  enterPassword: 'Please enter a password',
  enterName: 'Please enter a Name',
  passwordsDontMatch: "Passwords don't Match!",
  enterCode: 'Please enter the code',
  enterConfirmPassword: 'Please enter a confirm password',
  matchPasswordPattern: 'Please match password pattern',
  passwordMinLength: 'Password must be at least 8 characters',
  userDoesNotExist: 'User does not exist',
  userNotConfirmed: 'User Not Confirmed',
  invalidPassword: 'Invalid Password',
  emailExists: 'An account with the given email already exists.',
  invalidEmailFormat: 'Invalid email address format.',
  invalidCode: 'Invalid code entered',
  codeMismatch: 'Code mismatch',
  matchPasswordType: 'Please match the password type.',
  scholarshipNotRegistered: 'To apply for scholarship, you need to register in the iLearn portal first',
  noUpcomingEvents: 'No Upcoming Events',
  /** Empty states of spec part 3, section 8. */
  noAnnouncements: 'No Announcements',
  noCourses: 'No courses',
  noUsn: 'No USN',
  nothingToDisplay: 'There is nothing here to display',
  /** Not in the spec: the older client had no rate limit (docs/decisions). */
  rateLimited: 'Too many attempts. Please wait a minute and try again.',
  /** Not in the spec: a Verify Email link opened again (docs/decisions/004). */
  alreadyVerified: 'Your e-mail address is already verified. You can log in.',
  /**
   * Not in the spec: Cognito's own words when too many wrong codes or
   * passwords lock an account for a while (docs/decisions/075).
   */
  attemptLimitExceeded: 'Attempt limit exceeded, please try after some time.',
  /** Not in the spec: an identity failure it does not name (docs/decisions). */
  somethingWentWrong: 'Something went wrong. Please try again.',
} as const;

/** Sign-up hint text (spec part 1, section 5). */
export const SIGN_UP_PASSWORD_HINT = 'At least 8 characters, with at least one lowercase letter, one number and one special character.';
