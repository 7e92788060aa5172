import { createBrowserHistory } from 'history';
import { startTransition, useEffect, type ReactNode } from 'react';
import { systemClock } from '../adapters/clock/Clock';
import { systemTimers } from '../adapters/clock/Timers';
import { appConfigInPage, loadAppConfig } from '../adapters/config/loadAppConfig';
import { documentCookies } from '../adapters/cookies/Cookies';
import { browserExtension } from '../adapters/extension/browserExtension';
import { sdkFlags, type FlagsPort } from '../adapters/flags/FlagsPort';
import { createApiEventSender } from '../adapters/http/eventSender';
import type { ApiOptions, ApiSession } from '../adapters/http/sdkOptions';
import { identityOnFirstUse } from '../adapters/identity/identityOnFirstUse';
import { hasStoredSession } from '../adapters/identity/storedSession';
import { lazyPort, loadOnce, type AsyncPort } from '../adapters/lazyPort';
import { webStorage } from '../adapters/storage/KeyValueStorage';
import { sdkTracking } from '../adapters/tracking/TrackingPort';
import { browserClipboard } from '../adapters/clipboard/Clipboard';
import { browserExternalNavigation } from '../adapters/location/ExternalNavigation';
import { dataLayerTagManager } from '../adapters/tracking/TagManager';
import { ROUTE_NAME, type RouteName } from '../domain/constants/navigation';
import type { AppConfig } from '../domain/platform/appConfig';
import type { ClipbackClients } from '../sdk/src/clients';
import { matchRoute } from '../domain/navigation/matchRoute';
import { isSignInCallback } from '../domain/auth/signInCallback';
import { adoptFirstView } from './app/adoptFirstView';
import { markAppStarted } from './app/appStarted';
import { nextTask } from './app/nextTask';
import { App } from './app/App';
import { domRenderer } from './app/domRenderer';
import { readFirstViewData, replayingPort, type FirstViewData } from './app/firstViewData';
import { preloadPageOf } from './app/pages';
import { clearCustomerCaches } from './app/clearCustomerCaches';
import { registerServiceWorker } from './app/registerServiceWorker';
import { SERVED_FROM_CACHE_HEADER } from './serviceWorker/cachingRules';
import { startApp } from './app/startApp';
import { AUTH_FLOWS } from './stores/AuthStore';
import { SHELL_STORES, FAVORITE_STORES, Stores } from './stores/Stores';
import { StoresProvider } from './stores/StoresContext';
import './styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const origin = window.location.origin;
// The app's server puts the configuration in the page; a page from elsewhere (a static host) has it fetched.
const configInPage = appConfigInPage(document);
let config: Promise<AppConfig> | null = configInPage ? Promise.resolve(configInPage) : null;
const appConfig = () => (config ??= loadAppConfig());
// A page the server rendered carries its calls' answers: the first render replays them, then hydrates (issue 31).
// Its data is read in boot's first task (readFirstView), not in the modules' evaluation: a retailer page's is large.
let firstView: FirstViewData | null = null;
let firstViewAnswers = new Map<string, unknown>();
let adoptingFirstView = false;
const withFirstView = <T extends object>(name: string, port: T): T =>
  firstView ? replayingPort(name, port, firstViewAnswers, () => adoptingFirstView) : port;
// A visitor's start reads no identity code (identityOnFirstUse); a kept session or a sign-in loads it.
// AuthStore's sign-in flows load with it: every one calls it.
const identity = identityOnFirstUse(() => {
  AUTH_FLOWS.preload().catch(() => undefined);
  return import('../adapters/identity/auth0Identity').then((m) => m.auth0Identity({ config: appConfig, origin, storage: window.localStorage }));
}, window.localStorage);

// The SDK asks the stores (built in boot) for the token, customer id and session at call time.
const apiSession: ApiSession = {
  getAccessToken: () => stores.auth.getAccessToken(),
  getCustomerId: () => stores.auth.customerId,
  getSessionId: () => stores.session.id,
  getZip: () => stores.groups.shell.current?.customer.info?.zip || null,
};
const onAuthenticationError = () => stores.auth.forceSignOut();
const apiOptions: ApiOptions = {
  onXhrError: (report) => void stores.tracking.trackXhrError(report),
  // Every call's outcome tells the shell whether the network is there (the offline notice).
  fetch: (request) =>
    fetch(request).then(
      (response) => {
        if (!response.headers.has(SERVED_FROM_CACHE_HEADER)) stores?.connectivity.requestSettled();
        return response;
      },
      (error: unknown) => {
        stores?.connectivity.requestSettled(error);
        throw error;
      },
    ),
};
// The SDK's clients load with the first call that needs them: a visitor's server-rendered page makes none at start
// (its data and flags are in the page; tracking has the SDK's event sender), a signed-in start makes them at once.
const sdkApi = loadOnce(() => import('../adapters/http/createApi').then((m) => m.createApi(origin, apiSession, onAuthenticationError, apiOptions)));
/** An SDK adapter, loaded with its first call: its module and the SDK's clients fetched together. */
const sdkAdapter = <M, T extends AsyncPort<T>>(module: () => Promise<M>, adapter: (loaded: M) => (clients: ClipbackClients) => T) =>
  lazyPort<T>(() => Promise.all([module(), sdkApi()]).then(([loaded, clients]) => adapter(loaded)(clients)));
// Every adapter loads with its first use (the home page never reads offers, the customer's record is read once signed
// in); the catalogue's other pages' calls apart from the shell's and the home page's. Import the adapters' own files:
// an index re-exports them.
const catalogue = sdkAdapter(
  () => import('../adapters/catalogue/sdkCatalogueGateway'),
  (m) => (clients) => m.sdkCatalogueGateway(clients, cataloguePageCalls.port),
);
const linking = sdkAdapter(() => import('../adapters/linking/sdkAccountLinkingGateway'), (m) => m.sdkAccountLinkingGateway);
const flags = lazyPort<FlagsPort>(() => sdkApi().then(sdkFlags));
const cataloguePageCalls = sdkAdapter(() => import('../adapters/catalogue/sdkCataloguePageCalls'), (m) => m.sdkCataloguePageCalls);
const customers = sdkAdapter(() => import('../adapters/customers/sdkCustomerGateway'), (m) => m.sdkCustomerGateway);
// The settings (account panels, e-mail settings link) load with the first page that asks for them.
const settings = sdkAdapter(() => import('../adapters/settings/sdkSettingsGateway'), (m) => m.sdkSettingsGateway);
// Only the account area and the e-mailed links' pages use it.
const security = sdkAdapter(() => import('../adapters/accountSecurity/sdkAccountSecurityGateway'), (m) => m.sdkAccountSecurityGateway);
// Only the retailer link page's direct-link and multi-factor steps use it.
const directLinking = sdkAdapter(() => import('../adapters/directLinking/sdkDirectLinkingGateway'), (m) => m.sdkDirectLinkingGateway);
const offers = sdkAdapter(() => import('../adapters/offers/sdkOffersGateway'), (m) => m.sdkOffersGateway);
// Only the register page calls registration.
const registration = sdkAdapter(() => import('../adapters/registration/sdkRegistrationGateway'), (m) => m.sdkRegistrationGateway);

// The help desk's login, invites and the app link: used on a click or on a few pages only.
const support = sdkAdapter(() => import('../adapters/support/sdkSupportGateway'), (m) => m.sdkSupportGateway);
// The affiliate launch's calls: only a Shop click uses them.
const affiliateLaunch = sdkAdapter(() => import('../adapters/launch/sdkAffiliateLaunchGateway'), (m) => m.sdkAffiliateLaunchGateway);
// The earnings history and transaction details: only My earnings and the details page use them.
const earnings = sdkAdapter(() => import('../adapters/earnings/sdkEarningsGateway'), (m) => m.sdkEarningsGateway);
// Search, type-ahead and popular terms: loaded when the search box is first focused or a results page opens.
const search = sdkAdapter(() => import('../adapters/search/sdkSearchGateway'), (m) => m.sdkSearchGateway);
// The list-to-offers sidebar's calls: loaded when the sidebar first opens.
const shoppingList = sdkAdapter(() => import('../adapters/shoppingList/sdkShoppingListGateway'), (m) => m.sdkShoppingListGateway);
// Price compare's product search: only the price compare page uses it.
const products = sdkAdapter(() => import('../adapters/products/sdkProductSearchGateway'), (m) => m.sdkProductSearchGateway);
// Bonuses: only the bonus pages use them.
const bonuses = sdkAdapter(() => import('../adapters/bonuses/sdkBonusesGateway'), (m) => m.sdkBonusesGateway);
// Favourites: loaded when a signed-in shopper's favourites are first read or toggled.
const favorites = sdkAdapter(() => import('../adapters/favorites/sdkFavoritesGateway'), (m) => m.sdkFavoritesGateway);
// Bank accounts and withdrawals: only the cashout panel uses them.
const payments = sdkAdapter(() => import('../adapters/payments/sdkPaymentsGateway'), (m) => m.sdkPaymentsGateway);

// The page of the route the app opens on starts loading first thing (preloadFirstPage), while the stores are built
// and the configuration, sign-in state and flags load. Every page but home asks for its catalogue data and offers on
// its first render: fetch those adapters with the page's chunk rather than one round trip after it.
const firstRoute = matchRoute(window.location.pathname, window.location.search).name;

/** The server's data for this page (its path's: a page the browser drew has none). */
function readFirstView(): void {
  const pageData = readFirstViewData(document);
  firstView = pageData?.path === `${window.location.pathname}${window.location.search}` ? pageData : null;
  firstViewAnswers = new Map(Object.entries(firstView?.calls ?? {}));
  adoptingFirstView = firstView !== null;
}

/**
 * Starts loading the first page's chunk and the adapters its first view calls (boot's first task: not in the
 * evaluation's). The server's page links the page's own files; each import here still adds its chunks' links, a
 * few milliseconds each on a slow phone.
 */
function preloadFirstPage(): void {
  preloadPageOf(firstRoute);
  // A server-rendered page's loader is answered from the page: the adapters load with the first call that is not.
  if (firstRoute !== ROUTE_NAME.HOME && !firstView) for (const lazy of [cataloguePageCalls, offers]) lazy.preload();
  // A page the browser draws asks for the flags (and so the SDK's clients) at start.
  if (!firstView) flags.preload();
}

/**
 * A browser that keeps a sign-in session reads the customer's record as soon as the session is confirmed, and its
 * cached token as soon as the configuration names the client (its callers report a failure). The signed-in calls
 * of the first page load with it too: its data then starts with the sign-in state.
 */
function preloadSignedInCalls(): void {
  // A sign-in's callback (the home page's URL) finishes it with the identity's code.
  if (isSignInCallback(new URL(window.location.href))) identity.preload();
  if (hasStoredSession(window.localStorage)) {
    identity.preload();
    customers.preload();
    SHELL_STORES.preload().catch(() => undefined);
    // The favourite toggles every page shows read the customer's favourites.
    FAVORITE_STORES.preload().catch(() => undefined);
    appConfig().catch(() => undefined);
    // A retailer page's offers and catalogue calls are made again for the customer (added offers, recently viewed), on
    // the server's page too.
    const signedInCalls: Partial<Record<RouteName, readonly { preload(): void }[]>> = {
      [ROUTE_NAME.SEARCH]: [search],
      [ROUTE_NAME.ACCOUNT_PANEL]: [security],
      [ROUTE_NAME.RETAILER]: [favorites, offers, cataloguePageCalls],
    };
    for (const calls of signedInCalls[firstRoute] ?? []) calls.preload();
  }
}

let stores: Stores;
void boot(container);

/**
 * Builds the stores, renders and starts the app, each step in a task of its own after the modules have run: a
 * slow phone then stays responsive between them (one long startup task is what Lighthouse's total blocking
 * time counts, beyond 50 ms a task).
 */
async function boot(root: HTMLElement): Promise<void> {
  await nextTask();
  readFirstView();
  await nextTask();
  preloadFirstPage();
  await nextTask();
  preloadSignedInCalls();
  // The history writes its entry's state (a replaceState): not in the stores' task.
  const history = createBrowserHistory();
  await nextTask();
  stores = new Stores({
    history,
    identity: identity.port,
    customers: customers.port,
    security: security.port,
    catalogue: withFirstView('catalogue', catalogue.port),
    linking: linking.port,
    directLinking: directLinking.port,
    offers: withFirstView('offers', offers.port),
    registration: registration.port,
    settings: settings.port,
    flags: withFirstView('flags', flags.port),
    tracking: sdkTracking(createApiEventSender(origin, apiSession, onAuthenticationError, apiOptions)),
    extension: browserExtension({ ids: () => appConfig().then((loaded) => loaded.extensionIds) }),
    cookies: documentCookies(document, { secure: window.location.protocol === 'https:' }),
    storage: webStorage(window.localStorage),
    sessionStorage: webStorage(window.sessionStorage),
    payments: payments.port,
    clock: systemClock,
    timers: systemTimers,
    support: support.port,
    clipboard: browserClipboard(window.navigator),
    externalNavigation: browserExternalNavigation(window.location),
    tagManager: dataLayerTagManager(window as Window & { dataLayer?: unknown }),
    affiliateLaunch: affiliateLaunch.port,
    earnings: earnings.port,
    search: search.port,
    shoppingList: shoppingList.port,
    products: products.port,
    bonuses: bonuses.port,
    favorites: favorites.port,
    newId: () => crypto.randomUUID(),
    initialWidth: window.innerWidth,
    userAgent: navigator.userAgent,
  });
  await nextTask();
  const { createRoot, hydrateRoot } = domRenderer();
  await nextTask();
  const app = (
    <StoresProvider stores={stores}>
      <App />
    </StoresProvider>
  );
  const start = () => {
    markAppStarted(document);
    void startApp(stores, { window, history, appConfig, firstViewAdopted: firstView !== null });
  };
  if (firstView) {
    await adoptFirstView(stores, firstView, configInPage);
    adoptingFirstView = false;
    // The app starts (extension detection, sign-in, window state) once the server's markup is adopted: a change
    // before then would be a mismatch.
    // As a transition, the hydration yields to the browser every few milliseconds instead of one long task.
    startTransition(() => {
      hydrateRoot(root, <AfterFirstCommit run={start}>{app}</AfterFirstCommit>);
    });
  } else {
    const rendering = createRoot(root);
    // As a transition too: the first render of a page the browser draws (the account area, search) yields every few
    // milliseconds instead of running as one long task.
    startTransition(() => rendering.render(app));
    start();
  }
  // The production build only (npm start): the dev and test tiers bundle with another NODE_ENV and run no worker.
  if (process.env.NODE_ENV === 'production') registerServiceWorker({ window, connectivity: stores.connectivity, tracking: stores.tracking });
  // The worker's cached reads go with the customer's session.
  stores.auth.onSignedOut(() => void clearCustomerCaches(window));
}

/** Runs `run` once, after its children's first commit (a hydration's end). Only a wrapper: the tree (and its ids) stays the server's. */
function AfterFirstCommit({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(run, [run]);
  return children;
}
