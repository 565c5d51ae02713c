import { describe, expect, it, vi } from 'vitest';
import { comeUnderTheWorker, offerUpdates, OFFLINE_APP_COPY, showWhileOffline, type UpdatableWorker } from './register';
import { firstRouteFiles } from '../../vite-offline-app';

/** A worker that fires the events workbox-window fires, when told. */
function fakeWorker() {
  const listeners = new Map<string, (() => void)[]>();
  const worker = {
    addEventListener: (type: string, listener: () => void) => void listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(),
  };
  return { worker: worker as unknown as UpdatableWorker & { messageSkipWaiting: typeof worker.messageSkipWaiting }, fire: (type: string) => listeners.get(type)?.forEach((l) => l()) };
}

describe('the update prompt', () => {
  it('is offered when a new version waits, and the page reloads only once the learner accepted and the new version took over', () => {
    const { worker, fire } = fakeWorker();
    const reload = vi.fn();
    let accept: (() => void) | undefined;
    offerUpdates(worker, reload, (a) => (accept = a));
    expect(accept).toBeUndefined();
    fire('waiting');
    expect(accept).toBeDefined();
    expect(worker.messageSkipWaiting).not.toHaveBeenCalled();
    accept!();
    expect(worker.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    fire('controlling');
    expect(reload).toHaveBeenCalledOnce();
  });
});

describe('a page the first worker did not take', () => {
  const container = (controller: object | null) => {
    const active = { postMessage: vi.fn() };
    return { active, container: { controller, ready: Promise.resolve({ active }) } as unknown as Parameters<typeof comeUnderTheWorker>[0] };
  };

  it('asks the active worker to take it, so that what it saves plays offline without another visit (docs/decisions/399)', async () => {
    const { active, container: uncontrolled } = container(null);
    await comeUnderTheWorker(uncontrolled);
    expect(active.postMessage).toHaveBeenCalledWith({ type: 'CLAIM' });
  });

  it('asks nothing when a worker already controls it', async () => {
    const { active, container: controlled } = container({});
    await comeUnderTheWorker(controlled);
    expect(active.postMessage).not.toHaveBeenCalled();
  });
});

describe('the offline line', () => {
  it('says the learner is offline while the browser is, and goes when the connection returns', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const stop = showWhileOffline();
    const line = document.querySelector('[data-offline-status]');
    expect(line?.textContent).toContain(OFFLINE_APP_COPY.offline);
    expect(line?.querySelector('a')?.getAttribute('href')).toBe('/downloads');
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(document.querySelector('[data-offline-status]')).toBeNull();
    online.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(document.querySelector('[data-offline-status]')).not.toBeNull();
    stop();
    expect(document.querySelector('[data-offline-status]')).toBeNull();
    online.mockRestore();
  });
});

describe('the precache list', () => {
  it('takes the entry and the first routes with what they import statically, not what they load later', () => {
    const manifest = {
      'index.html': { file: 'assets/index.js', imports: ['_kit.js'], dynamicImports: ['src/late.tsx'] },
      '_kit.js': { file: 'assets/kit.js' },
      'src/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_learner.js', '_kit.js'], css: ['assets/dashboard.css'] },
      '_learner.js': { file: 'assets/learner.js' },
      'src/late.tsx': { file: 'assets/late.js' },
    };
    expect([...firstRouteFiles(manifest, ['src/dashboard.tsx'])].sort()).toEqual(['assets/dashboard.css', 'assets/dashboard.js', 'assets/index.js', 'assets/kit.js', 'assets/learner.js']);
  });
});
