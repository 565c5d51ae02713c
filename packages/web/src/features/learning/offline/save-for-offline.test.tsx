import 'fake-indexeddb/auto';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { courseAnswer, courseObject } from '../../../test/fixtures';
import { memoryCacheStorage } from '../../../test/cache-storage';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../../test/render';
import { useSession } from '../../../lib/session';
import { savedCourse, wipeOfflineData } from '../../../offline/store';
import SaveForOffline from './save-for-offline';

// The real save (save-course.ts, store.ts, IndexedDB through fake-indexeddb) behind the real
// panel; only the network is a stand-in: the gateway's GraphQL answers and fetch for the files.

const SIZES: Record<string, number> = { 'course/lab/lecture.webm': 3000, 'course/lab/briefing.mp3': 2000, 'course/listening/podcast.mp3': 5000 };
const media = (id: string, title: string, kind: string, key: string) => ({ ...courseObject(id, title, kind, 'NOT_STARTED'), contentUrl: `/media/1.f.${'c'.repeat(64)}/${key}` });
const unit = (id: string, title: string, objects: unknown[]) => ({ __typename: 'CourseUnit', id, label: title, title, durationMinutes: 20, enabled: true, imageUrl: null, objects });
const COURSE = courseAnswer({
  units: [
    unit('u1', 'Media lab', [media('video', 'Lecture', 'VIDEO', 'course/lab/lecture.webm'), media('audio', 'Audio briefing', 'AUDIO', 'course/lab/briefing.mp3')]),
    unit('u2', 'Listening', [media('podcast', 'Podcast', 'PODCAST', 'course/listening/podcast.mp3')]),
  ],
});

const respond: Responder = (op) => {
  if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
  if (op.operationName === 'CoursePage') return { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, course: COURSE } } };
  return { data: null, errors: [{ message: 'not in this test', extensions: { code: 'NOT_FOUND' } }] };
};

/** The network: each file's HEAD and GET, by storage key; a file in `dropping` is cut off (the connection went). */
function network() {
  const state = { asked: [] as string[], dropping: null as string | null };
  const fetcher = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost/');
    const method = init?.method ?? 'GET';
    // The dashboard's page, whose answers a save keeps (none in this drawing).
    if (!url.pathname.startsWith('/media/')) return Promise.resolve(new Response('<!doctype html><title>Dashboard</title>', { headers: { 'content-type': 'text/html' } }));
    const key = url.pathname.replace(/^\/media\/[^/]+\//, '');
    state.asked.push(`${method} ${key}`);
    if (method === 'GET' && key === state.dropping) return Promise.reject(new TypeError('Failed to fetch'));
    const headers = { 'content-type': 'audio/mpeg', 'content-length': String(SIZES[key]) };
    return Promise.resolve(new Response(method === 'HEAD' ? null : new Uint8Array(SIZES[key]), { headers }));
  };
  return { state, fetcher };
}

/** The course screen draws the panel for a signed-in learner only. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().state.status === 'signedIn' ? children : null;
}

describe('Save for offline of one unit', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await wipeOfflineData();
  });

  it('resumes after a reload as that unit’s save: only its missing file is measured and downloaded, never the rest of the course (docs/decisions/364)', async () => {
    const { storage, paths } = memoryCacheStorage();
    const net = network();
    vi.stubGlobal('caches', storage);
    vi.stubGlobal('fetch', net.fetcher);
    const user = userEvent.setup();

    // The learner saves the media unit; the connection drops during its second file.
    net.state.dropping = 'course/lab/briefing.mp3';
    const first = renderWithApp(
      <SignedIn>
        <SaveForOffline courseId="101202" unitId="u1" />
      </SignedIn>,
      { respond },
    );
    await user.click(await screen.findByRole('button', { name: 'Save this unit' }));
    const panel = await screen.findByRole('group', { name: 'Save for offline' });
    expect(panel).toHaveTextContent('2 files to save, 5 KB: Video 3 KB, Audio 2 KB.');
    await user.click(within(panel).getByRole('button', { name: 'Save 5 KB' }));
    expect(await screen.findByText('Saving stopped. What is saved so far is kept; press Resume saving to go on.')).toBeInTheDocument();
    first.unmount();

    // A reload, on another unit: the panel's state is gone; what the device holds says what was asked.
    net.state.dropping = null;
    net.state.asked.length = 0;
    renderWithApp(
      <SignedIn>
        <SaveForOffline courseId="101202" unitId="u2" />
      </SignedIn>,
      { respond },
    );
    await user.click(await screen.findByRole('button', { name: 'Resume saving' }));
    const resumed = await screen.findByRole('group', { name: 'Save for offline' });
    expect(resumed).toHaveTextContent('1 file to save, 2 KB: Audio 2 KB.');
    expect(net.state.asked).toEqual(['HEAD course/lab/briefing.mp3']);
    await user.click(within(resumed).getByRole('button', { name: 'Save 2 KB' }));
    expect(await screen.findByText(/^Saved for offline/)).toBeInTheDocument();
    expect(net.state.asked).toEqual(['HEAD course/lab/briefing.mp3', 'GET course/lab/briefing.mp3']);

    const record = await savedCourse('101202');
    expect(record).toMatchObject({ unitId: 'u1', complete: true, objectIds: ['video', 'audio'] });
    expect(record?.files.map((f) => [f.key, f.saved])).toEqual([
      ['course/lab/lecture.webm', true],
      ['course/lab/briefing.mp3', true],
    ]);
    expect(paths('portal-saved-files')).toEqual(['/media/saved/course/lab/lecture.webm', '/media/saved/course/lab/briefing.mp3']);
  });

  it('says before saving that a package stays online only when the content’s site may keep nothing in this browser, and claims none of it saved (docs/decisions/390)', async () => {
    const CONTENT = 'http://127.0.0.1:4001';
    const refusal = 'This browser does not let the course content’s site keep files, so its packages open online only.';
    const scorm = { ...courseObject('scorm', 'Interactive lesson', 'SCORM', 'NOT_STARTED'), contentUrl: `${CONTENT}/media/1.d2.${'d'.repeat(64)}/course/pkg/index.html` };
    const withPackage = courseAnswer({ units: [unit('u1', 'Media lab', [media('video', 'Lecture', 'VIDEO', 'course/lab/lecture.webm'), scorm])] });
    const answer: Responder = (op) => (op.operationName === 'CoursePage' ? { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, course: withPackage } } } : respond(op));
    const { storage, paths } = memoryCacheStorage();
    vi.stubGlobal('caches', storage);
    vi.stubGlobal('fetch', network().fetcher);
    const user = userEvent.setup();
    renderWithApp(
      <SignedIn>
        <SaveForOffline courseId="101202" />
      </SignedIn>,
      { respond: answer },
    );
    await user.click(await screen.findByRole('button', { name: 'Save for offline' }));

    // The keeper frame on the content origin answers that it may keep nothing here.
    const keeper = await waitFor(() => document.querySelector<HTMLIFrameElement>('iframe[title="Saved course content"]')!);
    const sent = vi.spyOn(keeper.contentWindow!, 'postMessage').mockImplementation(() => undefined);
    const say = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { origin: CONTENT, source: keeper.contentWindow, data }));
    say({ bridge: 'portal-keeper', type: 'ready' });
    const [request] = sent.mock.calls[0] as [{ id: number; type: string }];
    expect(request.type).toBe('measure');
    say({ bridge: 'portal-keeper', type: 'failed', id: request.id, message: refusal });

    const panel = await screen.findByRole('group', { name: 'Save for offline' });
    expect(panel).toHaveTextContent('1 file to save, 3 KB: Video 3 KB.');
    expect(panel).toHaveTextContent('Online only: Interactive lesson.');
    expect(panel).toHaveTextContent(refusal);
    await user.click(within(panel).getByRole('button', { name: 'Save 3 KB' }));
    expect(await screen.findByText(/^Saved for offline/)).toBeInTheDocument();
    const record = await savedCourse('101202');
    expect(record).toMatchObject({ complete: true, objectIds: ['video'] });
    expect(record?.files.map((f) => f.key)).toEqual(['course/lab/lecture.webm']);
    expect(paths('portal-saved-files')).toEqual(['/media/saved/course/lab/lecture.webm']);
  });
});
