import { createMemoryHistory } from 'history';
import { randomUUID } from 'node:crypto';
import { sdkCatalogueGateway } from '../../adapters/catalogue/sdkCatalogueGateway';
import { sdkCataloguePageCalls } from '../../adapters/catalogue/sdkCataloguePageCalls';
import { systemClock } from '../../adapters/clock/Clock';
import type { Timers } from '../../adapters/clock/Timers';
import { requestCookies } from '../../adapters/cookies/Cookies';
import { sdkFlags } from '../../adapters/flags/FlagsPort';
import { createApi } from '../../adapters/http/createApi';
import { MemoryIdentity } from '../../adapters/identity/MemoryIdentity';
import { sdkOffersGateway } from '../../adapters/offers/sdkOffersGateway';
import { MemoryStorage } from '../../adapters/storage/KeyValueStorage';
import { recordingPort } from '../app/firstViewData';
import { Stores, type StorePorts } from '../stores/Stores';

export interface ServerStoresOptions {
  /** The path and query being rendered. */
  url: string;
  /** The request's Cookie header (dismissals, the session hint). */
  cookieHeader: string;
  /** Where the server's own calls to the APIs go (this instance, over loopback). */
  apiOrigin: string;
  /** Each call's answer by its key: what the page carries for the app to adopt. */
  answers: Map<string, unknown>;
  /** The viewport the page is rendered for, when the request says (a phone's); else the layout's default. */
  viewportWidth?: number;
}

/** A render waits for data, never for time: nothing scheduled during a render ever runs. */
const serverTimers: Timers = { after: () => () => undefined };

/**
 * The stores for one server render of a public page: a visitor's (nobody is signed in on the server), with the
 * catalogue, offers and flags ports the browser uses (the SDK, against this instance), each call recorded so the
 * page can carry the answers. Every other port is one the first view of a public page never calls; a call to one
 * fails (and the page shows what it shows on a failure).
 */
export function serverStores({ url, cookieHeader, apiOrigin, answers, viewportWidth }: ServerStoresOptions): Stores {
  const api = createApi(
    apiOrigin,
    { getAccessToken: async () => null, getCustomerId: () => null, getSessionId: () => null, getZip: () => null },
    () => undefined,
  );
  const storage = new MemoryStorage();
  const ports: StorePorts = {
    history: createMemoryHistory({ initialEntries: [url] }),
    identity: new MemoryIdentity(),
    catalogue: recordingPort('catalogue', sdkCatalogueGateway(api, sdkCataloguePageCalls(api)), answers),
    offers: recordingPort('offers', sdkOffersGateway(api), answers),
    flags: recordingPort('flags', sdkFlags(api), answers),
    cookies: requestCookies(cookieHeader),
    storage,
    sessionStorage: new MemoryStorage(),
    clock: systemClock,
    timers: serverTimers,
    newId: randomUUID,
    customers: notOnTheServer('customers'),
    security: notOnTheServer('security'),
    linking: notOnTheServer('linking'),
    directLinking: notOnTheServer('directLinking'),
    registration: notOnTheServer('registration'),
    settings: notOnTheServer('settings'),
    tracking: notOnTheServer('tracking'),
    extension: notOnTheServer('extension'),
    payments: notOnTheServer('payments'),
    support: notOnTheServer('support'),
    clipboard: notOnTheServer('clipboard'),
    tagManager: notOnTheServer('tagManager'),
    externalNavigation: notOnTheServer('externalNavigation'),
    affiliateLaunch: notOnTheServer('affiliateLaunch'),
    earnings: notOnTheServer('earnings'),
    search: notOnTheServer('search'),
    shoppingList: notOnTheServer('shoppingList'),
    products: notOnTheServer('products'),
    bonuses: notOnTheServer('bonuses'),
    favorites: notOnTheServer('favorites'),
    initialWidth: viewportWidth,
  };
  return new Stores(ports);
}

/** A port no server render calls: each method fails, naming the port and method. */
function notOnTheServer<T>(port: string): T {
  return new Proxy(
    {},
    {
      // Not a thenable: `then` stays undefined, so awaiting the port itself is harmless.
      get: (_target, method) =>
        typeof method === 'string' && method !== 'then' ? () => Promise.reject(new Error(`${port}.${method} is not called while rendering on the server`)) : undefined,
    },
  ) as T;
}
