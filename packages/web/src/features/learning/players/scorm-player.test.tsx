import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp, type RecordedOperation } from '../../../test/render';
import ScormPlayer from './scorm-player';
import { makeFragmentData } from '../../../gql';
import { Player_object } from '../../../components/players/player-props';

const CONTENT = 'http://127.0.0.1:4001';
const object = (id: string) => makeFragmentData({ id, title: 'Interactive lesson', kind: 'SCORM', contentUrl: null, captions: [] }, Player_object);

function respond(runtime: Record<string, unknown>) {
  return (op: RecordedOperation) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'ScormRuntime') return { data: { scormRuntime: { __typename: 'ScormRuntime', ...runtime } } };
    const input = op.variables.input as { data: string };
    const done = /"lesson_status":"(passed|completed)"|"completion_status":"completed"/.test(input.data);
    return { data: { scormCommit: { __typename: 'ScormCommitPayload', stored: true, completed: done, userErrors: [] } } };
  };
}

/** A message as the browser delivers it to the player's window. */
const post = (data: unknown, origin: string, source: unknown) => act(() => void window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window })));
const commits = (operations: RecordedOperation[]) =>
  operations.filter((o) => o.operationName === 'ScormCommit').map((o) => o.variables.input as { courseId: string; objectId: string; version: string; data: string; sequence: number });

async function openPlayer(runtime: Record<string, unknown>, onComplete = vi.fn()) {
  const { gateway } = renderWithApp(<ScormPlayer object={object(String(runtime.objectId))} courseId="301205" onComplete={onComplete} />, { respond: respond(runtime) });
  const frame = (await screen.findByTitle('Interactive lesson')) as HTMLIFrameElement;
  const frameWindow = frame.contentWindow!;
  const sent = vi.spyOn(frameWindow, 'postMessage').mockImplementation(() => {});
  return { gateway, frame, frameWindow, sent, onComplete };
}

describe('SCORM player (issue 8, docs/decisions/170)', () => {
  const runtime12 = {
    objectId: 'obj-301058-4',
    version: 'SCORM_12',
    launchUrl: `${CONTENT}/media/1.d2.x/course/scorm12-demo/index.html`,
    data: JSON.stringify({ core: { lesson_location: '2' }, suspend_data: 'step=2' }),
    sequence: 4,
    completed: false,
  };

  it('opens the runtime frame on the content origin, sandboxed, and sends it the package and the stored data once it is ready', async () => {
    const { frame, frameWindow, sent } = await openPlayer(runtime12);
    expect(frame).toHaveAttribute('src', `${CONTENT}/scorm/runtime.html`);
    expect(frame.getAttribute('sandbox')?.split(' ').sort()).toEqual(['allow-forms', 'allow-popups', 'allow-same-origin', 'allow-scripts']);
    // The player never puts an API on the portal's own window.
    expect((window as unknown as Record<string, unknown>).API).toBeUndefined();
    post({ bridge: 'portal-scorm', type: 'ready' }, CONTENT, frameWindow);
    expect(sent).toHaveBeenCalledWith(
      { bridge: 'portal-scorm', type: 'start', version: '1.2', launchUrl: runtime12.launchUrl, cmi: { core: { lesson_location: '2' }, suspend_data: 'step=2' } },
      CONTENT,
    );
  });

  it('saves each commit of the frame in order, and a passed 1.2 lesson completes the unit once', async () => {
    const { gateway, frameWindow, onComplete } = await openPlayer(runtime12);
    post({ bridge: 'portal-scorm', type: 'ready' }, CONTENT, frameWindow);
    post({ bridge: 'portal-scorm', type: 'commit', cmi: { core: { lesson_status: 'passed' } }, terminate: false }, CONTENT, frameWindow);
    await waitFor(() => expect(commits(gateway.operations)).toHaveLength(1));
    expect(commits(gateway.operations)[0]).toMatchObject({ courseId: '301205', objectId: 'obj-301058-4', version: 'SCORM_12', sequence: 5 });
    expect(JSON.parse(commits(gateway.operations)[0].data).core.lesson_status).toBe('passed');
    expect(onComplete).toHaveBeenCalledTimes(1);
    post({ bridge: 'portal-scorm', type: 'commit', cmi: { core: { lesson_status: 'passed' } }, terminate: true }, CONTENT, frameWindow);
    await waitFor(() => expect(commits(gateway.operations).map((c) => c.sequence)).toEqual([5, 6]));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('ignores messages from another origin or another window: they are neither answered nor saved', async () => {
    const { gateway, frameWindow, sent, onComplete } = await openPlayer({ ...runtime12, objectId: 'obj-301058-5', version: 'SCORM_2004', data: null, sequence: -1 });
    const done = { bridge: 'portal-scorm', type: 'commit', cmi: { completion_status: 'completed' }, terminate: false };
    // The portal's own origin (a script of the page, not the frame), a look-alike origin, and a window that is not the frame.
    post({ bridge: 'portal-scorm', type: 'ready' }, window.location.origin, frameWindow);
    post(done, 'http://127.0.0.1:4002', frameWindow);
    post(done, CONTENT, window);
    post(done, CONTENT, null);
    expect(sent).not.toHaveBeenCalled();
    // The frame itself is heard, so the refusals above were for where they came from.
    post(done, CONTENT, frameWindow);
    await waitFor(() => expect(commits(gateway.operations).map((c) => c.sequence)).toEqual([0]));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
