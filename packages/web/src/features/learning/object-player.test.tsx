import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { portalSystem } from '../../app/theme';
import { makeFragmentData } from '../../gql';
import type { LearningObjectState } from '../../gql/graphql';
import { ObjectPlayer, ObjectPlayer_object } from './object-player';

const reading = (id: string, state: LearningObjectState = 'IN_PROGRESS') => {
  const object = { id, title: `Reading ${id}`, kind: 'HTML' as const, state, secondsSpent: 125, contentUrl: null, captions: [] };
  return makeFragmentData(object, ObjectPlayer_object);
};

function player(object: ReturnType<typeof reading>, onComplete = vi.fn()) {
  return (
    <ChakraProvider value={portalSystem()}>
      <ObjectPlayer courseId="301205" object={object} index={1} hasNext blockedMessage={null} completing={false} onClose={vi.fn()} onPrev={vi.fn()} onNext={vi.fn()} onComplete={onComplete} />
    </ChakraProvider>
  );
}

const markComplete = () => screen.queryByRole('button', { name: /Mark Complete/ });

describe('the unit player (spec part 2, sections 4 and 9)', () => {
  afterEach(() => vi.useRealTimers());

  it('shows Mark Complete 5000 ms after the object opens, counts the time spent, and starts again on the next object', () => {
    // Only the beat and the clock are fake: the player's chunk still loads as usual.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const onComplete = vi.fn();
    const view = render(player(reading('o1'), onComplete));
    expect(markComplete()).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(4000));
    expect(screen.getByText('Time spent: 4 seconds')).toBeInTheDocument();
    expect(markComplete()).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(1000));
    act(() => markComplete()!.click());
    expect(onComplete).toHaveBeenCalledWith(5);

    // Next: a new object, a new clock; Mark Complete waits its 5 seconds again.
    view.rerender(player(reading('o2'), onComplete));
    expect(screen.getByText('Time spent: 0 seconds')).toBeInTheDocument();
    expect(markComplete()).not.toBeInTheDocument();
    act(() => void vi.advanceTimersByTime(5000));
    expect(markComplete()).toBeInTheDocument();
  });

  it('a completed object says Done with its recorded time, shows Next and no Mark Complete', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    render(player(reading('o1', 'COMPLETED')));
    act(() => void vi.advanceTimersByTime(6000));
    expect(screen.getByText('Done')).toBeInTheDocument();
    expect(screen.getByText('Time spent: 2 minutes 5 seconds')).toBeInTheDocument();
    expect(markComplete()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next unit' })).toBeInTheDocument();
  });
});
