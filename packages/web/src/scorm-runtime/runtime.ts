/**
 * The SCORM runtime frame (docs/decisions/170), on the content origin: it
 * holds the package's API (window.API for 1.2, window.API_1484_11 for 2004,
 * scorm-again) over a copy of the learner's runtime data that the player
 * sends, and opens the package in a frame of its own, so the package finds
 * the API the standard way, walking up its parents. SCORM's calls are
 * synchronous and answered here; every commit (LMSCommit/Commit, the
 * autocommit, LMSFinish/Terminate) is posted to the player, which saves it
 * through the gateway. Nothing here holds a session: the frame and the
 * package have no ambient authority over the learner's account.
 */
import { acceptStartMessage, type Cmi, type StartMessage } from '../lib/scorm-bridge';

type ScormApi = { loadFromJSON(json: Cmi, element?: string): void };
type ApiClass = new (settings: object, httpService: object) => ScormApi;

/** scorm-again's ES modules export the class by name; its type declarations say default. Either way, the class. */
function apiClass(module: unknown, name: 'Scorm12API' | 'Scorm2004API'): ApiClass {
  const m = module as Record<string, ApiClass | undefined>;
  return (m[name] ?? m.default) as ApiClass;
}

/** Builds the API for one package, every commit handed to `post` (never an HTTP call of its own). */
export async function createApi(start: Pick<StartMessage, 'version' | 'cmi'>, post: (cmi: Cmi, terminate: boolean) => void): Promise<ScormApi> {
  const httpService = {
    processHttpRequest(_url: string, params: unknown, immediate: boolean) {
      const body = (params ?? {}) as { cmi?: Cmi };
      post(body.cmi ?? (params as Cmi), immediate);
      return { result: 'true', errorCode: 0 };
    },
    updateSettings() {},
  };
  // The commit URL is never fetched: the injected service takes every commit. Autocommit: a
  // change is sent two seconds later even if the package does not commit it, because what it
  // commits as its frame goes away (leaving the unit, closing the tab) never reaches the player.
  const settings = { lmsCommitUrl: 'bridge:scormCommit', dataCommitFormat: 'json', autocommit: true, autocommitSeconds: 2, logLevel: 5 as const, renderCommonCommitFields: false };
  const Api = start.version === '1.2' ? apiClass(await import('scorm-again/scorm12'), 'Scorm12API') : apiClass(await import('scorm-again/scorm2004'), 'Scorm2004API');
  const api = new Api(settings, httpService);
  if (start.cmi) api.loadFromJSON(start.cmi, 'cmi');
  return api;
}

/**
 * Runs the frame in `win`: says it is ready to the portal, waits for the one
 * start message from the portal's window, then puts the API on `win` and opens
 * the package (on this same origin only: a package anywhere else could not
 * reach the API, and the frame opens nothing foreign).
 */
export function runFrame(win: Window, portalOrigin: string): void {
  const parent = win.parent;
  if (!portalOrigin || parent === win) {
    win.document.body.textContent = 'This page runs course packages inside the learner portal.';
    return;
  }
  let started = false;
  const post = (cmi: Cmi, terminate: boolean) => parent.postMessage({ bridge: 'portal-scorm', type: 'commit', cmi: JSON.parse(JSON.stringify(cmi)) as Cmi, terminate }, portalOrigin);
  win.addEventListener('message', (event) => {
    const start = acceptStartMessage(event, portalOrigin, parent);
    if (!start || started) return;
    let launch: URL;
    try {
      launch = new URL(start.launchUrl, win.location.href);
    } catch {
      return;
    }
    if (launch.origin !== win.location.origin || !launch.pathname.startsWith('/media/')) return;
    started = true;
    void createApi(start, post).then((api) => {
      (win as unknown as Record<string, unknown>)[start.version === '1.2' ? 'API' : 'API_1484_11'] = api;
      const frame = win.document.createElement('iframe');
      frame.title = 'Course package';
      frame.allow = 'fullscreen';
      frame.src = launch.href;
      win.document.body.append(frame);
    });
  });
  parent.postMessage({ bridge: 'portal-scorm', type: 'ready' }, portalOrigin);
}
