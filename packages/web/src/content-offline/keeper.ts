/**
 * The keeper frame (issue 34; docs/decisions/390), on course content's own origin: the portal's
 * save for offline opens it hidden, and it keeps a saved course's packages and lessons in this
 * origin's own storage, where the content origin's worker (content-worker.ts) answers for them
 * once the network fails. The portal's worker cannot: a worker serves its own origin only, and
 * packages must never run on the portal's (docs/decisions/170).
 *
 * It does what the portal asks (the bridge, lib/content-keeper-bridge.ts), from the portal's
 * window only: measure (a package's files, from its manifest, with their sizes), save, remove,
 * wipe. It has no session and reads nothing of the learner's; what it fetches is what the
 * signed addresses the gateway gave the learner open now.
 */
import { acceptKeeperRequest, type KeeperFile, type KeeperMessage, type KeeperRequest, type KeptContent } from '../lib/content-keeper-bridge';
import { savedFileKey, storageKeyOf } from '../offline/saved-files';
import { CONTENT_FRAMES_CACHE, CONTENT_SAVED_FILES_CACHE, CONTENT_WORKER_URL, FRAME_PAGES } from './places';
import { readAll } from '../offline/read-body';

/** What the learner reads when this browser keeps nothing for the content's site. */
export const KEEPER_REFUSED = 'This browser does not let the course content’s site keep files, so its packages open online only.';
/** What the learner reads when the content origin's worker failed to install (its precache did not arrive). */
const KEEPER_NOT_SET_UP = 'The course content’s site could not set up its offline copy; try again.';

/**
 * The folder a package's signed address opens (/media/<expires>.d<n>.<signature>/ and the first
 * n segments of the key), or null for an address of one file.
 */
export function packageFolder(launchUrl: string): URL | null {
  const url = new URL(launchUrl);
  const match = /^\/media\/(\d+\.d(\d+)\.[0-9a-f]+)\/(.+)$/.exec(url.pathname);
  if (!match) return null;
  const segments = match[3].split('/');
  const depth = Number(match[2]);
  if (depth < 1 || segments.length <= depth) return null;
  return new URL(`/media/${match[1]}/${segments.slice(0, depth).join('/')}/`, url.origin);
}

/**
 * A package's files as its manifest lists them (SCORM's imsmanifest.xml: every resource's href
 * and its <file href>s, with their xml:base), each inside the package's folder, with the launch
 * page; the same address once.
 */
export function manifestFiles(manifestXml: string, folder: URL, launchUrl: string): string[] {
  const doc = new DOMParser().parseFromString(manifestXml, 'application/xml');
  const inFolder = new Set<string>([new URL(launchUrl).href.replace(/[?#].*$/, '')]);
  const add = (href: string | null, base: URL) => {
    if (!href) return;
    let url: URL;
    try {
      url = new URL(href, base);
    } catch {
      return;
    }
    url.search = '';
    url.hash = '';
    if (url.origin === folder.origin && url.pathname.startsWith(folder.pathname) && url.pathname !== folder.pathname) inFolder.add(url.href);
  };
  const baseOf = (element: Element, parent: URL) => {
    const base = element.getAttribute('xml:base');
    return base ? new URL(base, parent) : parent;
  };
  for (const resources of Array.from(doc.getElementsByTagNameNS('*', 'resources'))) {
    const resourcesBase = baseOf(resources, folder);
    for (const resource of Array.from(resources.getElementsByTagNameNS('*', 'resource'))) {
      const base = baseOf(resource, resourcesBase);
      add(resource.getAttribute('href'), base);
      for (const file of Array.from(resource.getElementsByTagNameNS('*', 'file'))) add(file.getAttribute('href'), base);
    }
  }
  return [...inFolder];
}

/** The addresses one content needs: a package's files, or the one page. */
async function addressesOf(content: KeptContent, fetcher: typeof fetch): Promise<string[]> {
  const folder = packageFolder(content.url);
  if (!folder) return [content.url];
  const manifest = await fetcher(new URL('imsmanifest.xml', folder));
  // A package without a manifest: its launch page alone, which is what the learner can be given.
  if (!manifest.ok) return [content.url];
  return manifestFiles(await manifest.text(), folder, content.url);
}

/** The network, this origin's Cache Storage (asking for it throws where a third party may keep nothing) and its worker. */
type KeeperDeps = { fetcher: typeof fetch; caches: () => CacheStorage; registerWorker: () => Promise<unknown> };

/** The content origin's worker, registered and active; throws when this browser keeps nothing for the origin. */
async function registerContentWorker(container: ServiceWorkerContainer | undefined): Promise<void> {
  if (!container) throw new Error(KEEPER_REFUSED);
  const registration = await container.register(CONTENT_WORKER_URL, { scope: '/' });
  const pending = registration.installing ?? registration.waiting;
  if (!pending) {
    if (registration.active) return;
    throw new Error(KEEPER_REFUSED);
  }
  // Active once its precache is in: a worker that fails to install never is.
  await new Promise<void>((resolve, reject) => {
    const check = () => {
      if (pending.state === 'activated') resolve();
      else if (pending.state === 'redundant') reject(new Error(KEEPER_NOT_SET_UP));
    };
    pending.addEventListener('statechange', check);
    check();
  });
}

/** Each request of the portal, answered with a message (the bytes of a save as they arrive). */
export function keeperActions({ fetcher, caches: storage, registerWorker }: KeeperDeps) {
  const savedCache = () => storage().open(CONTENT_SAVED_FILES_CACHE);
  /** Before anything is promised: this browser lets the origin keep files (it may not, as a third party). */
  const canKeep = async () => {
    try {
      await registerWorker();
      await savedCache();
    } catch (error) {
      throw new Error(error instanceof Error && error.message === KEEPER_NOT_SET_UP ? KEEPER_NOT_SET_UP : KEEPER_REFUSED, { cause: error });
    }
  };

  async function measure(contents: KeptContent[]): Promise<KeeperFile[]> {
    await canKeep();
    const cache = await savedCache();
    const files = new Map<string, KeeperFile>();
    for (const content of contents) {
      for (const url of await addressesOf(content, fetcher)) {
        const key = storageKeyOf(url);
        if (!key || files.has(key)) continue;
        const kept = await cache.match(savedFileKey(key));
        const head = kept ?? (await fetcher(url, { method: 'HEAD' }));
        if (!kept && !head.ok) throw new Error(`The portal did not give "${key}" (${head.status}).`);
        files.set(key, { key, objectId: content.objectId, kind: content.kind, url, bytes: Number(head.headers.get('content-length') ?? 0), saved: Boolean(kept) });
      }
    }
    return [...files.values()];
  }

  async function save(files: KeeperFile[], onBytes: (n: number) => void): Promise<KeeperFile[]> {
    await canKeep();
    // The frames' pages as served now, for the worker to answer with offline.
    const frames = await storage().open(CONTENT_FRAMES_CACHE);
    for (const page of FRAME_PAGES) {
      const response = await fetcher(page);
      if (response.ok) await frames.put(page, response);
    }
    const cache = await savedCache();
    const saved: KeeperFile[] = [];
    for (const file of files) {
      if (file.saved && (await cache.match(savedFileKey(file.key)))) {
        saved.push(file);
        continue;
      }
      const response = await fetcher(file.url);
      if (!response.ok) throw new Error(`The portal did not give "${file.key}" (${response.status}).`);
      const blob = await readAll(response, onBytes);
      // Kept with the gateway's own headers: its type and its policy (a lesson's sandbox, who may frame it).
      const headers = new Headers(response.headers);
      headers.set('content-length', String(blob.size));
      await cache.put(savedFileKey(file.key), new Response(blob, { status: 200, headers }));
      saved.push({ ...file, bytes: blob.size, saved: true });
    }
    return saved;
  }

  async function remove(keys: string[]): Promise<void> {
    const cache = await savedCache();
    await Promise.all(keys.map((key) => cache.delete(savedFileKey(key))));
  }

  return { measure, save, remove, wipe: () => storage().delete(CONTENT_SAVED_FILES_CACHE) };
}

/** The answer to one request, posted with `post` (progress first, then done or failed). */
export async function answerRequest(request: KeeperRequest, actions: ReturnType<typeof keeperActions>, post: (message: KeeperMessage) => void): Promise<void> {
  const { id } = request;
  try {
    let files: KeeperFile[] = [];
    if (request.type === 'measure') files = await actions.measure(request.contents);
    else if (request.type === 'save') files = await actions.save(request.files, (bytes) => post({ bridge: 'portal-keeper', type: 'progress', id, bytes }));
    else if (request.type === 'remove') await actions.remove(request.keys);
    else await actions.wipe();
    post({ bridge: 'portal-keeper', type: 'done', id, files });
  } catch (error) {
    post({ bridge: 'portal-keeper', type: 'failed', id, message: error instanceof Error ? error.message : KEEPER_REFUSED });
  }
}

/** Runs the keeper in `win`: says it is ready to the portal, then answers its requests one at a time. */
export function runKeeper(win: Window, portalOrigin: string): void {
  const parent = win.parent;
  if (!portalOrigin || parent === win) {
    win.document.body.textContent = 'This page keeps course content for the learner portal.';
    return;
  }
  const actions = keeperActions({ fetcher: (input, init) => win.fetch(input, init), caches: () => win.caches, registerWorker: () => registerContentWorker(win.navigator.serviceWorker) });
  const post = (message: KeeperMessage) => parent.postMessage(message, portalOrigin);
  let queue = Promise.resolve();
  win.addEventListener('message', (event) => {
    const request = acceptKeeperRequest(event, portalOrigin, parent);
    if (request) queue = queue.then(() => answerRequest(request, actions, post));
  });
  post({ bridge: 'portal-keeper', type: 'ready' });
}
