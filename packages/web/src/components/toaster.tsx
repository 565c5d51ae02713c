import { lazy, Suspense, useEffect, useState } from 'react';
import { onToasterLoaded, toasterLoaded } from '../lib/toaster';

const ToasterView = lazy(() => import('./toaster-view'));

/**
 * Where the toasts of lib/toaster show. Its code (and the toast machine) is fetched
 * with the first toast, not with the entry chunk (issue 7, section 5).
 */
export function Toaster() {
  const [ready, setReady] = useState(() => toasterLoaded() !== null);
  useEffect(() => {
    if (toasterLoaded()) setReady(true);
    return onToasterLoaded(() => setReady(true));
  }, []);
  return ready ? (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  ) : null;
}
