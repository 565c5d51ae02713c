/**
 * The pages the gateway draws per request (app/entry-server.tsx, docs/decisions/168). A
 * module of its own in the server build, with nothing else in it: the gateway reads it to
 * decide, before any work, whether a request's page is drawn and for whom.
 * - `learner`: only for a signed-in learner (a request without the session cookie, or
 *   whose token does not verify, gets the page as built);
 * - `anyone`: for visitors too.
 */
export type DrawnPage = { screen: 'dashboard' | 'programDetail' | 'course'; for: 'learner' | 'anyone' };

const DRAWN: [path: RegExp, page: DrawnPage][] = [
  [/^\/dashboard$/, { screen: 'dashboard', for: 'learner' }],
  // /course?course=…&unit=… (app/paths.ts): the unit list and the player's frame (docs/decisions/181).
  [/^\/course$/, { screen: 'course', for: 'learner' }],
  // /myProg/:pid/:il (app/paths.ts), for visitors and learners alike.
  [/^\/myProg\/[^/]+\/[^/]+$/, { screen: 'programDetail', for: 'anyone' }],
];

/** The drawn page at this path (no query string), if it is one. */
export function drawnPage(pathname: string): DrawnPage | undefined {
  return DRAWN.find(([path]) => path.test(pathname))?.[1];
}
