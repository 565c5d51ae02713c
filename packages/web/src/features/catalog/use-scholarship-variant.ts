import { useSearchParams } from 'react-router-dom';
import { LEARNER_PATHS } from '../../app/paths';

/**
 * The partner-country scholarship variant of the landing page (spec part 1, section 1:
 * "route parameter il equal to 1"). It is read from the query string, /?il=1, so
 * that / stays the one landing route (docs/decisions/022-route-sets-and-landing.md).
 */
export function useScholarshipVariant() {
  const [params] = useSearchParams();
  const scholarship = params.get('il') === '1';
  // spec part 1, section 4: the header login lands on /myPrograms, the variant's on /dashboard.
  const loginRedirect = scholarship ? LEARNER_PATHS.dashboard : LEARNER_PATHS.myPrograms;
  return { scholarship, loginRedirect };
}
