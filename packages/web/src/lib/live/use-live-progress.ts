import { useRef } from 'react';
import { graphql } from '../../gql';
import { useLive } from './use-live';

/**
 * The learner's progress pushed over the event stream when a step changed it in another tab
 * (docs/decisions/302): the enrolments' percentages land in the cache the dashboard cards, My
 * Programs and the course screen read.
 */
const ProgressLiveDocument = graphql(`
  subscription ProgressLive {
    progressChanged {
      programs {
        ...CourseProgress_program
      }
    }
  }
`);

/**
 * Subscribes to the learner's progress; `onChange` runs for every event after the first one
 * this screen saw (the first after a reconnection included: it may hold what changed meanwhile),
 * for what the pushed percentages do not carry (the course screen's objects).
 */
export function useLiveProgress(onChange?: () => void): void {
  const seen = useRef(false);
  useLive(ProgressLiveDocument, {
    onData: () => {
      if (seen.current) onChange?.();
      seen.current = true;
    },
  });
}
