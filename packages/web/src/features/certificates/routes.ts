import { lazy } from 'react';
import { LEARNER_PATHS, PUBLIC_PATHS } from '../../app/paths';
import { decodedParam, type AreaRoutes } from '../../lib/area-routes';
import { preloadedLazy } from '../../lib/preloaded-lazy';

const CertificatesPage = lazy(() => import('./certificates-page'));
// Drawn per request by the gateway (docs/decisions/253): preloaded with its query at boot.
const VerifyCertificatePage = preloadedLazy(() => import('./verify-page'));

/** Certificates (issue 19): the learner's, and anyone's check of one by its QR code's address. */
export const routes: AreaRoutes = {
  learner: [{ path: LEARNER_PATHS.certificates, Screen: CertificatesPage }],
  site: [
    {
      public: PUBLIC_PATHS.verifyCertificate,
      learner: PUBLIC_PATHS.verifyCertificate,
      Screen: VerifyCertificatePage.Component,
      preload: (client, { params }) => {
        const code = decodedParam(params.code);
        return code === null ? undefined : VerifyCertificatePage.load().then((m) => m.prefetchCertificateVerification(client, code));
      },
    },
  ],
};
