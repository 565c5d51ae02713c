import { useSearchParams } from 'react-router-dom';
import { portalPath, RETURN_PATH_PARAM } from '@portal/domain';
import { LEARNER_PATHS } from '../../app/paths';

/**
 * The partner-country scholarship variant of the landing page (spec part 1, section 1:
 * "route parameter il equal to 1"). It is read from the query string, /?il=1, so
 * that / stays the one landing route (docs/decisions/022-route-sets-and-landing.md).
 */
export function useScholarshipVariant() {
  const [params] = useSearchParams();
  const scholarship = params.get('il') === '1';
  // A learner's page opened signed out (/?next=/certificates) is where Login returns to, if it
  // is a path of this portal (issue 31: never another site's address).
  const returnTo = portalPath(params.get(RETURN_PATH_PARAM));
  // spec part 1, section 4: else the header login lands on /myPrograms, the variant's on /dashboard.
  const loginRedirect = returnTo ?? (scholarship ? LEARNER_PATHS.dashboard : LEARNER_PATHS.myPrograms);
  return { scholarship, loginRedirect, returnTo };
}
