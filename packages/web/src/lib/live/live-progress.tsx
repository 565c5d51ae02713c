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
        ...CourseProgress_program @unmask
      }
    }
  }
`);

/** A course's progress as an event says it. */
export type PushedCourse = { id: string; progressPercent: number; status: string };

/**
 * Subscribes to the learner's progress, as a component of its own that draws nothing: the
 * stream's phase lives here, so its first event redraws no screen (a whole dashboard, about a
 * thousand components, was drawn again by it as the page came alive; issue 31, section 6).
 * `onChange` runs for every event after the first one
 * this screen saw (the first after a reconnection included: it may hold what changed meanwhile)
 * with the courses it names, for what the pushed percentages do not carry (the course screen's
 * objects). The screen's own step comes back too: the screen compares before it asks again.
 */
export function LiveProgress({ onChange }: { onChange?: (courses: PushedCourse[]) => void }): null {
  const seen = useRef(false);
  useLive(ProgressLiveDocument, {
    onData: (data) => {
      const courses = data.progressChanged.programs.flatMap((program) => program.courses);
      if (seen.current) onChange?.(courses);
      seen.current = true;
    },
  });
  return null;
}
