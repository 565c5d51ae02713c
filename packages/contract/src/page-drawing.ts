/**
 * The contract between the gateway and the web app's server build (docs/decisions/200):
 * everything the two sides must agree on for the gateway to draw a page per request
 * (docs/decisions/168 and 181). Both sides import this module, and nothing else of the
 * other: the gateway (`packages/gateway/src/page-drawing.ts`) runs the server build in a
 * worker thread and writes the page; the web app (`packages/web/src/app/entry-server.tsx`,
 * built by `vite.server.config.ts` into `dist-server/`) implements `ServerEntry`, and its
 * browser code reads the page's data blocks (`lib/early-graphql.ts`, `app/main.tsx`).
 *
 * No imports, no side effects: the browser's entry chunk takes only the constants it uses.
 * `entry-server.test.tsx` (web) checks the web app's side, at type level and at run time;
 * `check-production-build.mjs` checks the built `dist-server/` the same way
 * (`serverEntryProblems`), and the gateway checks every answer of the thread.
 */

/** The server build's folder beside the browser's `dist/` (never served), and its one module. */
export const SERVER_BUILD = { dir: 'dist-server', entry: 'entry-server.js' } as const;

/** For whom a page is drawn: `learner` only with a session whose token verifies; `anyone` for visitors too. */
export type DrawnFor = 'learner' | 'anyone';

/** The screens the gateway draws per request, and for whom. */
export type DrawnPage = { screen: 'dashboard' | 'programDetail' | 'course' | 'verifyCertificate'; for: DrawnFor };

/**
 * The pages drawn per request, by path (no query string; app/paths.ts names them). Adding
 * one also needs its screen to ask its query at boot (`preloadRoute`), which the web's
 * contract test checks for each page here.
 */
export const DRAWN_PAGES: readonly (readonly [path: RegExp, page: DrawnPage])[] = [
  [/^\/dashboard$/, { screen: 'dashboard', for: 'learner' }],
  // /course?course=…&unit=…: the unit list and the player's frame (docs/decisions/181).
  [/^\/course$/, { screen: 'course', for: 'learner' }],
  // /myProg/:pid/:il, for visitors and learners alike.
  [/^\/myProg\/[^/]+\/[^/]+$/, { screen: 'programDetail', for: 'anyone' }],
  // /verify/:code, a certificate's public check: the answer is in the first HTML (docs/decisions/253).
  [/^\/verify\/[^/]+$/, { screen: 'verifyCertificate', for: 'anyone' }],
];

/** The drawn page at this path (no query string), if it is one. */
export function drawnPage(pathname: string): DrawnPage | undefined {
  return DRAWN_PAGES.find(([path]) => path.test(pathname))?.[1];
}

/** How long a page may wait for its answers and its drawing before it goes out as built (PAGE_DRAW_BUDGET_MS's default). */
export const DEFAULT_PAGE_DRAW_BUDGET_MS = 1500;

/** The GraphQL requests a page's boot sends: the request's JSON body (as Apollo writes it) by operation name. */
export type BootRequests = Record<string, string>;
/** GraphQL results by operation name, as the gateway answered a page's `BootRequests`. */
export type Answers = Readonly<Record<string, unknown>>;

/** A page drawn from its answers. */
export type Drawing = {
  /** `#root`'s markup. Never a `<script>` (the page's CSP is `script-src 'self'`). */
  html: string;
  /** The rules the markup uses, as `<style data-emotion>` elements for the page's head. */
  styles: string;
  /** The page's `<title>`. */
  title: string;
};

/** The thread's first task: which requests the boot sends at `url` (with its query string); empty for a page not drawn. */
export type AskTask = { url: string };
/**
 * The thread's second task: the page at `url` drawn from `answers`; null when it is not drawn
 * for this session. `timeZone`: the browser's zone, from its DEVICE_ZONE_COOKIE, checked by the
 * gateway; without it the page is drawn in India time.
 */
export type DrawTask = { url: string; answers: Answers; timeZone?: string };

/**
 * The cookie in which the browser tells the gateway its time zone (an IANA name), so that a
 * page drawn for it writes times as the browser will, and taking the page over redraws
 * nothing (docs/decisions/294). Not a secret: the page's script writes it.
 */
export const DEVICE_ZONE_COOKIE = 'portal_zone';

/**
 * What the server build's entry exports. The gateway's worker thread calls the two tasks
 * by name; the web's own build scripts (scripts/route-pages.mjs, page-shells.mjs) call the
 * other two.
 */
export type ServerEntry = {
  askTask: (task: AskTask) => Promise<BootRequests>;
  drawTask: (task: DrawTask) => Promise<Drawing | null>;
  /** The boot's requests at any first page's address (route-pages.mjs lists them in the page). */
  bootRequests: (task: AskTask) => Promise<BootRequests>;
  /** A public page as a visitor sees it on arrival, drawn at build time (page-shells.mjs). */
  drawPublicPage: (task: AskTask) => Promise<Drawing>;
};

/** The names the gateway's worker thread runs (piscina's `name`). */
export const THREAD_TASKS = ['askTask', 'drawTask'] as const satisfies readonly (keyof ServerEntry)[];
const ENTRY_EXPORTS = [...THREAD_TASKS, 'bootRequests', 'drawPublicPage'] as const satisfies readonly (keyof ServerEntry)[];

/** What a module that should be the server build's entry lacks; empty when it has every export. */
export function serverEntryProblems(entry: unknown): string[] {
  const module = (entry ?? {}) as Record<string, unknown>;
  return ENTRY_EXPORTS.filter((name) => typeof module[name] !== 'function').map((name) => `the server entry does not export a function ${name}`);
}

const isRecordOf = (value: unknown, check: (item: unknown) => boolean): boolean => value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every(check);

/** An askTask answer: a record of JSON request bodies, each naming its operation as its key says. */
export function isBootRequests(value: unknown): value is BootRequests {
  if (!isRecordOf(value, (body) => typeof body === 'string')) return false;
  return Object.entries(value as Record<string, string>).every(([name, body]) => {
    try {
      return (JSON.parse(body) as { operationName?: unknown }).operationName === name;
    } catch {
      return false;
    }
  });
}

/** A drawTask answer that is a drawing (three strings), with no script in what goes into the page. */
export function isDrawing(value: unknown): value is Drawing {
  if (value === null || typeof value !== 'object') return false;
  const { html, styles, title } = value as Record<string, unknown>;
  return typeof html === 'string' && typeof styles === 'string' && typeof title === 'string' && !/<script/i.test(html + styles);
}

/**
 * What the gateway writes into a page it drew, and the browser reads (lib/early-graphql.ts,
 * app/main.tsx): `#root`'s marker and the two JSON data blocks. scripts/route-pages.mjs
 * writes the requests block into the pages as built with the same id.
 */
export const PAGE_MARKS = {
  /** The built page's empty root, which a drawing fills. */
  root: '<div id="root"></div>',
  /** `#root[data-shell="drawn"]`: a page whose markup React hydrates. */
  drawnShell: 'drawn',
  /** `#root[data-drawn-zone]`: the time zone a drawn page's times are written in (absent: India). */
  drawnZone: 'data-drawn-zone',
  /** `<script type="application/json" id="early-graphql">`: the boot's requests (BootRequests). */
  requestsBlock: 'early-graphql',
  /** `<script type="application/json" id="early-answers">`: their answers (Answers). */
  answersBlock: 'early-answers',
} as const;

/** JSON for a `<script type="application/json">` data block: `<` escaped, so nothing in it can end the element. */
export const dataBlockJson = (value: unknown): string => JSON.stringify(value).replaceAll('<', '\\u003c');
