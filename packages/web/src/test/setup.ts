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
  // One jsdom window for all files (isolate: false): an attempt's answer queue, a draft or a
  // player's position stored by one test must not be found by the next.
  localStorage.clear();
  // The toaster is one store for the whole app; a toast must not leak into the next test.
  toaster.remove();
  forgetPointerModality();
});

/**
 * The test files share one jsdom window (isolate: false in vite.config.ts), and Zag's
 * focus-visible module (under Chakra's menus, tabs, selects...) keeps page-wide state in
 * it: document listeners installed by the first component that needs them, the
 * interaction modality and the last pointer position. In jsdom every pointer event is at
 * (0, 0), and Zag ignores a pointermove at the position it last saw, so once a previous
 * test had clicked anything, a menu item never saw the pointer arrive and was never
 * highlighted, and a click on it chose nothing. After each test this puts the page back
 * as a fresh one: a move to a position no test uses, so the next test's first move
 * counts, then the unload that makes Zag remove its listeners (they come back with the
 * next component that tracks focus).
 */
function forgetPointerModality() {
  document.dispatchEvent(new PointerEvent('pointermove', { clientX: -1, clientY: -1 }));
  window.dispatchEvent(new Event('beforeunload'));
}

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
