import { spawnSync } from 'node:child_process';
import { pino } from 'pino';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { imageAllocatorEnv } from '../../../scripts/gateway-command.mjs';
import { IDLE_CHECK_MS, loadMallocTrim, QUIET_UTILIZATION, RELEASE_GROWTH_BYTES, releaseMemoryWhenIdle } from './idle-memory.js';

const MB = 1024 * 1024;
const logger = pino({ level: 'silent' });
const root = fileURLToPath(new URL('../../..', import.meta.url));

let stops: (() => void)[] = [];

/** A gateway whose busyness and heap the test sets, check by check; stopped after each test. */
function gateway() {
  const state = { busy: 0, heap: 40 * MB };
  const gc = vi.fn((_options: NodeJS.GCOptions) => {
    state.heap = 40 * MB;
  });
  const trim = vi.fn(() => {});
  const stop = releaseMemoryWhenIdle({
    logger,
    gc,
    trim,
    utilization: () => state.busy,
    heapTotal: () => state.heap,
  });
  stops.push(stop);
  /** One check of the gateway, with this busyness and heap over the window before it. */
  const check = (busy: number, heapMb: number) => {
    state.busy = busy;
    state.heap = heapMb * MB;
    vi.advanceTimersByTime(IDLE_CHECK_MS);
  };
  return { gc, trim, stop, check };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('the heap of a busy spell given back once the gateway is quiet (decision 256)', () => {
  it('collects once, at the first quiet check after the heap grew, with the collection V8 runs under memory pressure', () => {
    const { gc, check } = gateway();
    check(0.6, 70);
    check(0.4, 72);
    expect(gc).not.toHaveBeenCalled();
    check(0.001, 72);
    expect(gc).toHaveBeenCalledTimes(1);
    expect(gc).toHaveBeenCalledWith({
      type: 'major',
      execution: 'sync',
      flavor: 'last-resort',
    });
    // Quiet and nothing new to give back: no more collections.
    check(0.001, 40);
    check(0, 41);
    expect(gc).toHaveBeenCalledTimes(1);
    // The next spell is given back in its turn.
    check(0.5, 60);
    check(0.01, 60);
    expect(gc).toHaveBeenCalledTimes(2);
  });

  it('never collects while the loop is busy 2% of the time or more, nor for a heap that grew less than the threshold', () => {
    const { gc, check } = gateway();
    for (let i = 0; i < 10; i++) check(QUIET_UTILIZATION, 80);
    expect(gc).not.toHaveBeenCalled();
    check(0, 40 + (RELEASE_GROWTH_BYTES - 1) / MB);
    expect(gc).not.toHaveBeenCalled();
  });

  it('under a light steady load, collects once for each 4 MB the heap grows', () => {
    const { gc, check } = gateway();
    for (const heapMb of [41, 42, 43]) check(0.01, heapMb);
    expect(gc).not.toHaveBeenCalled();
    check(0.01, 44);
    expect(gc).toHaveBeenCalledTimes(1);
    for (const heapMb of [41, 42, 43]) check(0.01, heapMb);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('takes a heap that V8 shrank on its own as the new floor', () => {
    const { gc, check } = gateway();
    check(0.5, 30);
    check(0, 33);
    expect(gc).not.toHaveBeenCalled();
    check(0, 35);
    expect(gc).toHaveBeenCalledTimes(1);
  });

  it('trims malloc at every quiet check, whatever the heap did (what a stopped drawing thread freed is there), never at a busy one', () => {
    const { trim, check } = gateway();
    check(0.5, 60);
    expect(trim).not.toHaveBeenCalled();
    check(0.001, 60);
    check(0.001, 40);
    check(0, 40);
    expect(trim).toHaveBeenCalledTimes(3);
    check(QUIET_UTILIZATION, 40);
    expect(trim).toHaveBeenCalledTimes(3);
  });

  it('stops checking when stopped', () => {
    const { gc, trim, stop, check } = gateway();
    stop();
    check(0, 90);
    expect(gc).not.toHaveBeenCalled();
    expect(trim).not.toHaveBeenCalled();
  });

  it('without malloc_trim still collects, and without either does nothing (the gateway run from source)', () => {
    const gc = vi.fn((_options: NodeJS.GCOptions) => {});
    let heap = 40 * MB;
    stops.push(
      releaseMemoryWhenIdle({
        logger,
        gc,
        utilization: () => 0,
        heapTotal: () => heap,
      }),
    );
    heap = 50 * MB;
    vi.advanceTimersByTime(IDLE_CHECK_MS);
    expect(gc).toHaveBeenCalledTimes(1);
    stops.forEach((stop) => stop());
    expect(() => releaseMemoryWhenIdle({ logger })()).not.toThrow();
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe("the image's collector and allocator", () => {
  it('takes a last-resort collection in this Node: the pages it frees leave the process', () => {
    // The options object is V8's (gc-extension.cc). A plain collection (a Node whose V8
    // dropped `flavor`) shrinks the heap V8 counts, but keeps most of the freed pages in its
    // pool: measured, 39 MB less heap and 5 MB less RSS, against 56 and 56 (decision 256).
    const script = `
      const keep = [];
      for (let i = 0; i < 200000; i++) keep.push({ i, s: 'x'.repeat(20) + i });
      keep.length = 0;
      const before = process.memoryUsage();
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      const after = process.memoryUsage();
      console.log(JSON.stringify({ heap: before.heapTotal - after.heapTotal, rss: before.rss - after.rss }));
    `;
    const run = spawnSync(process.execPath, ['--expose-gc', '--max-semi-space-size=8', '-e', script], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    const given: unknown = JSON.parse(run.stdout);
    expect(given).toEqual({
      heap: expect.any(Number),
      rss: expect.any(Number),
    });
    const { heap, rss } = given as { heap: number; rss: number };
    expect(heap).toBeGreaterThan(RELEASE_GROWTH_BYTES);
    expect(rss).toBeGreaterThan(heap / 2);
  });

  it.runIf(process.platform === 'linux')("trims glibc's malloc: the pages it holds free between blocks in use leave the process", () => {
    // Node's own Buffers of 2000 bytes come from malloc one by one; one in sixteen is kept.
    // Without the trim, the freed pages between them stay with the process (decision 256).
    const idleMemory = new URL('./idle-memory.ts', import.meta.url).pathname;
    const script = `
      import { loadMallocTrim } from ${JSON.stringify(idleMemory)};
      const trim = loadMallocTrim();
      let blocks = [];
      for (let i = 0; i < 40000; i++) blocks.push(Buffer.allocUnsafeSlow(2000));
      const kept = blocks.filter((_, i) => i % 16 === 15);
      blocks = undefined;
      gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
      const before = process.memoryUsage().rss;
      trim();
      console.log(JSON.stringify({ kept: kept.length, given: before - process.memoryUsage().rss }));
    `;
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      // The gateway image's malloc settings (its Dockerfile's ENV, as npm start gives them).
      env: { ...process.env, ...imageAllocatorEnv(root, 'gateway') },
    });
    expect(run.stderr).toBe('');
    const given: unknown = JSON.parse(run.stdout);
    expect(given).toEqual({ kept: 2500, given: expect.any(Number) });
    expect((given as { given: number }).given).toBeGreaterThan(20 * MB);
    expect(loadMallocTrim()).toBeTypeOf('function');
  });
});
