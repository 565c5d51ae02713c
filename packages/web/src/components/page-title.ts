import { createContext, useContext, useEffect, useEffectEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTitle } from '@portal/domain';

/** Where a drawing (app/entry-server.tsx), which runs no effects, collects the title its page names itself by. */
export const PageTitleSink = createContext<{ title?: string } | null>(null);

/**
 * Every route names itself in the browser tab, the history list and a screen
 * reader's announcement of the page (WCAG 2.4.2). One hook, called by every route
 * component, so the format lives here only.
 */
export function usePageTitle(title?: string | null) {
  const drawing = useContext(PageTitleSink);
  if (drawing) drawing.title = pageTitle(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}

/**
 * On a route change, focus moves to the new page's h1 (WCAG 2.4.3): a screen reader
 * then reads the new page from its heading, and Tab continues from there instead of
 * from a link in a sidebar that is still on screen. Not on the first load (the
 * browser starts at the top already), and not when the learner has moved focus
 * elsewhere while the page was loading. The heading may arrive after the route
 * (lazy chunk, query), so we watch `main` for it for a while.
 */
export function useFocusHeadingOnRouteChange(main: RefObject<HTMLElement | null>) {
  const { pathname, key } = useLocation();
  // 'default' is the key of the location the page was opened at (React Router's first entry).
  const isPageAsOpened = useEffectEvent(() => key === 'default');
  useEffect(() => {
    const container = main.current;
    if (isPageAsOpened() || !container) return;
    const focusedAtNavigation = document.activeElement;
    const focusHeading = () => {
      const heading = container.querySelector('h1');
      if (!heading) return false;
      const active = document.activeElement;
      const learnerMovedOn = active && active !== document.body && active !== focusedAtNavigation && active !== heading;
      if (!learnerMovedOn) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(container, { childList: true, subtree: true });
    const giveUp = setTimeout(() => observer.disconnect(), 15_000);
    return () => {
      observer.disconnect();
      clearTimeout(giveUp);
    };
    // A new page is a new path: a changed query string (tabs, filters) keeps focus where it is.
  }, [main, pathname]);
}
