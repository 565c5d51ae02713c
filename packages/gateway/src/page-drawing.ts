import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import { createContext, type Context, type Services } from './context.js';

/** The drawing's task and answer (packages/web/src/app/entry-server.tsx, `drawTask`). */
type DrawTask = { url: string; answers: Record<string, unknown> };
type Drawn = { html: string; title: string } | null;

/** A page's HTML drawn for one request. */
export type PageDrawer = {
  /** The page drawn for this request, or null to serve it as built. */
  draw: (req: Request, res: Response, pageFile: string) => Promise<string | null>;
  /** Starts the drawing thread ahead of the first page (main.ts, once listening). */
  warm: () => Promise<void>;
  close: () => Promise<void>;
};

export type PageDrawerOptions = {
  serverDir: string;
  /** How long a page may wait for its answers and its drawing (PAGE_DRAW_BUDGET_MS). */
  budgetMs: number;
  graphql: ApolloServer<Context>;
  services: Services;
  logger: Logger;
};

/** The boot queries a first page lists (scripts/route-pages.mjs): operation name → the request body Apollo sends. */
const EARLY_QUERIES = /<script type="application\/json" id="early-graphql">([^<]*)<\/script>/;
const ROOT = '<div id="root"></div>';
/** Drawings waiting for the thread beyond these are not drawn: under load, pages go out as built at once. */
const MAX_WAITING = 4;

/** JSON inside a `<script type="application/json">` element: `<` escaped, so nothing in it can end the element. */
const dataBlockJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');
const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Draws the signed-in first pages per request (docs/decisions/168): the dashboard's HTML
 * carries the learner's course cards and events, so a phone on a slow link shows them from
 * the first response instead of after the JavaScript (issue 7, section 5).
 *
 * For a page the web app's server build lists (drawn-pages.js) and a request with a session
 * cookie, it runs the page's boot queries in this process, through Apollo Server with the
 * request's own context (the same session check, limits and upstream calls as over HTTP),
 * has the web app draw the page from their answers in a worker thread, and puts the answers
 * in the page so the browser does not ask again (lib/early-graphql.ts). Anything else —
 * nobody signed in, answers or drawing slower than `budgetMs`, the thread's queue full, a
 * failed drawing — serves the page as built, which works as before: drawing only ever
 * makes a page earlier, and never holds up the event loop that serves everyone else.
 *
 * Returns undefined when there is no server build (the pages are then served as built).
 */
export function pageDrawer(options: PageDrawerOptions): PageDrawer | undefined {
  const entryFile = path.join(options.serverDir, 'entry-server.js');
  const listFile = path.join(options.serverDir, 'drawn-pages.js');
  if (options.budgetMs <= 0 || !existsSync(entryFile) || !existsSync(listFile)) {
    options.logger.info({ serverDir: options.serverDir }, 'signed-in pages are served as built (no server build of the web app, or PAGE_DRAW_BUDGET_MS=0)');
    return undefined;
  }
  let drawnPages: Promise<Readonly<Record<string, string>>> | undefined;
  const listed = () => (drawnPages ??= (import(pathToFileURL(listFile).href) as Promise<{ DRAWN_PAGES: Record<string, string> }>).then((m) => m.DRAWN_PAGES));
  // One thread: drawing is CPU work, and the event loop keeps the other core. It starts on
  // the first page (or warm()) and stops after a quiet while.
  const pool = new Piscina<DrawTask, Drawn>({
    filename: pathToFileURL(entryFile).href,
    name: 'drawTask',
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_WAITING,
    idleTimeout: 10 * 60_000,
    // Plain Node: the server build is JavaScript. Under `npm start` the gateway runs in tsx,
    // whose loader would give the thread a second copy of the build's modules (two Reacts).
    execArgv: [],
  });

  const draw: PageDrawer['draw'] = async (req, res, pageFile) => {
    if ((await listed())[req.path] === undefined) return null;
    // Only the ID token's cookie travels with a page request; without it nobody is signed in here.
    if (!options.services.cookies.read(req).id) return null;
    const page = await readFile(pageFile, 'utf8');
    const list = EARLY_QUERIES.exec(page)?.[1];
    if (!list || !page.includes(ROOT)) return null;
    const bodies = Object.entries(JSON.parse(list) as Record<string, string>);

    const contextValue = createContext(options.services, req, res);
    const work = (async () => {
      const answered = await Promise.all(
        bodies.map(async ([name, body]) => {
          const request = JSON.parse(body) as { query: string; operationName?: string; variables?: Record<string, unknown> };
          const response = await options.graphql.executeOperation({ query: request.query, operationName: request.operationName, variables: request.variables }, { contextValue });
          if (response.body.kind !== 'single') throw new Error(`${name}: an incremental answer cannot be drawn`);
          return [name, response.body.singleResult] as const;
        }),
      );
      const answers = Object.fromEntries(answered);
      // Nobody signed in (an expired token: its refresh cookie only goes to /graphql): served as built.
      if ((answers.Session?.data as { viewer?: unknown } | undefined)?.viewer == null) return null;
      // A full queue means the thread is behind: this page goes out as built rather than wait.
      if (pool.queueSize >= MAX_WAITING) return null;
      const drawn = await pool.run({ url: req.originalUrl, answers });
      return drawn ? { drawn, answers } : null;
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), options.budgetMs);
    });
    try {
      const result = await Promise.race([work, late]);
      if (result === 'late') {
        // The queries and the drawing go on to their own end; nobody waits for them.
        work.catch(() => undefined);
        req.log?.debug({ budgetMs: options.budgetMs }, 'page served as built: its answers and drawing took longer than the budget');
        return null;
      }
      if (!result) return null;
      const { drawn, answers } = result;
      // The page's CSP allows no inline script: markup that needs one would be a broken page.
      if (/<script/i.test(drawn.html)) throw new Error('the drawn markup holds a script element');
      // Replacements by function: a `$` in the learner's data is text, not a replacement pattern.
      return page
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(drawn.title)}</title>`)
        .replace(EARLY_QUERIES, (early) => `${early}<script type="application/json" id="early-answers">${dataBlockJson(answers)}</script>`)
        .replace(ROOT, () => `<div id="root" data-shell="drawn">${drawn.html}</div>`);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    draw,
    warm: async () => {
      // A drawing for nobody loads the web app's code in the thread; it answers null.
      await pool.run({ url: '/', answers: {} }).catch(() => undefined);
    },
    close: () => pool.destroy(),
  };
}
