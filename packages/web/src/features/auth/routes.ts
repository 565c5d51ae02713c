import { lazy } from 'react';
import { PUBLIC_PATHS } from '../../app/paths';
import type { AreaRoutes } from '../../lib/area-routes';

const VerifyEmailPage = lazy(() => import('./verify-email-page'));

/** Signing in and up (spec part 3, section 4): the e-mail verification link's page. */
export const routes: AreaRoutes = {
  public: [{ path: PUBLIC_PATHS.verifyEmail, Screen: VerifyEmailPage }],
};
