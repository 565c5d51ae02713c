/**
 * Cache Storage as a browser keeps it, in memory, for the tests of what saves files for offline
 * (jsdom has none): named caches of responses by address, each answer a copy.
 */
const keyOf = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), 'http://localhost/').href;

class MemoryCache {
  readonly entries = new Map<string, Response>();
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(keyOf(request), new Response(await response.blob(), { status: response.status, headers: response.headers }));
  }
  async match(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.get(keyOf(request))?.clone());
  }
  async delete(request: RequestInfo | URL) {
    return Promise.resolve(this.entries.delete(keyOf(request)));
  }
  async keys() {
    return Promise.resolve([...this.entries.keys()].map((url) => new Request(url)));
  }
}

export function memoryCacheStorage() {
  const caches = new Map<string, MemoryCache>();
  const storage = {
    open: async (name: string) => {
      if (!caches.has(name)) caches.set(name, new MemoryCache());
      return Promise.resolve(caches.get(name)!);
    },
    has: async (name: string) => Promise.resolve(caches.has(name)),
    delete: async (name: string) => Promise.resolve(caches.delete(name)),
    keys: async () => Promise.resolve([...caches.keys()]),
  };
  /** The addresses kept in cache `name`, by path. */
  const paths = (name: string) => [...(caches.get(name)?.entries.keys() ?? [])].map((url) => decodeURIComponent(new URL(url).pathname));
  return { storage: storage as unknown as CacheStorage, paths };
}
