import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from '@testing-library/react';
import { DEMO_VIEWER, renderWithApp, type Responder } from '../../test/render';
import { useAssessmentClock, type AssessmentClock } from './use-assessment-clock';

const REF = { courseId: '101204', kind: 'ASSESSMENT' as const, assessmentId: '7' };

function Clock({ open = true, firstDelayMs, onClock }: { open?: boolean; firstDelayMs: number; onClock: (clock: AssessmentClock) => void }) {
  useAssessmentClock(REF, { open, firstDelayMs, onClock });
  return null;
}

/** The gateway's clock: `secondsLeft` counts down by one each ask; the delay it names is `pollMs`. */
function clockGateway(pollMs: number): Responder {
  let left = 600;
  return (op) =>
    op.operationName === 'AssessmentClock'
      ? { data: { viewer: { __typename: 'Viewer', id: DEMO_VIEWER.id, assessmentClock: { __typename: 'AssessmentClock', secondsLeft: left--, clockPollMs: pollMs, status: 'IN_PROGRESS' } } } }
      : { data: { viewer: DEMO_VIEWER } };
}

const asks = (ops: { operationName: string | undefined }[]) => ops.filter((o) => o.operationName === 'AssessmentClock').length;
const wait = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));

describe('the server clock of an open attempt (spec part 2, sections 4 and 9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks first after the delay the attempt named, then at the delay each reply names', async () => {
    vi.useFakeTimers();
    const onClock = vi.fn();
    const { gateway } = renderWithApp(<Clock firstDelayMs={1000} onClock={onClock} />, { respond: clockGateway(3000) });
    await wait(999);
    expect(asks(gateway.operations)).toBe(0);
    await wait(1);
    expect(asks(gateway.operations)).toBe(1);
    expect(onClock).toHaveBeenLastCalledWith(expect.objectContaining({ secondsLeft: 600, clockPollMs: 3000 }));
    // The reply named 3000 ms: no ask at 1000 or 2000 ms from then.
    await wait(2999);
    expect(asks(gateway.operations)).toBe(1);
    await wait(1);
    expect(asks(gateway.operations)).toBe(2);
    expect(onClock).toHaveBeenLastCalledWith(expect.objectContaining({ secondsLeft: 599 }));
  });

  it('does not ask while the page is hidden, and asks at the first beat once it shows', async () => {
    vi.useFakeTimers();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('visible');
    const { gateway } = renderWithApp(<Clock firstDelayMs={1000} onClock={() => undefined} />, { respond: clockGateway(1000) });
    await wait(1000);
    expect(asks(gateway.operations)).toBe(1);
    visibility.mockReturnValue('hidden');
    await wait(10_000);
    expect(asks(gateway.operations)).toBe(1);
    visibility.mockReturnValue('visible');
    await wait(1000);
    expect(asks(gateway.operations)).toBe(2);
  });

  it('does not ask for an attempt that is no longer open', async () => {
    vi.useFakeTimers();
    const { gateway } = renderWithApp(<Clock open={false} firstDelayMs={1000} onClock={() => undefined} />, { respond: clockGateway(1000) });
    await wait(5000);
    expect(asks(gateway.operations)).toBe(0);
  });
});
