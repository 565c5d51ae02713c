import type { ApolloClient } from '@apollo/client';
import { graphql } from '../../gql';

/** The dashboard's one query: the learner's programs with their courses, and the upcoming events. */
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
    }
  }
`);

/**
 * Asks for the dashboard's data at boot, beside the session query and the screen's
 * code rather than after them: app/router.tsx (preloadRoute) calls it when the address
 * is /dashboard, and this module is small enough to travel in the entry chunk, so the
 * query leaves before the dashboard's chunk has arrived (issue 7, section 5). The page
 * then finds it in flight or in the cache. Failures are the page's to show.
 */
export function prefetchDashboard(client: ApolloClient): Promise<unknown> {
  return client.query({ query: DashboardDocument, errorPolicy: 'all' }).catch(() => undefined);
}
