/**
 * Whether the page is hidden (another tab, a minimised window): a poll then waits
 * (Apollo's `skipPollAttempt`), and asks again at the first beat once the page shows.
 */
export function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}
