import { LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import { useSession } from '../../lib/session';

/**
 * Pages shared by both route sets link to the tour and the query form of the set they
 * are in: a visitor's /quickTourPreLogin and /postquires, a learner's /quickTour and
 * /addComplaints (spec part 3, section 2.1).
 */
export function useSiteLinks() {
  const { state } = useSession();
  const signedIn = state.status === 'signedIn';
  return {
    signedIn,
    quickTour: signedIn ? LEARNER_PATHS.quickTour : PUBLIC_PATHS.quickTourPreLogin,
    query: signedIn ? LEARNER_PATHS.addComplaint : PUBLIC_PATHS.postQueries,
  };
}
