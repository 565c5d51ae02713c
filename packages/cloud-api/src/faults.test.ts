import { EventEmitter } from 'node:events';
import type { Request, Response } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { createFaults, parseFaultRules } from './faults.js';
import { LEARNER, OID, startTestApi, type TestApi } from './test-support.js';

describe('parsing fault rules', () => {
  it('reads the documented example, with defaults filled in', () => {
    const rules = parseFaultRules('{"/getUserTotalProgress":{"mode":"slow","delayMs":1500},"/getEvents":{"mode":"error","status":503},"/getusn":{"mode":"drop"}}');
    expect(rules).toEqual({
      '/getUserTotalProgress': { mode: 'slow', delayMs: 1500, rate: 1, spread: 'random' },
      '/getEvents': { mode: 'error', status: 503, rate: 1, spread: 'random' },
      '/getusn': { mode: 'drop', rate: 1, spread: 'random' },
    });
  });

  it('is off when nothing is set', () => {
    expect(parseFaultRules(undefined)).toEqual({});
    expect(parseFaultRules('')).toEqual({});
    expect(loadConfig({}).faults).toEqual({});
  });

  it.each([
    ['not JSON', '{mode:slow}', /JSON/],
    ['an unknown mode', '{"/getEvents":{"mode":"explode"}}', /getEvents/],
    ['a status that is not 5xx', '{"/getEvents":{"mode":"error","status":404}}', /status/],
    ['a path without its slash', '{"getEvents":{"mode":"drop"}}', /path/],
    ['a slow rule without delay', '{"/getEvents":{"mode":"slow"}}', /delayMs/],
  ])('refuses %s', (_what, input, message) => {
    expect(() => parseFaultRules(input)).toThrow(message);
  });

  it('stops the start with a ConfigError naming CLOUD_API_FAULTS when the setting is wrong', () => {
    expect(() => loadConfig({ CLOUD_API_FAULTS: '{"/x":{"mode":"nope"}}' })).toThrow(ConfigError);
    expect(() => loadConfig({ CLOUD_API_FAULTS: '{"/x":{"mode":"nope"}}' })).toThrow(/CLOUD_API_FAULTS/);
  });
});

describe('a slow rule, on a fake clock', () => {
  afterEach(() => void vi.useRealTimers());

  const call = (path: string) => {
    const res = new EventEmitter() as unknown as Response;
    const next = vi.fn();
    return { res, next, req: { path } as Request };
  };

  it('lets the call through after exactly its delay, not before', () => {
    vi.useFakeTimers();
    const { middleware } = createFaults(parseFaultRules('{"/getUserTotalProgress":{"mode":"slow","delayMs":800}}'));
    const { req, res, next } = call('/getUserTotalProgress');
    middleware(req, res, next);
    vi.advanceTimersByTime(799);
    expect(next).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(next).toHaveBeenCalledOnce();
  });

  it('forgets a call whose caller gave up', () => {
    vi.useFakeTimers();
    const { middleware } = createFaults(parseFaultRules('{"/getUserTotalProgress":{"mode":"slow","delayMs":800}}'));
    const { req, res, next } = call('/getUserTotalProgress');
    middleware(req, res, next);
    (res as unknown as EventEmitter).emit('close');
    vi.advanceTimersByTime(10_000);
    expect(next).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('fault injection over HTTP', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({
      faultAdmin: true,
      faults: parseFaultRules('{"/getUserTotalProgress":{"mode":"slow","delayMs":800},"/getEvents":{"mode":"error","status":503},"/getusn":{"mode":"drop"}}'),
    });
  });
  afterAll(() => api?.dispose());

  it('makes a slow path answer, late (the delay itself is counted on a fake clock below)', async () => {
    const res = await api.post('/getUserTotalProgress', { oid: OID, eid: LEARNER });
    expect(res.status).toBe(200);
    expect(res.body.bpdata.length).toBeGreaterThan(0);
  });

  it('makes an error path fail with the chosen 5xx and a JSON error', async () => {
    const res = await api.post('/getEvents', { oid: OID, rtype: 'get', batchjson: [3012] });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: { code: 'INJECTED_FAULT', message: expect.any(String) } });
  });

  it('makes a drop path close the connection without answering', async () => {
    await expect(api.post('/getusn', { oid: OID, eid: LEARNER })).rejects.toThrow();
  });

  it('leaves other paths alone', async () => {
    // Other paths held forever would hang this call; it answers at once instead (no clock read).
    await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ '/getusn': { mode: 'hold' }, '/getEvents': { mode: 'hold' } }) });
    const res = await api.post('/getAllProgramList', { oid: OID });
    expect(res.status).toBe(200);
    await fetch(`${api.url}/__faults`, { method: 'DELETE' });
  });

  it('holds a call until it is released, and lists the calls it holds meanwhile', async () => {
    await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ '/getusn': { mode: 'hold' } }) });
    let answered = false;
    const call = api.post('/getusn', { oid: OID, eid: LEARNER }).then((res) => {
      answered = true;
      return res;
    });
    await expect.poll(async () => ((await (await fetch(`${api.url}/__faults/held`)).json()) as { held: string[] }).held, { timeout: 10_000 }).toEqual(['/getusn']);
    expect(answered).toBe(false);
    expect(await (await fetch(`${api.url}/__faults/release`, { method: 'POST' })).json()).toEqual({ released: 1 });
    expect((await call).status).toBe(200);
    expect(((await (await fetch(`${api.url}/__faults/held`)).json()) as { held: string[] }).held).toEqual([]);
    await fetch(`${api.url}/__faults`, { method: 'DELETE' });
  });

  it('lets every held call through when the rules are cleared', async () => {
    await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ '*': { mode: 'hold' } }) });
    const call = api.post('/getAllProgramList', { oid: OID });
    await expect.poll(async () => ((await (await fetch(`${api.url}/__faults/held`)).json()) as { held: string[] }).held, { timeout: 10_000 }).toEqual(['/getAllProgramList']);
    await fetch(`${api.url}/__faults`, { method: 'DELETE' });
    expect((await call).status).toBe(200);
  });

  it('replaces the rules at run time through POST /__faults, and clears them with DELETE', async () => {
    let res = await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ '/getAllProgramList': { mode: 'error', status: 500 } }) });
    expect(res.status).toBe(200);
    expect((await api.post('/getAllProgramList', { oid: OID })).status).toBe(500);
    // Replaced, not merged: the start-up rules are gone.
    expect((await api.post('/getEvents', { oid: OID, rtype: 'get', batchjson: [] })).status).toBe(200);

    res = await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ '/getAllProgramList': { mode: 'melt' } }) });
    expect(res.status).toBe(400);

    res = await fetch(`${api.url}/__faults`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ rules: {} });
    expect((await api.post('/getAllProgramList', { oid: OID })).status).toBe(200);
  });

  it('answers a chosen JSON body in place of the real answer', async () => {
    await fetch(`${api.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ '/getBatchID': { mode: 'answer', json: { bpid: 'not a number' } } }),
    });
    const res = await api.post('/getBatchID', { oid: OID, pid: 301 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ bpid: 'not a number' });
    await fetch(`${api.url}/__faults`, { method: 'DELETE' });
  });

  it('can hit only a share of the calls', async () => {
    await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ '/getAllProgramList': { mode: 'error', status: 502, rate: 0 } }) });
    expect((await api.post('/getAllProgramList', { oid: OID })).status).toBe(200);
    await fetch(`${api.url}/__faults`, { method: 'DELETE' });
  });

  it('spreads a share evenly when asked: rate 0.3 fails calls 4, 7 and 10 of ten, and new rules count again from the first call', async () => {
    const rules = JSON.stringify({ '/getAllProgramList': { mode: 'error', status: 502, rate: 0.3, spread: 'even' } });
    const statuses = async () => {
      const seen: number[] = [];
      for (let i = 0; i < 10; i += 1) seen.push((await api.post('/getAllProgramList', { oid: OID })).status);
      return seen.flatMap((status, i) => (status === 502 ? [i + 1] : []));
    };
    await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: rules });
    expect(await statuses()).toEqual([4, 7, 10]);
    await fetch(`${api.url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: rules });
    expect(await statuses()).toEqual([4, 7, 10]);
    await fetch(`${api.url}/__faults`, { method: 'DELETE' });
  });
});
