import { ASSESSMENT_MESSAGES } from '@portal/domain';
import type { AssessmentKind } from '../../gql/graphql';

/**
 * What the quiz modal says: the spec's text from the domain (part 2, sections 2, 5 and 8),
 * and the web's own words where the older client said nothing.
 */
export const ATTEMPT_MESSAGES = {
  unanswered: ASSESSMENT_MESSAGES.unanswered,
  submitted: ASSESSMENT_MESSAGES.submitted,
  reviewLoading: ASSESSMENT_MESSAGES.loadingAnswers,
  // Ours (docs/decisions/151): the older client said nothing in these cases.
  submittedAtTimeOver: 'The time is over. Your answers were submitted.',
  timeOver: 'The time is over. The answers saved so far were submitted.',
  notSavedYet: 'Some answers are not saved yet, so the attempt was not submitted. They are kept in this browser and sent when the connection is back; please try Submit again in a moment.',
  notOpen: 'This attempt cannot be opened now.',
  signInAgain: 'Your session has ended. Sign in again to keep saving your answers; nothing you answered is lost.',
} as const;

/** Issue 34: a timed attempt needs the connection (the server's clock decides), and is never saved for offline. */
export const ONLINE_ONLY_NOTE = 'Timed assessments are online only: the portal keeps the time, so they open with a connection and are not saved for offline.';

export const alreadySubmittedMessage = (kind: AssessmentKind): string => ASSESSMENT_MESSAGES.alreadySubmitted(kind);
export const noneYetMessage = (kind: AssessmentKind): string => ASSESSMENT_MESSAGES.noneYet(kind);
