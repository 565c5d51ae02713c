/**
 * The gateway's drawing of a signed-in first page (docs/decisions/168): the same React
 * tree the browser renders, drawn to HTML in the gateway for one request, from the
 * answers the gateway got for the page's boot queries. The browser shows it from the
 * first response; main.tsx then draws the live page over it once its code is here, from
 * the same answers, which the page carries (lib/early-graphql.ts).
 *
 * Built by `vite build --config vite.server.config.ts` into dist-server/ (not served); the
 * gateway runs it in a worker thread (piscina), so drawing never holds up its event loop.
 * Nothing here talks to the network: the Apollo client answers from `answers` only.
 */
import type { ReactNode } from 'react';
// A namespace: react-dom/static is CommonJS, whose named exports the bundler does not see through.
import * as ReactDomStatic from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { StaticRouter } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { askSession, createSessionLostSignal } from '../lib/session';
import { pageTitle } from '../components/page-title';
import { Providers } from './providers';
import { AppRoutes, preloadRoute } from './router';
import { DRAWN_PAGES } from './drawn-pages';

export type DrawnPage = {
  /** #root's markup, with the rules it uses in Emotion's `<style data-emotion>` elements. */
  html: string;
  title: string;
};

/**
 * Draws `url` (a path of DRAWN_PAGES, with its query string) for the viewer the answers
 * name; null when there is nobody signed in (the page is then served undrawn). `answers`
 * are GraphQL results by operation name, as the gateway answered them.
 */
export async function drawPage(url: string, answers: Readonly<Record<string, unknown>>): Promise<DrawnPage | null> {
  const { pathname } = new URL(url, 'http://gateway.invalid');
  const screen = DRAWN_PAGES[pathname];
  if (screen === undefined) return null;
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const answer = answers[operation.operationName ?? ''];
        if (answer === undefined) observer.error(new Error(`no answer for ${operation.operationName ?? 'an unnamed operation'}`));
        else {
          observer.next(answer as ApolloLink.Result);
          observer.complete();
        }
      }),
  );
  const client = createApolloClient({
    onSessionLost: () => undefined,
    link,
    ssrMode: true,
  });
  const session = await askSession(client).catch(() => null);
  const viewer = session?.data?.viewer;
  if (!viewer) return null;
  // The screen's code and its query, as the browser's boot does; the query lands in the cache.
  await preloadRoute(pathname, client);
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  // prerender, not renderToString: it waits for the lazy parts (the header's menus) instead of drawing their fallbacks.
  const { prelude } = await ReactDomStatic.prerenderToNodeStream(
    // One Emotion cache per drawing: each rule is written once, before its first use.
    <CacheProvider value={createCache({ key: 'css' })}>
      <Providers client={client} sessionLost={createSessionLostSignal()} known={{ status: 'signedIn', viewer }} Router={Router}>
        <AppRoutes />
      </Providers>
    </CacheProvider>,
    // Every boundary inline: React would otherwise move a large one to the end of the
    // markup with an inline script to put it back, which the page's CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  client.stop();
  // usePageTitle runs in the browser only: the page's title is written here.
  return { html, title: pageTitle(screen) };
}

/** The worker's task (the gateway's piscina pool calls it by name). */
export function drawTask({ url, answers }: { url: string; answers: Readonly<Record<string, unknown>> }): Promise<DrawnPage | null> {
  return drawPage(url, answers);
}
