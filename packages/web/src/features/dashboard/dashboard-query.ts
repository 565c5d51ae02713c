import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

/** The dashboard's one query: the learner's programs with their courses, the upcoming events and where to continue. */
export const DashboardDocument = graphql(`
  query Dashboard {
    viewer {
      id
      programs {
        id
        programId
        title
        courses {
          id
          ...CourseCard_course
        }
      }
      events {
        id
        ...UpcomingEvents_event
      }
      continueLearning {
        ...ContinueLearning_resume
      }
    }
  }
`);

/**
 * Asks for the dashboard's data at boot: app/router.tsx (preloadRoute) calls it when the
 * address is /dashboard, as soon as the dashboard's code (preloaded by the page's HTML)
 * is here, before the session has answered. The page's HTML has usually sent the same
 * request already and this takes its answer (docs/decisions/161). The page then finds
 * it in flight or in the cache. Failures are the page's to show.
 * @public read by app/router.tsx through a lazy import() of dashboard-page.tsx, which knip does not follow.
 */
export function prefetchDashboard(client: ApolloClient): Promise<unknown> {
  askedAtBoot = true;
  return client.query({ query: DashboardDocument, errorPolicy: 'all' }).catch(() => undefined);
}

let askedAtBoot = false;

/**
 * The fetch policy of the dashboard's first mount: when the boot has just asked (above),
 * the page reads that answer (or joins that request) instead of asking again beside it,
 * which on a slow link cost a second download and a second render of the whole screen.
 * Every later visit shows the cache and refreshes it from the network. The boot's answer
 * counts as read once a mount has committed (dashboardBootAnswerRead), not when a render
 * asked: a render React throws away and starts again (a hydration that waited for
 * something) asks again and must get the same policy.
 */
export function dashboardFetchPolicy(): 'cache-first' | 'cache-and-network' {
  return askedAtBoot ? 'cache-first' : 'cache-and-network';
}

/** The dashboard has shown the boot's answer (an effect of its first committed mount). */
export function dashboardBootAnswerRead(): void {
  askedAtBoot = false;
}
