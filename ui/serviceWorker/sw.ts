// The service worker (built by scripts/build/serviceWorker.mjs into dist/sw.js, production build only): the
// precache of the shell and the startup files, the other hashed assets cached as they are used, the catalogue reads
// stale-while-revalidate when anonymous (signed-in reads are network-only), everything else network-only. Rules in
// cachingRules.ts.
import { clientsClaim } from 'workbox-core';
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions, RouteMatchCallback } from 'workbox-core';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import {
  ASSETS_CACHE_PREFIX,
  CATALOGUE_CACHE,
  PAGES_CACHE,
  isGraphqlQuery,
  isStorableAnswer,
  REQUEST_STRATEGY,
  requestStrategyOf,
  SERVED_FROM_CACHE_HEADER,
  SHELL_PATH,
  SKIP_WAITING_MESSAGE,
} from './cachingRules';

/** The worker's global scope, as far as this file uses it (the project's lib is the DOM's, not WebWorker's). */
declare const self: {
  location: Location;
  __WB_MANIFEST: PrecacheEntry[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
};

precacheAndRoute(self.__WB_MANIFEST);
// The first install controls the open page at once, so its catalogue reads are cached from then on; an update
// waits for the shopper's consent (SKIP_WAITING_MESSAGE) instead.
clientsClaim();
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SKIP_WAITING_MESSAGE.type) void self.skipWaiting();
});

/**
 * The Cache API stores GET requests only: a catalogue read sent as a POST is kept under a GET key made of its
 * URL, its body and the customer it was asked for (a hash), so two shoppers on one device never share answers.
 * The key is made before the strategy runs: by the time workbox writes the answer, fetch has read the body.
 */
const cacheKeys = new WeakMap<Request, Request>();
async function rememberCacheKey(request: Request): Promise<void> {
  if (request.method === 'GET') return;
  const identity = [request.url, request.headers.get('X-Customer-Id') ?? '', await request.clone().text()].join('\n');
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(identity));
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  cacheKeys.set(request, new Request(`${request.url}?body=${hex}`));
}
const postBodyAsKey = {
  cacheKeyWillBeUsed: async ({ request }: { request: Request }): Promise<Request> => cacheKeys.get(request) ?? request,
  // The offline notice must not take a cached answer for a working network.
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }): Promise<Response | null> => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SERVED_FROM_CACHE_HEADER, '1');
    return new Response(cachedResponse.body, { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
// Only what the server lets a cache keep (no `no-store` / `private`), and never an answer to a signed-in request.
const storableOnly = {
  cacheWillUpdate: async ({ request, response }: { request: Request; response: Response }): Promise<Response | null> =>
    isStorableAnswer(request, response) ? response : null,
};
const staleWhileRevalidate = new StaleWhileRevalidate({ cacheName: CATALOGUE_CACHE, plugins: [postBodyAsKey, storableOnly] });
const networkOnly = new NetworkOnly();
// A signed-in read carries the shopper's own state (favourites, an offer just unlocked): the network only, so
// nothing of theirs is kept after they log out or while someone else signs in on the device (issue 29).
async function catalogueRead({ request, event }: RouteHandlerCallbackOptions): Promise<Response> {
  if (request.headers.has('Authorization')) return networkOnly.handle({ request, event });
  await rememberCacheKey(request);
  return staleWhileRevalidate.handle({ request, event });
}

// A lazy chunk or stylesheet, once used, opens offline; its name changes with its content, so the copy never goes
// stale. Each version keeps its own cache and drops the previous versions' when it takes over.
const assetsCache = `${ASSETS_CACHE_PREFIX}${self.__WB_MANIFEST.find(({ url }) => url === SHELL_PATH)?.revision ?? ''}`;
registerRoute(
  ({ request, url }) => requestStrategyOf(request.method, url, self.location.origin) === REQUEST_STRATEGY.HASHED_ASSET,
  new CacheFirst({ cacheName: assetsCache }),
);
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(ASSETS_CACHE_PREFIX) && name !== assetsCache).map((name) => caches.delete(name)))),
  );
});

const isCatalogueRead: RouteMatchCallback = ({ request, url }) => requestStrategyOf(request.method, url, self.location.origin) === REQUEST_STRATEGY.CATALOGUE_READ;
registerRoute(isCatalogueRead, catalogueRead, 'POST');
registerRoute(isCatalogueRead, catalogueRead, 'GET');
registerRoute(
  ({ request, url }) => requestStrategyOf(request.method, url, self.location.origin) === REQUEST_STRATEGY.CONTENT_GRAPHQL,
  async (options) => (isGraphqlQuery(await options.request.clone().text()) ? catalogueRead(options) : networkOnly.handle(options)),
  'POST',
);
// Navigations go to the network (the server's own pages, e.g. sign-in, stay reachable); offline, the page as last
// served (a server-rendered page carries its data: the app read none through this worker), else the shell.
registerRoute(
  new NavigationRoute(async ({ request, event }) => {
    try {
      const response = await fetch(request);
      if (isStorableAnswer(request, response)) {
        const copy = response.clone();
        event.waitUntil(caches.open(PAGES_CACHE).then((cache) => cache.put(request, copy)));
      }
      return response;
    } catch (error) {
      const page = (await caches.match(request, { cacheName: PAGES_CACHE, ignoreVary: true })) ?? (await matchPrecache(SHELL_PATH));
      if (page) return page;
      throw error;
    }
  }),
);
// Everything else (money, sign-in, the customer's own records, tracking, other origins) is left to the browser:
// the network or a failure, never a cached or queued answer.
