import type { ComponentType } from 'react';
import type { ApolloClient } from '@apollo/client';
import { preloadedLazy } from './preloaded-lazy';

/**
 * The route layer (docs/decisions/355): each area's `routes.ts` exports `routes`, which screens
 * it has at which paths, and app/router.tsx finds every `features/<area>/routes.ts` and composes
 * their lists into the two route sets. A new screen edits its area's list; a new area writes its
 * own routes.ts and edits no shared list.
 */
export type ScreenRoute = {
  /** Its path: from app/paths.ts when the shell or another area links to it, else the area's own; '/' is the route set's index. */
  path: string;
  /** The screen, lazily loaded (React.lazy or preloadedLazy): each route is its own chunk. */
  Screen: ComponentType;
  /** Inside the shell, a page without data of its own still checks the session (docs/decisions/003). */
  checksSession?: true;
  /**
   * Loads the screen's code, and its query where it has one, at boot when the address names
   * it (preloadRoute): `params` are the path's, undecoded; `search` is the address's query string.
   */
  preload?: (client: ApolloClient, at: { params: Readonly<Record<string, string | undefined>>; search: string }) => Promise<unknown> | undefined;
};

/** A public page a signed-in learner has too, inside the shell: one row a page, with its path in each route set. */
type SiteRoute = Omit<ScreenRoute, 'path'> & { public: string; learner: string };

/** An area's routes: signed out (the public layout), signed in (the learner's shell), and both. */
export type AreaRoutes = {
  public?: readonly ScreenRoute[];
  learner?: readonly ScreenRoute[];
  site?: readonly SiteRoute[];
};

/** A path's parameter as its screen reads it, decoded; null when the address is malformed (the route shows it as it can). */
export function decodedParam(value: string | undefined): string | null {
  if (value === undefined) return null;
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** A screen whose code the boot loads beforehand when the address names it: its route's `Screen` and `preload`. */
export function preloadedScreen(load: () => Promise<{ default: ComponentType }>): Pick<ScreenRoute, 'Screen' | 'preload'> {
  const screen = preloadedLazy(load);
  return { Screen: screen.Component, preload: screen.load };
}
