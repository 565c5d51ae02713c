import { act, fireEvent, render } from '@testing-library/react';
import { useRef } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEmblaOnDemand } from './use-embla-on-demand';

function Carousel({ start }: { start: () => Promise<EmblaCarouselType> }) {
  const rootRef = useRef<HTMLDivElement>(null);
  useEmblaOnDemand(rootRef, start);
  return <div ref={rootRef} data-testid="carousel" />;
}

/** A start whose outcome the test decides. */
function deferredStart() {
  let reject!: (error: unknown) => void;
  const start = vi.fn(
    () =>
      new Promise<EmblaCarouselType>((_resolve, rejectStart) => {
        reject = rejectStart;
      }),
  );
  return { start, reject: (error: unknown) => reject(error) };
}

afterEach(() => vi.restoreAllMocks());

describe('a carousel whose Embla fails to start', () => {
  it('when it left the page meanwhile, the failure is quiet (no unhandled rejection)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { start, reject } = deferredStart();
    const { getByTestId, unmount } = render(<Carousel start={start} />);
    fireEvent.pointerEnter(getByTestId('carousel'));
    expect(start).toHaveBeenCalledTimes(1);
    unmount();
    // Embla throws when its viewport has no document any more (seen under load).
    await act(async () => reject(new TypeError("Cannot read properties of null (reading 'ownerDocument')")));
    expect(error).not.toHaveBeenCalled();
  });

  it('when its node left the document before React unmounted it (a quick move to another route), the failure is quiet', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { start, reject } = deferredStart();
    const { getByTestId, container } = render(<Carousel start={start} />);
    fireEvent.pointerEnter(getByTestId('carousel'));
    // The route's markup is replaced before the old screen's cleanup runs.
    container.remove();
    await act(async () => reject(new TypeError("Cannot read properties of null (reading 'ownerDocument')")));
    expect(error).not.toHaveBeenCalled();
  });

  it('while shown, the failure is reported and the next use tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { start, reject } = deferredStart();
    const { getByTestId } = render(<Carousel start={start} />);
    fireEvent.pointerEnter(getByTestId('carousel'));
    await act(async () => reject(new Error('chunk failed to load')));
    expect(error).toHaveBeenCalledWith('The carousel could not start', expect.any(Error));
    fireEvent.focusIn(getByTestId('carousel'));
    expect(start).toHaveBeenCalledTimes(2);
  });
});
