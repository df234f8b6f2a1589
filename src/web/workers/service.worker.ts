/**
 * The page's service worker: after one visit the workbench works with the network off. On
 * install it caches every file of the built page (the list is written into this file by the
 * build: vite.config.ts, `offlinePage`), the Web Workers' scripts and chunks included, so a count
 * started offline has its workers too. Requests go to the network first, so a page that is online
 * always gets the files `placer serve` has now (and refreshes the cache with them); only when the
 * network fails does the cache answer, a navigation with any query by the page itself. No
 * request leaves the origin: the page loads nothing from elsewhere.
 */
// A module (nothing is exported: the build leaves no export statement in sw.js, a classic script).
export {};

const sw = self as unknown as ServiceWorkerGlobalScope;

/** The built page's files, relative to the worker's scope; '' is the scope itself. */
const PRECACHE: readonly string[] = ['__PLACER_PRECACHE__'];

/** The cache's name: a new build (other hashed names) makes another, and the old one goes. */
const CACHE = `placer-${hash(PRECACHE.join('\n'))}`;

function hash(text: string): string {
  let h = 5381;
  for (let i = 0; i < text.length; i++) h = (Math.imul(h, 33) + text.charCodeAt(i)) >>> 0;
  return h.toString(36);
}

const scope = (): string => sw.registration.scope;
/** The precached files' URLs, made once (the scope is known as the worker's script runs). */
let knownUrls: Set<string> | null = null;
const known = (): Set<string> =>
  (knownUrls ??= new Set(PRECACHE.map((p) => new URL(p, scope()).href)));

sw.addEventListener('install', (e) => {
  e.waitUntil(
    caches
      .open(CACHE)
      .then((c) => c.addAll(PRECACHE.map((p) => new URL(p, scope()).href)))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (e) => {
  e.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((n) => n.startsWith('placer-') && n !== CACHE).map((n) => caches.delete(n)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== sw.location.origin) return;
  e.respondWith(fromNetworkElseCache(req));
});

async function fromNetworkElseCache(req: Request): Promise<Response> {
  const navigation = req.mode === 'navigate';
  // The page's state is in the query: every navigation is the one page, cached as the scope.
  const key = navigation ? scope() : req.url.split('#')[0];
  try {
    const res = await fetch(req);
    if (res.ok && known().has(key)) {
      const copy = res.clone();
      void caches.open(CACHE).then((c) => c.put(key, copy));
    }
    return res;
  } catch (err) {
    const hit = await caches.match(key, { cacheName: CACHE });
    if (hit !== undefined) return hit;
    throw err;
  }
}
