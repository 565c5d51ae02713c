/**
 * The gateway's drawing of a first page (docs/decisions/168 and 200): the same React tree the
 * browser renders, drawn to HTML in the gateway for one request. In two steps, each a
 * task of the gateway's worker thread (piscina calls them by name):
 * 1. `askTask`: the GraphQL requests the app's boot sends for this address (the session
 *    question and the screen's query), byte for byte, recorded from the app's own client;
 * 2. the gateway answers them with the request's own context, then `drawTask` draws the
 *    page from those answers.
 * The browser shows the drawing from the first response; main.tsx then draws the live page
 * over it once its code is here, from the same answers, which the page carries
 * (lib/early-graphql.ts).
 *
 * Built by `vite build --config vite.server.config.ts` into dist-server/ (never served).
 * Nothing here talks to the network. What this module exports, the drawn pages and what
 * its tasks answer are the gateway's contract with the web app
 * (`@portal/contract/page-drawing`, `ServerEntry`); entry-server.test.tsx checks it.
 */
import type { ReactNode } from 'react';
// A namespace: react-dom/static is CommonJS, whose named exports the bundler does not see through.
import * as ReactDomStatic from 'react-dom/static';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { ApolloLink } from '@apollo/client';
import { Observable } from 'rxjs';
import { StaticRouter } from 'react-router-dom';
import { createApolloClient } from '../lib/apollo-client';
import { askSession, createSessionLostSignal, type SessionState } from '../lib/session';
import { PageTitleSink } from '../components/page-title';
import { Providers } from './providers';
import { AppRoutes, preloadRoute } from './router';
import { drawnPage, type AskTask, type BootRequests, type Drawing, type DrawTask } from '@portal/contract/page-drawing';

const pathOf = (url: string) => new URL(url, 'http://gateway.invalid').pathname;
const searchOf = (url: string) => new URL(url, 'http://gateway.invalid').search;

/**
 * The requests the app's boot sends for `url`, by operation name, as the browser's Apollo
 * client writes them (the same link, its fetch recorded). Each is answered `data: null`
 * here, so every step of the boot runs to its end. The build lists them in each first
 * page (scripts/route-pages.mjs); the gateway answers them for a drawn page (askTask).
 */
export async function bootRequests({ url }: AskTask): Promise<BootRequests> {
  const bodies: BootRequests = {};
  const record: typeof fetch = async (_input, init) => {
    const body = String(init?.body ?? '');
    const name = (JSON.parse(body) as { operationName?: string }).operationName;
    if (name) bodies[name] ??= body;
    return new Response('{"data":null}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const client = createApolloClient({ onSessionLost: () => undefined, fetch: record });
  await Promise.allSettled([askSession(client), preloadRoute(pathOf(url), client, searchOf(url))]);
  client.stop();
  return bodies;
}

/** bootRequests for a page the gateway draws per request; empty for any other. */
export async function askTask({ url }: AskTask): Promise<BootRequests> {
  return drawnPage(pathOf(url)) ? bootRequests({ url }) : {};
}

/**
 * Draws `url` (with its query string) from `answers` (GraphQL results by operation name,
 * as the gateway answered askTask's requests); null when the page is not drawn for this
 * session (a learner's page and nobody signed in).
 */
export async function drawTask({ url, answers, timeZone }: DrawTask): Promise<Drawing | null> {
  const pathname = pathOf(url);
  const page = drawnPage(pathname);
  if (!page) return null;
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
  const client = createApolloClient({ onSessionLost: () => undefined, link, ssrMode: true });
  const viewer = (await askSession(client).catch(() => null))?.data?.viewer ?? null;
  if (page.for === 'learner' && !viewer) return null;
  const known: SessionState = viewer ? { status: 'signedIn', viewer } : { status: 'signedOut' };
  // The screen's code and its query, as the browser's boot does; the query lands in the cache.
  await preloadRoute(pathname, client, searchOf(url));
  const drawing = await draw(url, client, known, timeZone);
  client.stop();
  return drawing;
}

/**
 * Draws a public page as a visitor sees it on arrival, for the build (scripts/page-shells.mjs):
 * signed out, and any query of its own left loading, as on the browser's first render.
 */
export async function drawPublicPage({ url }: AskTask): Promise<Drawing> {
  const nothing = new ApolloLink(() => new Observable((observer) => observer.error(new Error('a page drawn at build time has no answers'))));
  const client = createApolloClient({ onSessionLost: () => undefined, link: nothing, ssrMode: true });
  await preloadRoute(pathOf(url), client);
  const drawing = await draw(url, client, { status: 'signedOut' });
  client.stop();
  return drawing;
}

/** The app at `url`, for this session, from what `client` holds: markup and the title the page names itself by. */
async function draw(url: string, client: ReturnType<typeof createApolloClient>, known: SessionState, timeZone?: string): Promise<Drawing> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const title: { title?: string } = {};
  // One Emotion cache per drawing, keeping the rules (compat) instead of writing a <style>
  // before each element: the page then has them in a few elements in its head, parsed once.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  // prerender, not renderToString: it waits for the lazy parts instead of drawing their fallbacks.
  const { prelude } = await ReactDomStatic.prerenderToNodeStream(
    <CacheProvider value={cache}>
      <PageTitleSink.Provider value={title}>
        <Providers client={client} sessionLost={createSessionLostSignal()} known={known} drawnZone={timeZone} Router={Router}>
          <AppRoutes />
        </Providers>
      </PageTitleSink.Provider>
    </CacheProvider>,
    // Every boundary inline: React would otherwise move a large one to the end of the
    // markup with an inline script to put it back, which the page's CSP (script-src 'self') blocks.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  const emotion = createEmotionServer(cache);
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)), title: title.title ?? '' };
}
