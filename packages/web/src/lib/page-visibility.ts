import { useEffect } from 'react';

/**
 * Whether the page is hidden (another tab, a minimised window): a poll then waits
 * (Apollo's `skipPollAttempt`), and asks again at the first beat once the page shows.
 */
export function pageHidden(): boolean {
  return typeof document !== 'undefined' && document.visibilityState === 'hidden';
}

/**
 * Asks again the moment the learner comes back (the window gets focus, the tab shows),
 * not at the poll's next beat: the bell's count, a test's result after the provider's tab.
 * A failed ask is the query's own error state to show, never an unhandled rejection.
 */
export function useRefetchWhenShown(refetch: () => Promise<unknown>): void {
  useEffect(() => {
    const askNow = () => {
      if (!pageHidden()) refetch().catch(() => undefined);
    };
    window.addEventListener('focus', askNow);
    document.addEventListener('visibilitychange', askNow);
    return () => {
      window.removeEventListener('focus', askNow);
      document.removeEventListener('visibilitychange', askNow);
    };
  }, [refetch]);
}
