import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '../lib/toaster';

// CI and developers' machines may have both cores busy: a findBy… or waitFor
// waits for what it asserts for up to 15 s instead of Testing Library's 1 s.
// A passing test returns as soon as its assertion holds, so this costs nothing
// on a quiet machine.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  // The toaster is one store for the whole app; a toast must not leak into the next test.
  toaster.remove();
});

// jsdom lacks these browser APIs; Chakra (Ark UI / Zag) and Embla call them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
window.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
window.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
Element.prototype.scrollTo ??= () => undefined;
Element.prototype.scrollIntoView ??= () => undefined;
