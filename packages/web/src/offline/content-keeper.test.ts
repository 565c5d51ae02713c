import { afterEach, describe, expect, it, vi } from 'vitest';
import { askKeeper } from './content-keeper';

const CONTENT = 'http://127.0.0.1:4001';
const LAUNCH = `${CONTENT}/media/1.d2.${'a'.repeat(64)}/course/pkg/index.html`;
const file = { key: 'course/pkg/index.html', objectId: 'o1', kind: 'SCORM', url: LAUNCH, bytes: 21, saved: true };

/** The keeper frame the request opened, and what it was sent. */
function openedFrame() {
  const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Saved course content"]')!;
  const sent = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined);
  const say = (data: unknown, origin = CONTENT, source: Window | null = frame.contentWindow) => window.dispatchEvent(new MessageEvent('message', { origin, source, data }));
  return { frame, sent, say };
}

describe('asking the keeper on the content origin (docs/decisions/390)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens the keeper hidden on the content origin, sends the request once it is ready, hears the bytes and resolves with its answer', async () => {
    const bytes: number[] = [];
    const answer = askKeeper(LAUNCH, { type: 'save', files: [{ ...file, saved: false }] }, { onBytes: (n) => bytes.push(n) });
    const { frame, sent, say } = openedFrame();
    expect(frame.src).toBe(`${CONTENT}/scorm/keeper.html`);
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    say({ bridge: 'portal-keeper', type: 'ready' });
    expect(sent).toHaveBeenCalledTimes(1);
    const [request, target] = sent.mock.calls[0] as [{ id: number; type: string }, string];
    expect(request).toMatchObject({ bridge: 'portal-keeper', type: 'save' });
    expect(target).toBe(CONTENT);
    // Another origin or window is not heard; another request's answer is not this one's.
    say({ bridge: 'portal-keeper', type: 'done', id: request.id, files: [] }, 'http://evil.test');
    say({ bridge: 'portal-keeper', type: 'done', id: request.id + 1, files: [] });
    say({ bridge: 'portal-keeper', type: 'progress', id: request.id, bytes: 21 });
    say({ bridge: 'portal-keeper', type: 'done', id: request.id, files: [file] });
    await expect(answer).resolves.toEqual([file]);
    expect(bytes).toEqual([21]);
    expect(frame.isConnected).toBe(false);
  });

  it('rejects with the keeper’s own reason', async () => {
    const answer = askKeeper(LAUNCH, { type: 'wipe' });
    const { sent, say } = openedFrame();
    say({ bridge: 'portal-keeper', type: 'ready' });
    const [request] = sent.mock.calls[0] as [{ id: number }];
    say({ bridge: 'portal-keeper', type: 'failed', id: request.id, message: 'This browser does not let the course content’s site keep files, so its packages open online only.' });
    await expect(answer).rejects.toThrow('This browser does not let the course content’s site keep files');
  });
});
