import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp, type RecordedOperation } from '../../../test/render';
import ScormPlayer from './scorm-player';

type Api12 = { LMSInitialize(s: string): string; LMSGetValue(k: string): string; LMSSetValue(k: string, v: string): string; LMSCommit(s: string): string; LMSFinish(s: string): string };
type Api2004 = { Initialize(s: string): string; GetValue(k: string): string; SetValue(k: string, v: string): string; Commit(s: string): string };

const object = (id: string) => ({ id, title: 'Interactive lesson', kind: 'scorm', contentUrl: null, captions: [] });

function respond(runtime: Record<string, unknown>) {
  return (op: RecordedOperation) => {
    if (op.operationName === 'Session') return { data: { viewer: DEMO_VIEWER } };
    if (op.operationName === 'ScormRuntime') return { data: { scormRuntime: { __typename: 'ScormRuntime', ...runtime } } };
    const input = op.variables.input as { data: string };
    const done = /"lesson_status":"(passed|completed)"|"completion_status":"completed"/.test(input.data);
    return { data: { scormCommit: { __typename: 'ScormCommitPayload', stored: true, completed: done, userErrors: [] } } };
  };
}

afterEach(() => {
  const w = window as unknown as Record<string, unknown>;
  delete w.API;
  delete w.API_1484_11;
});

describe('SCORM player (issue 8)', () => {
  it('gives a 1.2 package window.API with the stored data, and commits to the server in order', async () => {
    const onComplete = vi.fn();
    const stored = { core: { lesson_location: '2', lesson_status: 'incomplete' }, suspend_data: 'step=2' };
    const { gateway } = renderWithApp(<ScormPlayer object={object('obj-301058-4')} courseId="301205" onComplete={onComplete} />, {
      respond: respond({ objectId: 'obj-301058-4', version: 'SCORM_12', launchUrl: '/media/1.d2.x/course/scorm12-demo/index.html', data: JSON.stringify(stored), sequence: 4, completed: false }),
    });
    const frame = await screen.findByTitle('Interactive lesson');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/media/1.d2.x/course/scorm12-demo/index.html');
    const api = (window as unknown as { API: Api12 }).API;
    expect(api.LMSInitialize('')).toBe('true');
    // Restored from the last visit.
    expect(api.LMSGetValue('cmi.core.lesson_location')).toBe('2');
    expect(api.LMSGetValue('cmi.suspend_data')).toBe('step=2');

    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    expect(api.LMSCommit('')).toBe('true');
    await waitFor(() => expect(gateway.operations.filter((o) => o.operationName === 'ScormCommit')).toHaveLength(1));
    const first = gateway.operations.find((o) => o.operationName === 'ScormCommit')!.variables.input as { courseId: string; objectId: string; version: string; data: string; sequence: number };
    expect(first).toMatchObject({ courseId: '301205', objectId: 'obj-301058-4', version: 'SCORM_12', sequence: 5 });
    expect(JSON.parse(first.data).core.lesson_status).toBe('passed');
    expect(onComplete).toHaveBeenCalledTimes(1);

    api.LMSCommit('');
    await waitFor(() => expect(gateway.operations.filter((o) => o.operationName === 'ScormCommit')).toHaveLength(2));
    expect((gateway.operations.filter((o) => o.operationName === 'ScormCommit')[1].variables.input as { sequence: number }).sequence).toBe(6);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('gives a 2004 package window.API_1484_11; completed marks it done', async () => {
    const onComplete = vi.fn();
    const { gateway } = renderWithApp(<ScormPlayer object={object('obj-301058-5')} courseId="301205" onComplete={onComplete} />, {
      respond: respond({ objectId: 'obj-301058-5', version: 'SCORM_2004', launchUrl: '/media/1.d2.x/course/scorm2004-demo/index.html', data: null, sequence: -1, completed: false }),
    });
    await screen.findByTitle('Interactive lesson');
    const api = (window as unknown as { API_1484_11: Api2004 }).API_1484_11;
    expect(api.Initialize('')).toBe('true');
    api.SetValue('cmi.completion_status', 'incomplete');
    api.Commit('');
    expect(onComplete).not.toHaveBeenCalled();
    api.SetValue('cmi.completion_status', 'completed');
    api.Commit('');
    await waitFor(() => expect(gateway.operations.filter((o) => o.operationName === 'ScormCommit')).toHaveLength(2));
    expect(gateway.operations.filter((o) => o.operationName === 'ScormCommit').map((o) => (o.variables.input as { sequence: number }).sequence)).toEqual([0, 1]);
    expect(onComplete).toHaveBeenCalledTimes(1);
  });
});
