import { createToaster } from '@chakra-ui/react';

/**
 * The one toaster of the app. Screens and the session handler call
 * `toaster.create(...)`; components/toaster.tsx renders what it holds.
 */
export const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });
