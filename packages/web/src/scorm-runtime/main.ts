import { runFrame } from './runtime';

// The portal's origin, written into the page by the content listener.
runFrame(window, document.querySelector<HTMLMetaElement>('meta[name="portal-origin"]')?.content ?? '');
