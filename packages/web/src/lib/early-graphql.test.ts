import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithEarlyAnswers, forgetEarlyAnswers } from './early-graphql';

const SESSION = JSON.stringify({ operationName: 'Session', query: 'query Session { viewer { id } }' });

afterEach(() => {
  delete window.__earlyGraphql;
  document.getElementById('early-graphql')?.remove();
  document.getElementById('early-answers')?.remove();
  vi.unstubAllGlobals();
});

describe('the boot queries sent by the page (docs/decisions/161)', () => {
  it('answer the same request once, and the network answers the rest', async () => {
    const network = vi.fn(async () => new Response('{"data":{"from":"network"}}'));
    vi.stubGlobal('fetch', network);
    window.__earlyGraphql = { Session: { body: SESSION, answer: Promise.resolve(new Response('{"data":{"from":"page"}}')) } };

    const first = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION });
    expect(await first.json()).toEqual({ data: { from: 'page' } });
    expect(network).not.toHaveBeenCalled();

    const again = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION });
    expect(await again.json()).toEqual({ data: { from: 'network' } });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('a request that differs in any byte goes to the network, and the early answer stays for its own request', async () => {
    const network = vi.fn(async () => new Response('{"data":{"from":"network"}}'));
    vi.stubGlobal('fetch', network);
    window.__earlyGraphql = { Session: { body: SESSION, answer: Promise.resolve(new Response('{}')) } };

    const other = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION.replace('id', 'name') });
    expect(await other.json()).toEqual({ data: { from: 'network' } });
    expect(window.__earlyGraphql.Session).toBeDefined();
  });

  it('an early request that failed (offline then) is sent again', async () => {
    const network = vi.fn(async () => new Response('{"data":{"from":"network"}}'));
    vi.stubGlobal('fetch', network);
    window.__earlyGraphql = { Session: { body: SESSION, answer: Promise.reject(new TypeError('Failed to fetch')) } };

    const answer = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION });
    expect(await answer.json()).toEqual({ data: { from: 'network' } });
  });
});

describe('forgetEarlyAnswers', () => {
  it('drops answers nobody took at boot, so a later request (after a sign-in) asks the network', async () => {
    const network = vi.fn(async () => new Response('{"data":{"from":"network"}}'));
    vi.stubGlobal('fetch', network);
    window.__earlyGraphql = { Session: { body: SESSION, answer: Promise.resolve(new Response('{"data":{"from":"page"}}')) } };
    document.body.insertAdjacentHTML('beforeend', '<script type="application/json" id="early-graphql">{}</script>');
    forgetEarlyAnswers();
    const later = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION });
    expect(await later.json()).toEqual({ data: { from: 'network' } });
    // An early script that arrives now finds no list to send.
    expect(document.getElementById('early-graphql')).toBeNull();
  });
});

describe('the answers a page drawn by the gateway brings (docs/decisions/168)', () => {
  const page = (answers: unknown) =>
    document.body.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="early-graphql">${JSON.stringify({ Session: SESSION })}</script><script type="application/json" id="early-answers">${JSON.stringify(answers)}</script>`,
    );

  it('answer the request the page lists, byte for byte, once, without the network', async () => {
    const network = vi.fn(async () => new Response('{"data":{"from":"network"}}'));
    vi.stubGlobal('fetch', network);
    page({ Session: { data: { viewer: { id: 'drawn' } } } });

    const other = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION.replace('id', 'name') });
    expect(await other.json()).toEqual({ data: { from: 'network' } });
    const first = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { viewer: { id: 'drawn' } } });
    expect(network).toHaveBeenCalledTimes(1);
    const again = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION });
    expect(await again.json()).toEqual({ data: { from: 'network' } });
  });

  it('are gone once the boot has ended', async () => {
    const network = vi.fn(async () => new Response('{"data":{"from":"network"}}'));
    vi.stubGlobal('fetch', network);
    page({ Session: { data: { viewer: { id: 'drawn' } } } });
    forgetEarlyAnswers();
    expect(document.getElementById('early-answers')).toBeNull();
    const later = await fetchWithEarlyAnswers('/graphql', { method: 'POST', body: SESSION });
    expect(await later.json()).toEqual({ data: { from: 'network' } });
  });
});

describe('the answers a drawn page brings (docs/decisions/168)', () => {
  it('are read from the page once, however many boot requests look in them (issue 31, section 6)', async () => {
    const network = vi.fn(async () => new Response('{"data":{"from":"network"}}'));
    vi.stubGlobal('fetch', network);
    const DASHBOARD = JSON.stringify({ operationName: 'Dashboard', query: 'query Dashboard { viewer { id } }' });
    const blocks = { Session: SESSION, Dashboard: DASHBOARD };
    const answers = { Session: { data: { from: 'session' } }, Dashboard: { data: { from: 'dashboard' } } };
    document.head.insertAdjacentHTML(
      'beforeend',
      `<script type="application/json" id="early-graphql">${JSON.stringify(blocks)}</script><script type="application/json" id="early-answers">${JSON.stringify(answers)}</script>`,
    );
    const parse = vi.spyOn(JSON, 'parse');
    const bell = JSON.stringify({ operationName: 'NotificationBell', query: 'query NotificationBell { viewer { id } }' });
    const asked = await Promise.all([SESSION, DASHBOARD, bell, bell].map((body) => fetchWithEarlyAnswers('/graphql', { method: 'POST', body }).then((r) => r.json())));
    const blockReads = parse.mock.calls.filter(([text]) => text === JSON.stringify(blocks) || text === JSON.stringify(answers)).length;
    parse.mockRestore();
    expect(asked.map((a) => a.data.from)).toEqual(['session', 'dashboard', 'network', 'network']);
    expect(blockReads).toBe(2);
  });
});
