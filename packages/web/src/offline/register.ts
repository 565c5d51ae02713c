/**
 * The offline app's start (issue 34; docs/decisions/330), loaded by main.tsx once the page is
 * live and the browser is idle: none of it is part of a first route's JavaScript. It registers
 * the service worker, offers a new version when one is deployed (the update prompt), and says
 * "You are offline" while the connection is gone.
 */
import type { ApolloClient } from '@apollo/client';
import { Workbox } from 'workbox-window';
import { toaster } from '../lib/toaster';
import { flushQueue, sendQueuedAction, type FlushResult } from './queue';

/** The worker's address: vite-plugin-pwa writes src/offline/service-worker.ts there. */
const SERVICE_WORKER_URL = '/service-worker.js';

export const OFFLINE_APP_COPY = {
  updateTitle: 'A new version of the portal is ready',
  updateDescription: 'Reload to use it. Your progress is kept.',
  reload: 'Reload',
  offline: 'You are offline. What you saved for offline still opens; anything you do is sent when the connection returns.',
  downloads: 'Downloads',
  sent: (n: number) => (n === 1 ? 'What you did offline has reached the portal.' : `What you did offline (${n} steps) has reached the portal.`),
  refusedTitle: 'The portal did not accept something you did offline',
} as const;

/** What the update prompt needs of workbox-window's Workbox (tests pass their own). */
export type UpdatableWorker = Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register'>;

/**
 * Offers a waiting worker (a new deploy) to the learner, and reloads once it has taken over:
 * the learner never runs an old app against a newer gateway without knowing, and never loses
 * what is on screen to a reload they did not ask for.
 */
export function offerUpdates(worker: UpdatableWorker, reload: () => void, show = showUpdatePrompt): void {
  worker.addEventListener('waiting', () => {
    show(() => {
      worker.addEventListener('controlling', () => reload());
      worker.messageSkipWaiting();
    });
  });
}

/** The prompt: a toast that stays until the learner chooses. */
function showUpdatePrompt(accept: () => void): void {
  toaster.create({
    id: 'app-update',
    title: OFFLINE_APP_COPY.updateTitle,
    description: OFFLINE_APP_COPY.updateDescription,
    type: 'info',
    duration: Number.POSITIVE_INFINITY,
    closable: true,
    action: { label: OFFLINE_APP_COPY.reload, onClick: accept },
  });
}

/**
 * A line at the top of the page while the browser says it is offline: plain DOM, so the page's
 * own code and its first routes' chunks carry none of it.
 */
export function showWhileOffline(win: Window = window): () => void {
  const doc = win.document;
  const line = doc.createElement('div');
  line.setAttribute('role', 'status');
  line.dataset.offlineStatus = '';
  line.append(`${OFFLINE_APP_COPY.offline} `);
  const link = doc.createElement('a');
  link.href = '/downloads';
  link.textContent = OFFLINE_APP_COPY.downloads;
  link.style.color = 'inherit';
  link.style.textDecoration = 'underline';
  line.append(link);
  Object.assign(line.style, {
    position: 'fixed',
    insetInline: '0',
    bottom: '0',
    zIndex: '2000',
    padding: '0.5rem 1rem',
    background: '#1a202c',
    color: '#fff',
    font: '500 0.875rem/1.4 system-ui, sans-serif',
    textAlign: 'center',
  });
  const update = () => {
    if (win.navigator.onLine) line.remove();
    else if (!line.isConnected) doc.body.append(line);
  };
  update();
  win.addEventListener('online', update);
  win.addEventListener('offline', update);
  return () => {
    win.removeEventListener('online', update);
    win.removeEventListener('offline', update);
    line.remove();
  };
}

/**
 * Tells the learner what came of the queue (issue 34: "the learner is told plainly if something
 * was refused and why"): each refusal with the gateway's own words, and one line for the rest.
 */
export function reportFlush(result: FlushResult, show: (toast: Parameters<typeof toaster.create>[0]) => void = (t) => toaster.create(t)): void {
  for (const { action, message } of result.refused) {
    show({ title: OFFLINE_APP_COPY.refusedTitle, description: `${action.label}: ${message}`, type: 'error', duration: Number.POSITIVE_INFINITY, closable: true });
  }
  if (result.accepted.length) show({ title: OFFLINE_APP_COPY.sent(result.accepted.length), type: 'success', closable: true });
}

/** Sends what waits now and whenever the connection returns; one round at a time. */
export function sendQueueWhenOnline(afterSend: () => unknown, win: Window = window, flush: () => Promise<FlushResult> = () => flushQueue((action) => sendQueuedAction(action))): () => void {
  let running: Promise<unknown> | null = null;
  const send = () => {
    if (!win.navigator.onLine || running) return;
    running = flush()
      .then((result) => {
        reportFlush(result);
        // The screens asked before the queue arrived: asked again, they show the gateway's word.
        if (result.accepted.length || result.refused.length) return afterSend();
      })
      .catch(() => undefined)
      .finally(() => (running = null));
  };
  send();
  win.addEventListener('online', send);
  return () => win.removeEventListener('online', send);
}

/** Registers the worker (production builds only: the dev server has none) and starts the above. */
export function startOfflineApp(client: Pick<ApolloClient, 'refetchQueries'>): void {
  showWhileOffline();
  sendQueueWhenOnline(() => client.refetchQueries({ include: 'active' }));
  if (!('serviceWorker' in navigator)) return;
  const worker = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  offerUpdates(worker, () => window.location.reload());
  void worker.register().then(() => comeUnderTheWorker());
}

/**
 * The first worker takes the pages open when it activates (clientsClaim), but not a page that
 * was still loading then: such a page stayed without a worker until the next navigation, and a
 * course saved from it did not play offline until then (found by the offline journeys,
 * docs/decisions/399). Once a worker is active, a page it does not control asks to be taken.
 */
export async function comeUnderTheWorker(container: Pick<ServiceWorkerContainer, 'controller' | 'ready'> = navigator.serviceWorker): Promise<void> {
  const registration = await container.ready;
  if (!container.controller) registration.active?.postMessage({ type: 'CLAIM' });
}
