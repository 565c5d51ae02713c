import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { clockPollMs } from '@portal/domain';
import type { AssessmentClockQuery, AssessmentKind } from '../../gql/graphql';
import { pageHidden } from '../../lib/page-visibility';
import { AssessmentClockDocument } from './assessment-documents';

export type AssessmentClock = NonNullable<NonNullable<AssessmentClockQuery['viewer']>['assessmentClock']>;

/**
 * The server's time of an open attempt, polled at the delay it names (spec part 2, sections
 * 4 and 9: default 1000 ms) by Apollo's `pollInterval`; no poll while the page is hidden
 * (the countdown runs on the monotonic clock meanwhile, and the first beat after the page
 * shows re-syncs it). The first ask waits one delay, as every later one does: the attempt
 * has just brought the server's time. Each reply goes to `onClock`; a missed poll changes
 * nothing (the countdown runs on, the next poll re-syncs it).
 */
export function useAssessmentClock(
  { courseId, kind, assessmentId }: { courseId: string; kind: AssessmentKind; assessmentId: string },
  { open, firstDelayMs, onClock }: { open: boolean; firstDelayMs: number | null | undefined; onClock: (clock: AssessmentClock) => void },
) {
  const [delay, setDelay] = useState(() => clockPollMs(firstDelayMs));
  // The first beat: until then the query waits (skipped), so the attempt's own reply is not asked again at once.
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (!open || started) return;
    const first = window.setTimeout(() => setStarted(true), delay);
    return () => window.clearTimeout(first);
  }, [open, started, delay]);

  const { data } = useQuery(AssessmentClockDocument, {
    variables: { courseId, kind, assessmentId },
    skip: !open || !started,
    // Not in the cache: a poll answered without a session (viewer null) must not empty the course screen's viewer.
    fetchPolicy: 'no-cache',
    pollInterval: delay,
    skipPollAttempt: pageHidden,
  });

  const clock = data?.viewer?.assessmentClock;
  useEffect(() => {
    if (!clock) return;
    setDelay(clockPollMs(clock.clockPollMs));
    onClock(clock);
    // Each reply once; `onClock` is the caller's latest.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clock]);
}
