import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApolloServer } from '@apollo/server';
import type { Request, Response } from 'express';
import { Piscina } from 'piscina';
import type { Logger } from 'pino';
import { isTimeZone } from '@portal/domain';
import { dataBlockJson, DEVICE_ZONE_COOKIE, drawnPage, isBootRequests, isDrawing, PAGE_MARKS, SERVER_BUILD, type Answers, type ServerEntry } from '@portal/contract/page-drawing';
import { readCookies } from './auth/cookies.js';
import { createContext, type Context, type Services } from './context.js';
import { escapeHtml } from '@portal/domain';

/** A page's HTML drawn for one request. */
export type PageDrawer = {
  /** The page drawn for this request, or null to serve it as built. */
  draw: (req: Request, res: Response, pageFile: string) => Promise<string | null>;
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

/** A first page's list of its boot queries (scripts/route-pages.mjs); the drawing writes its own. */
const EARLY_QUERIES = new RegExp(`<script type="application/json" id="${PAGE_MARKS.requestsBlock}">[^<]*</script>`);
/** Drawings waiting for the thread beyond these are not drawn: under load, pages go out as built at once. */
const MAX_WAITING = 4;

/** What writes to a response, in Express and in Node. */
const RESPONSE_WRITERS = new Set<PropertyKey>([
  'setHeader',
  'appendHeader',
  'removeHeader',
  'writeHead',
  'write',
  'end',
  'append',
  'set',
  'header',
  'cookie',
  'clearCookie',
  'status',
  'type',
  'vary',
  'location',
  'links',
  'attachment',
  'send',
  'json',
  'sendStatus',
  'redirect',
]);

/**
 * The response as a drawing's answers see it. Once the page has gone out without them
 * (past the budget), what they would still write (the batch-hint cookie of a late progress
 * answer, a cleared session) is dropped: it would be written to a response already sent,
 * which throws "Cannot set headers after they are sent" inside a resolver (issue 17, section 2).
 */
function whileAwaited(res: Response, abandoned: () => boolean): Response {
  const guarded: Response = new Proxy(res, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (!RESPONSE_WRITERS.has(key)) return value.bind(target);
      return (...args: unknown[]) => (abandoned() || target.headersSent ? guarded : value.apply(target, args));
    },
  });
  return guarded;
}

/**
 * Draws first pages per request (docs/decisions/168): the signed-in dashboard carries the
 * learner's course cards and events, a program page its program, so a phone on a slow
 * link shows them from the first response instead of after the JavaScript (issue 7,
 * section 5).
 *
 * For a page the contract lists (`@portal/contract/page-drawing`, docs/decisions/200), in its worker thread the
 * web app says which GraphQL requests its boot sends for the address (byte for byte); the
 * gateway runs them in this process, through Apollo Server with the request's own context
 * (the same session check, limits and upstream calls as over HTTP); the web app draws the
 * page from their answers; the page carries the requests and the answers, so the browser
 * does not ask again (lib/early-graphql.ts). Anything else — a learner's page and nobody
 * signed in, answers or drawing slower than `budgetMs`, the thread's queue full, a failed
 * drawing — serves the page as built, which works as before: drawing only ever makes a
 * page earlier, and never holds up the event loop that serves everyone else.
 *
 * Returns undefined when there is no server build (pages are then served as built).
 */
export function pageDrawer(options: PageDrawerOptions): PageDrawer | undefined {
  const entryFile = path.join(options.serverDir, SERVER_BUILD.entry);
  if (options.budgetMs <= 0 || !existsSync(entryFile)) {
    options.logger.info({ serverDir: options.serverDir }, 'pages are served as built (no server build of the web app, or PAGE_DRAW_BUDGET_MS=0)');
    return undefined;
  }
  // One thread: drawing is CPU work, and the event loop keeps the other core. The thread
  // (the web app's code and its heap, about 40 MB) is there only while pages are drawn:
  // it starts with the first one and stops after a minute without any, and its heap is
  // bounded, so a replica's memory stays within its budget (docs/decisions/084) when
  // nobody opens a drawn page. The first page after a quiet minute may go out as built.
  const pool = new Piscina({
    filename: pathToFileURL(entryFile).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_WAITING,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 8 },
    // The thread's event loop turns between drawings (docs/decisions/203). With piscina's
    // default ('sync') the thread waits for its next task in Atomics.wait and reads it
    // synchronously, so its event loop never reached the check phase under a steady flow of
    // pages: each React prerender leaves a setImmediate behind, which holds that drawing's
    // whole tree (its Apollo client and cache, the answers, the markup), and the thread's
    // heap grew by about 0.3 MB per page drawn until its limit (the gateway's RSS with it).
    atomics: 'disabled',
    // Plain Node: the server build is JavaScript. Run from source (the gateway package's own
    // `npm start`) the gateway is in tsx, whose loader would give the thread a
    // second copy of the build's modules (two Reacts).
    execArgv: [],
    // React as production runs it, whatever NODE_ENV the gateway has: `npm start` sets none,
    // and the server build's React then took its development build (checks, warnings and
    // their memory) for markup that is the same either way (docs/decisions/254).
    env: { ...process.env, NODE_ENV: 'production' },
  });
  // A thread that cannot start (a server build removed under a running gateway) is a failed
  // drawing, said once per thread; the pages go out as built.
  pool.on('error', (error: unknown) => options.logger.warn({ err: error }, 'the page-drawing thread failed; pages are served as built'));
  let closed = false;
  // A full queue means the thread is behind: the page goes out as built rather than wait.
  // Work that outlived its budget finds the pool closed at shutdown and stops there.
  // What the thread answers is checked against the contract: a server build of another
  // shape fails the drawing (the page goes out as built, with a warning), never the page.
  const run = async <Name extends 'askTask' | 'drawTask'>(
    name: Name,
    task: Parameters<ServerEntry[Name]>[0],
    fits: (answer: unknown) => boolean,
  ): Promise<Awaited<ReturnType<ServerEntry[Name]>> | null> => {
    if (closed || pool.queueSize >= MAX_WAITING) return null;
    const answer: unknown = await pool.run(task, { name });
    if (!fits(answer)) throw new Error(`the server build's ${name} answered outside the page-drawing contract`);
    return answer as Awaited<ReturnType<ServerEntry[Name]>>;
  };

  const draw: PageDrawer['draw'] = async (req, res, pageFile) => {
    const page = drawnPage(req.path);
    if (!page) return null;
    // Only the ID token's cookie travels with a page request; without it nobody is signed in here.
    if (page.for === 'learner' && !options.services.cookies.read(req).id) return null;
    const built = await readFile(pageFile, 'utf8');
    if (!built.includes(PAGE_MARKS.root) || !built.includes('</head>')) return null;

    // Past the budget the page goes out as built, and what is still to come for it is
    // abandoned: its answers write nothing to the sent page, no upstream call of theirs
    // starts any more, and it is not drawn.
    let abandoned = false;
    // The browser's zone, as its cookie says (any other text: India time, as without one).
    const said = readCookies(req)[DEVICE_ZONE_COOKIE]?.trim() ?? '';
    const timeZone = said.length <= 64 && isTimeZone(said) ? said : undefined;
    const contextValue = createContext(
      options.services,
      req,
      whileAwaited(res, () => abandoned),
    );
    const work = (async () => {
      const bodies = await run('askTask', { url: req.originalUrl }, isBootRequests);
      if (!bodies || Object.keys(bodies).length === 0 || abandoned) return null;
      const answered = await Promise.all(
        Object.entries(bodies).map(async ([name, body]) => {
          const request = JSON.parse(body) as { query: string; operationName?: string; variables?: Record<string, unknown> };
          const response = await options.graphql.executeOperation({ query: request.query, operationName: request.operationName, variables: request.variables }, { contextValue });
          if (response.body.kind !== 'single') throw new Error(`${name}: an incremental answer cannot be drawn`);
          return [name, response.body.singleResult] as const;
        }),
      );
      const answers = Object.fromEntries(answered) satisfies Answers;
      // A learner's page and nobody signed in (an expired token: its refresh cookie only goes to /graphql).
      if (page.for === 'learner' && (answers.Session?.data as { viewer?: unknown } | undefined)?.viewer == null) return null;
      if (abandoned) return null;
      const drawing = await run('drawTask', { url: req.originalUrl, answers, timeZone }, (answer) => answer === null || isDrawing(answer));
      return drawing ? { drawing, bodies, answers } : null;
    })();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), options.budgetMs);
    });
    try {
      const result = await Promise.race([work, late]);
      if (result === 'late') {
        abandoned = true;
        contextValue.deadline.end();
        const log = req.log;
        log?.debug({ budgetMs: options.budgetMs }, 'page served as built: its answers and drawing took longer than the budget');
        // Calls already out end within their own time limit; nobody waits for them.
        void work.then(
          () => log?.debug('the late answers of a page served as built have ended'),
          (error: unknown) => log?.debug({ err: error }, 'the late answers of a page served as built have ended'),
        );
        return null;
      }
      if (!result) return null;
      const { drawing, bodies, answers } = result;
      // The page's CSP allows no inline script: a drawing holding one fails the contract (isDrawing) above.
      const blocks = `${drawing.styles}<script type="application/json" id="${PAGE_MARKS.requestsBlock}">${dataBlockJson(bodies)}</script><script type="application/json" id="${PAGE_MARKS.answersBlock}">${dataBlockJson(answers)}</script>`;
      // Replacements by function: a `$` in the learner's data is text, not a replacement pattern.
      return built
        .replace(EARLY_QUERIES, '')
        .replace('</head>', () => `${blocks}</head>`)
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(drawing.title)}</title>`)
        .replace(PAGE_MARKS.root, () => `<div id="root" data-shell="${PAGE_MARKS.drawnShell}"${timeZone ? ` ${PAGE_MARKS.drawnZone}="${escapeHtml(timeZone)}"` : ''}>${drawing.html}</div>`);
    } finally {
      clearTimeout(timer);
    }
  };

  return {
    draw,
    close: async () => {
      closed = true;
      await pool.destroy();
    },
  };
}
