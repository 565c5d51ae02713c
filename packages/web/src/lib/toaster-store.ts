import { createToaster } from '@chakra-ui/react';

/**
 * The one toaster store of the app, behind lib/toaster.ts, which loads this
 * module (and Zag's toast machine with it) only when the first toast is made.
 */
export const store = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 3 });
