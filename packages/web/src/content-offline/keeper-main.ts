import { runKeeper } from './keeper';

// The portal's origin, written into the page by the content listener.
runKeeper(window, document.querySelector<HTMLMetaElement>('meta[name="portal-origin"]')?.content ?? '');
