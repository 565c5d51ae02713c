import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

/**
 * React.lazy for a screen the boot may already have loaded (app/router.tsx, preloadRoute).
 * React.lazy suspends on its first render even when the module is already here, which
 * commits the fallback and then the screen, each reveal held back by React's Suspense
 * throttling: on a slow phone, a few hundred milliseconds per level after the code had
 * arrived (issue 7, section 5; docs/decisions/161-route-pages.md). This component renders
 * the module directly once `load` has resolved, and React.lazy before that. Each place
 * keeps what it chose on its first render, so a screen is never swapped under React.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any screen, as in React.lazy's own signature
export function preloadedLazy<T extends ComponentType<any>, M extends { default: T } = { default: T }>(load: () => Promise<M>) {
  type P = ComponentProps<T>;
  let loaded: T | undefined;
  const loadOnce = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(loadOnce);
  function Preloaded(props: P) {
    const [Screen] = useState<ComponentType<P>>(() => (loaded ?? Lazy) as ComponentType<P>);
    return <Screen {...props} />;
  }
  return { Component: Preloaded, load: loadOnce };
}
