import { SHAREABLE_CONTENT_SERVER_READS } from '../../domain/platform/serviceWorker';

/**
 * Which strategy the service worker gives a same-origin request (issue 19): the shell and the startup files come
 * from the precache, the other hashed assets (lazy chunks, their stylesheets) from a cache filled as they are
 * first used (issue 31: a file's name is its content, so a cached copy is never stale); the catalogue's reads are stale-while-revalidate (network-first when signed in: they carry
 * the shopper's own state), so a page seen once opens offline; anything else (money, sign-in, the customer's own
 * records, tracking) goes to the network only, and fails offline rather than answering from a cache or being queued.
 */
export const REQUEST_STRATEGY = {
  HASHED_ASSET: 'hashed-asset',
  CATALOGUE_READ: 'catalogue-read',
  /** A POST to the content GraphQL endpoint: a query is a catalogue read, a mutation goes to the network only. */
  CONTENT_GRAPHQL: 'content-graphql',
  NETWORK_ONLY: 'network-only',
} as const;
export type RequestStrategy = (typeof REQUEST_STRATEGY)[keyof typeof REQUEST_STRATEGY];

/** Where the build puts the files named after their content (build.mjs); the server serves them `immutable`. */
const HASHED_ASSETS_PATH = '/assets/';
/** Where the content server's operations are posted; its shareable reads are the public catalogue reads. */
const CONTENT_SERVER_PATH = '/api/gateway/contentServer/';
/** A retailer's availability (openapi/main.yaml), read by the retailer page. */
const RETAILER_AVAILABILITY = /^\/api\/main\/v2\/retailers\/\d+\/availability\.json$/;
/** The content GraphQL endpoint (sdk/src/services.ts); the payments one is never cached. */
export const CONTENT_GRAPHQL_PATH = '/api/graphql';

export function requestStrategyOf(method: string, url: URL, origin: string): RequestStrategy {
  if (url.origin !== origin) return REQUEST_STRATEGY.NETWORK_ONLY;
  if (method === 'GET' && url.pathname.startsWith(HASHED_ASSETS_PATH)) return REQUEST_STRATEGY.HASHED_ASSET;
  if (method === 'POST' && url.pathname === CONTENT_GRAPHQL_PATH) return REQUEST_STRATEGY.CONTENT_GRAPHQL;
  if (method === 'POST' && isShareableContentRead(url.pathname)) return REQUEST_STRATEGY.CATALOGUE_READ;
  if (method === 'GET' && RETAILER_AVAILABILITY.test(url.pathname)) return REQUEST_STRATEGY.CATALOGUE_READ;
  return REQUEST_STRATEGY.NETWORK_ONLY;
}

/** Read inside a function, not mapped at load: the page imports this module's names, and a top-level list would ship with them. */
function isShareableContentRead(pathname: string): boolean {
  if (!pathname.startsWith(CONTENT_SERVER_PATH)) return false;
  const operation = pathname.slice(CONTENT_SERVER_PATH.length);
  return (SHAREABLE_CONTENT_SERVER_READS as readonly string[]).includes(operation);
}

/** True for a GraphQL request body whose document holds no mutation (a query: safe to answer from a cache). */
export function isGraphqlQuery(body: string): boolean {
  let document: unknown;
  try {
    document = (JSON.parse(body) as { query?: unknown }).query;
  } catch {
    return false;
  }
  return typeof document === 'string' && !/\b(mutation|subscription)\b/.test(document.replace(/#[^\n]*/g, ''));
}

/** The message a page sends its waiting service worker when the shopper accepts the new version. */
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;
/** The precached shell every navigation falls back to offline. */
export const SHELL_PATH = '/index.html';
/** Marks an answer the worker took from its cache: the page must not read it as proof of a network. */
export const SERVED_FROM_CACHE_HEADER = 'X-Served-From-Cache';

/**
 * The worker's cache of hashed assets used since its version was installed: `ASSETS_CACHE_PREFIX` + the shell's
 * revision, so each version starts its own and drops the older ones when it activates (their files are renamed).
 */
export const ASSETS_CACHE_PREFIX = 'assets-';

/** The worker's cache of pages as last served (a server-rendered page is the same for every visitor), for offline. */
export const PAGES_CACHE = 'pages';

/** The worker's cache of catalogue reads (anonymous answers only: isStorableAnswer). */
export const CATALOGUE_CACHE = 'catalogue-reads';

/**
 * Whether the worker may keep an answer (issue 29): a 200 to a request that carried no token, which the server did
 * not mark `no-store` or `private`. A signed-in read holds the customer's own state (favourites, activated offers)
 * and must not outlive their session on a shared device.
 */
export function isStorableAnswer(request: { headers: Headers }, response: { status: number; headers: Headers }): boolean {
  if (response.status !== 200 || request.headers.has('Authorization')) return false;
  const directives = (response.headers.get('Cache-Control') ?? '').toLowerCase().split(',').map((directive) => directive.trim());
  return !directives.includes('no-store') && !directives.includes('private');
}
