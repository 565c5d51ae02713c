import { useRef, type ReactNode } from 'react';
import { act, render as renderTree, renderHook } from '@testing-library/react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable, type Subscriber } from 'rxjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LIVE_FIRST_EVENT_TIMEOUT_MS, LIVE_HIDDEN_DROP_MS, LIVE_RETRY_AFTER_MS } from '@portal/domain';
import { graphql } from '../../gql';
import { useLive } from './use-live';
import { LiveProgress, type PushedCourse } from './live-progress';

const BellLive = graphql(`
  subscription NotificationBellLive {
    notificationsChanged {
      unreadCount
    }
  }
`);

/** A stand-in event stream: each subscription is kept open until the test speaks or ends it. */
function fakeStream() {
  const open: Subscriber<ApolloLink.Result>[] = [];
  let opened = 0;
  const link = new ApolloLink(
    () =>
      new Observable<ApolloLink.Result>((observer) => {
        opened += 1;
        open.push(observer);
        return () => open.splice(open.indexOf(observer), 1);
      }),
  );
  return {
    link,
    opened: () => opened,
    open: () => open.length,
    say: (unreadCount: number) => open.forEach((o) => o.next({ data: { notificationsChanged: { __typename: 'NotificationsLive', unreadCount } } })),
    push: (data: Record<string, unknown>) => open.forEach((o) => o.next({ data })),
    fail: () => open.slice().forEach((o) => o.error(new Error('stream lost'))),
  };
}

function setHidden(hidden: boolean) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('useLive: the stream, and polling when it cannot be held (docs/decisions/302)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    setHidden(false);
    vi.useRealTimers();
  });

  const render = () => {
    const stream = fakeStream();
    const client = new ApolloClient({ link: stream.link, cache: new InMemoryCache() });
    const seen: number[] = [];
    const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
    const hook = renderHook(() => useLive(BellLive, { onData: (data) => seen.push(data.notificationsChanged.unreadCount) }), { wrapper });
    return { stream, hook, seen };
  };

  it('is live from the first event, polls when the stream is lost, and tries again later', async () => {
    const { stream, hook, seen } = render();
    expect(hook.result.current.live).toBe(false);
    await act(async () => stream.say(2));
    expect(hook.result.current.live).toBe(true);
    expect(seen).toEqual([2]);
    await act(async () => stream.fail());
    await act(async () => vi.advanceTimersByTime(100));
    expect(hook.result.current.live).toBe(false);
    const before = stream.opened();
    await act(async () => vi.advanceTimersByTime(LIVE_RETRY_AFTER_MS[0]));
    await act(async () => vi.advanceTimersByTime(100));
    expect(stream.opened()).toBe(before + 1);
    await act(async () => stream.say(3));
    expect(hook.result.current.live).toBe(true);
    expect(seen).toEqual([2, 3]);
  });

  it('gives the stream up for polling when its first event does not come (a proxy that buffers it)', async () => {
    const { stream, hook } = render();
    expect(stream.open()).toBe(1);
    await act(async () => vi.advanceTimersByTime(LIVE_FIRST_EVENT_TIMEOUT_MS));
    await act(async () => vi.advanceTimersByTime(100));
    expect(stream.open()).toBe(0);
    expect(hook.result.current.live).toBe(false);
  });

  it('lets the stream go when the page has been hidden a while, and subscribes afresh when it shows', async () => {
    const { stream, hook, seen } = render();
    await act(async () => stream.say(1));
    await act(async () => setHidden(true));
    expect(stream.open()).toBe(1);
    await act(async () => vi.advanceTimersByTime(LIVE_HIDDEN_DROP_MS));
    await act(async () => vi.advanceTimersByTime(100));
    expect(stream.open()).toBe(0);
    await act(async () => setHidden(false));
    await act(async () => vi.advanceTimersByTime(100));
    expect(stream.open()).toBe(1);
    // The first event of the new subscription is the current state: what came meanwhile.
    await act(async () => stream.say(4));
    expect(hook.result.current.live).toBe(true);
    expect(seen).toEqual([1, 4]);
  });
});

describe('LiveProgress: the progress stream as a component of its own (issue 31, section 6)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const progress = (percent: number) => ({
    progressChanged: {
      __typename: 'ProgressLive',
      programs: [{ __typename: 'EnrolledProgram', id: 'p1', progressPercent: percent, courses: [{ __typename: 'EnrolledCourse', id: 'c1', progressPercent: percent, status: 'IN_PROGRESS' }] }],
    },
  });

  it('redraws no screen when its events come, and tells the screen of each change after the first', async () => {
    const stream = fakeStream();
    const client = new ApolloClient({ link: stream.link, cache: new InMemoryCache() });
    const changes: PushedCourse[][] = [];
    let screenRenders = 0;
    function Screen() {
      // A screen (the dashboard) that shows live progress: the stream's phase must not draw it again.
      const renders = useRef(0);
      renders.current += 1;
      screenRenders = renders.current;
      return <LiveProgress onChange={(courses) => changes.push(courses)} />;
    }
    renderTree(
      <ApolloProvider client={client}>
        <Screen />
      </ApolloProvider>,
    );
    const drawn = screenRenders;
    await act(async () => stream.push(progress(10)));
    await act(async () => stream.push(progress(20)));
    expect(screenRenders).toBe(drawn);
    expect(changes.map((courses) => courses.map((c) => c.progressPercent))).toEqual([[20]]);
  });
});
