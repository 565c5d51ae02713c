import { describe, expect, it, vi } from 'vitest';
import { createApi } from './runtime';

type Api12 = { LMSInitialize(s: string): string; LMSGetValue(k: string): string; LMSSetValue(k: string, v: string): string; LMSCommit(s: string): string; LMSFinish(s: string): string };
type Api2004 = { Initialize(s: string): string; GetValue(k: string): string; SetValue(k: string, v: string): string; Commit(s: string): string; Terminate(s: string): string };

describe('the SCORM runtime frame (docs/decisions/170)', () => {
  it('answers a 1.2 package from the stored data and hands each commit to the bridge', async () => {
    const post = vi.fn();
    const api = (await createApi({ version: '1.2', cmi: { core: { lesson_location: '2', lesson_status: 'incomplete' }, suspend_data: 'step=2' } }, post)) as unknown as Api12;
    expect(api.LMSInitialize('')).toBe('true');
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('2');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('step=2');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    expect(api.LMSCommit('')).toBe('true');
    expect(post).toHaveBeenCalledTimes(1);
    const [cmi, terminate] = post.mock.calls[0] as [{ core: { lesson_status: string } }, boolean];
    expect(cmi.core.lesson_status).toBe('passed');
    expect(terminate).toBe(false);
  });

  it('a 2004 package\u2019s Terminate is its last commit', async () => {
    const post = vi.fn();
    const api = (await createApi({ version: '2004', cmi: null }, post)) as unknown as Api2004;
    expect(api.Initialize('')).toBe('true');
    api.SetValue('cmi.location', '3');
    api.SetValue('cmi.completion_status', 'completed');
    expect(api.Terminate('')).toBe('true');
    const last = post.mock.calls.at(-1) as [{ location: string; completion_status: string }, boolean];
    expect(last[0]).toMatchObject({ location: '3', completion_status: 'completed' });
    expect(last[1]).toBe(true);
  });

  it('sends a change two seconds later even when the package never commits it (its last commit, as its frame goes away, never arrives)', async () => {
    vi.useFakeTimers();
    try {
      const post = vi.fn();
      const api = (await createApi({ version: '1.2', cmi: null }, post)) as unknown as Api12;
      api.LMSInitialize('');
      api.LMSSetValue('cmi.core.lesson_location', '2');
      expect(post).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2100);
      expect(post).toHaveBeenCalledTimes(1);
      expect((post.mock.calls[0] as [{ core: { lesson_location: string } }])[0].core.lesson_location).toBe('2');
    } finally {
      vi.useRealTimers();
    }
  });
});
