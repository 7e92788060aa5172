import { ConnectivityStore } from './ConnectivityStore';
import type { History } from 'history';
import type { AccountSecurityGateway } from '../../adapters/accountSecurity/AccountSecurityGateway';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { AccountLinkingGateway } from '../../adapters/linking/AccountLinkingGateway';
import type { DirectLinkingGateway } from '../../adapters/directLinking/DirectLinkingGateway';
import type { Clock } from '../../adapters/clock/Clock';
import type { Timers } from '../../adapters/clock/Timers';
import type { Cookies } from '../../adapters/cookies/Cookies';
import type { CustomerGateway } from '../../adapters/customers/CustomerGateway';
import type { ExtensionPort } from '../../adapters/extension/ExtensionPort';
import type { FlagsPort } from '../../adapters/flags/FlagsPort';
import type { IdentityPort } from '../../adapters/identity/IdentityPort';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import type { RegistrationGateway } from '../../adapters/registration/RegistrationGateway';
import type { SettingsGateway } from '../../adapters/settings/SettingsGateway';
import type { PaymentsGateway } from '../../adapters/payments/PaymentsGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import type { TrackingPort } from '../../adapters/tracking/TrackingPort';
import type { TagManager } from '../../adapters/tracking/TagManager';
import type { Clipboard } from '../../adapters/clipboard/Clipboard';
import type { ExternalNavigation } from '../../adapters/location/ExternalNavigation';
import type { SupportGateway } from '../../adapters/support/SupportGateway';
import type { AffiliateLaunchGateway } from '../../adapters/launch/AffiliateLaunchGateway';
import type { EarningsGateway } from '../../adapters/earnings/EarningsGateway';
import type { SearchGateway } from '../../adapters/search/SearchGateway';
import type { BonusesGateway } from '../../adapters/bonuses/BonusesGateway';
import type { FavoritesGateway } from '../../adapters/favorites/FavoritesGateway';
import type { ShoppingListGateway } from '../../adapters/shoppingList/ShoppingListGateway';
import type { ProductSearchGateway } from '../../adapters/products/ProductSearchGateway';
import { AccountLinksStore } from './AccountLinksStore';
import { AuthStore } from './AuthStore';
import { CatalogueStore } from './CatalogueStore';
import { CustomerStore } from './CustomerStore';
import { EnvironmentStore } from './EnvironmentStore';
import { ExtensionStore } from './ExtensionStore';
import { FavoriteCategoriesStore } from './FavoriteCategoriesStore';
import { FavoriteRetailersStore } from './FavoriteRetailersStore';
import { FlagsStore } from './FlagsStore';
import { HelpCentreStore } from './HelpCentreStore';
import { HomeStore } from './HomeStore';
import { CategoryStore } from './CategoryStore';
import { DismissalsStore } from './DismissalsStore';
import { OfferDetailsStore } from './OfferDetailsStore';
import { OfferTagStore } from './OfferTagStore';
import { RecentlyViewedStore } from './RecentlyViewedStore';
import { RetailerGalleryStore } from './RetailerGalleryStore';
import { RetailerGroupStore } from './RetailerGroupStore';
import { RetailerStore } from './RetailerStore';
import { WelcomeStore } from './WelcomeStore';
import { LaunchStore } from './LaunchStore';
import { LayoutStore } from './LayoutStore';
import { ModalStore } from './ModalStore';
import { OffersStore } from './OffersStore';
import { StoreGroup, storeModule, type BuiltGroup, type StoreModule } from './base/StoreGroup';
import type { AccountStores } from './groups/accountStores';
import type { SearchStores } from './groups/searchStores';
import { RouteHistoryStore } from './RouteHistoryStore';
import { RouterStore } from './RouterStore';
import { SearchBarStore } from './SearchBarStore';
import { SessionStore } from './SessionStore';
import type { SidebarStore } from './SidebarStore';
import { SupportStore } from './SupportStore';
import { ToastStore } from './ToastStore';
import { Tracker } from './Tracker';
import type { TypeAheadStore } from './TypeAheadStore';

/** The feature store groups' modules: fetched once per page load, shared by every `Stores` (pages.tsx waits for them). */
export const ACCOUNT_STORES = storeModule(() => import('./groups/accountStores'));
export const SIDEBAR_STORES = storeModule(() => import('./groups/sidebarStores'));
export const TYPE_AHEAD_STORES = storeModule(() => import('./groups/typeAheadStores'));
export const SEARCH_STORES = storeModule(() => import('./groups/searchStores'));
/** Every group's module: what tests load before building `Stores`, as if every feature had been used. */
export const FEATURE_STORE_MODULES: readonly StoreModule<unknown>[] = [ACCOUNT_STORES, SIDEBAR_STORES, TYPE_AHEAD_STORES, SEARCH_STORES];

/** The ports the stores are built on: real adapters in main.tsx, in-memory twins in tests. */
export interface StorePorts {
  history: History;
  identity: IdentityPort;
  customers: CustomerGateway;
  security: AccountSecurityGateway;
  catalogue: CatalogueGateway;
  linking: AccountLinkingGateway;
  /** The retailer links finished outside the credential form: 1408's OAuth and 1144's multi-factor code. */
  directLinking: DirectLinkingGateway;
  offers: OffersGateway;
  /** Sign-up's second half: the customer for a new identity (the register page). */
  registration: RegistrationGateway;
  settings: SettingsGateway;
  flags: FlagsPort;
  tracking: TrackingPort;
  extension: ExtensionPort;
  cookies: Cookies;
  storage: KeyValueStorage;
  /** This tab's storage (a withdrawal attempt's idempotency key survives a reload, not the tab). */
  sessionStorage: KeyValueStorage;
  /** Bank accounts and withdrawals (001 §7 "Bank and payments"). */
  payments: PaymentsGateway;
  clock: Clock;
  /** Waits a store schedules (the type-ahead's debounce). */
  timers: Timers;
  /** The help desk's login, referral invites and the app download link (001 §7). */
  support: SupportGateway;
  clipboard: Clipboard;
  /** The page's tag manager (the launch's tag-manager event, 000 §4 step 8). */
  tagManager: TagManager;
  /** Leaving the app for another site (the retailer-launch page's forward). */
  externalNavigation: ExternalNavigation;
  /** The affiliate launch's calls: the retailer's web URLs, the redirect data, a launch's transaction (000 §4, §7). */
  affiliateLaunch: AffiliateLaunchGateway;
  /** The earnings history and one transaction's details (My earnings, the details page; 001 §7). */
  earnings: EarningsGateway;
  /** Search, type-ahead suggestions and popular terms (000 §7 contentServer). */
  search: SearchGateway;
  /** The list-to-offers sidebar's list, matches and feedback (000 §7 /listToOffers). */
  shoppingList: ShoppingListGateway;
  /** Price compare's product search (000 §7 extension backend POST /search, GET /product). */
  products: ProductSearchGateway;
  /** The customer's bonuses lists and one bonus by id (001 §7). */
  bonuses: BonusesGateway;
  /** Favourite retailers (whole-list save) and favourite categories (001 §7). */
  favorites: FavoritesGateway;
  /** A fresh random id (sessions). */
  newId: () => string;
  /** The viewport width at start. */
  initialWidth?: number;
  /** The browser's user agent (monitoring reports name the browser). */
  userAgent?: string;
  /** Waits between auth redirect retries (default: a timer). */
  sleep?: (ms: number) => Promise<void>;
}

/**
 * Wires every store once; views reach them through useStores(). The container of the stores, not one of them (it
 * holds no state of its own), so it is not called a store.
 */
export class Stores {
  readonly router: RouterStore;
  readonly auth: AuthStore;
  readonly customer: CustomerStore;
  readonly catalogue: CatalogueStore;
  /** The home page's sections (banner, recommended retailers, Hot Deals by id). */
  readonly home: HomeStore;
  /** The category a category page shows, with its retailers and banners. */
  readonly category: CategoryStore;
  /** The retailers gallery's default retailers (and its once-per-shopper load). */
  readonly retailerGallery: RetailerGalleryStore;
  /** A retailer group page's retailers. */
  readonly retailerGroup: RetailerGroupStore;
  /** The retailer a retailer page shows, with its banners. */
  readonly retailer: RetailerStore;
  /** The retailers the shopper viewed last. */
  readonly recentlyViewed: RecentlyViewedStore;
  /** The offer an offer page shows, with its retailers. */
  readonly offerDetails: OfferDetailsStore;
  /** The offer tag an offer-tag page shows. */
  readonly offerTag: OfferTagStore;
  /** The welcome page's onboarding categories. */
  readonly welcome: WelcomeStore;
  /** The strips a shopper dismissed (by their cookies). */
  readonly dismissals: DismissalsStore;
  readonly offers: OffersStore;
  readonly accountLinks: AccountLinksStore;
  readonly flags: FlagsStore;
  readonly modals: ModalStore;
  readonly toasts: ToastStore;
  readonly layout: LayoutStore;
  readonly extension: ExtensionStore;
  readonly session: SessionStore;
  /** Sends the tracking events (a tracker: it holds no observed state). */
  readonly tracking: Tracker;
  readonly routeHistory: RouteHistoryStore;
  readonly environment: EnvironmentStore;
  readonly searchBar: SearchBarStore;
  readonly helpCentre: HelpCentreStore;
  readonly support: SupportStore;
  readonly launch: LaunchStore;
  /** The shopper's favourite categories (001 §3): every category toggle reads and writes here. */
  readonly favoriteCategories: FavoriteCategoriesStore;
  /** The signed-in customer's favourite retailers (001 §4 toggle): the one owner of that fact. */
  readonly favoriteRetailers: FavoriteRetailersStore;
  /** Online or offline, and a waiting new version of the app (issue 19). */
  readonly connectivity: ConnectivityStore;
  /**
   * The feature store groups (ui/README.md "Feature stores"): each built on first use from its own module, which
   * the page chunks and loaders that need it load (`ready()`); the shell reads `current` (null until then).
   */
  readonly groups: {
    readonly account: StoreGroup<typeof import('./groups/accountStores'), AccountStores>;
    readonly sidebar: StoreGroup<typeof import('./groups/sidebarStores'), { sidebar: SidebarStore }>;
    readonly typeAhead: StoreGroup<typeof import('./groups/typeAheadStores'), { typeAhead: TypeAheadStore }>;
    readonly search: StoreGroup<typeof import('./groups/searchStores'), SearchStores>;
  };

  constructor(private readonly ports: StorePorts) {
    this.connectivity = new ConnectivityStore();
    this.router = new RouterStore({ history: ports.history, cookies: ports.cookies });
    this.session = new SessionStore({ cookies: ports.cookies, clock: ports.clock, newId: ports.newId });
    this.auth = new AuthStore({
      identity: ports.identity,
      clock: ports.clock,
      cookies: ports.cookies,
      storage: ports.storage,
      sessionId: () => this.session.id,
      newId: ports.newId,
      ...(ports.sleep ? { sleep: ports.sleep } : {}),
    });
    this.customer = new CustomerStore({ customers: ports.customers, auth: this.auth });
    this.catalogue = new CatalogueStore({ catalogue: ports.catalogue });
    this.home = new HomeStore({ gateway: ports.catalogue, catalogue: this.catalogue, auth: this.auth });
    this.flags = new FlagsStore({ flags: ports.flags });
    this.category = new CategoryStore({ gateway: ports.catalogue });
    this.retailerGroup = new RetailerGroupStore({ gateway: ports.catalogue });
    this.recentlyViewed = new RecentlyViewedStore({ gateway: ports.catalogue, storage: ports.storage, auth: this.auth });
    this.welcome = new WelcomeStore({ gateway: ports.catalogue });
    this.dismissals = new DismissalsStore({ cookies: ports.cookies });
    this.flags.startOptimiseHide(ports.timers);
    this.modals = new ModalStore();
    this.toasts = new ToastStore();
    this.layout = new LayoutStore({ initialWidth: ports.initialWidth });
    this.extension = new ExtensionStore({ extension: ports.extension });
    this.tracking = new Tracker({
      port: ports.tracking,
      clock: ports.clock,
      timers: ports.timers,
      router: this.router,
      auth: this.auth,
      session: this.session,
      layout: this.layout,
      extension: this.extension,
      userAgent: ports.userAgent ?? '',
    });
    this.routeHistory = new RouteHistoryStore({ router: this.router });
    this.environment = new EnvironmentStore({ externalNavigation: ports.externalNavigation });
    this.searchBar = new SearchBarStore();
    this.accountLinks = new AccountLinksStore({ linking: ports.linking, directLinking: ports.directLinking, auth: this.auth });
    this.helpCentre = new HelpCentreStore({ support: ports.support, cookies: ports.cookies, router: this.router });
    this.support = new SupportStore({ support: ports.support, clipboard: ports.clipboard, auth: this.auth });
    this.offers = new OffersStore({
      offers: ports.offers,
      clock: ports.clock,
      customer: this.customer,
      cookies: ports.cookies,
      accountLinks: this.accountLinks,
      auth: this.auth,
      modals: this.modals,
      toasts: this.toasts,
      flags: this.flags,
      extension: this.extension,
      layout: this.layout,
      tracking: this.tracking,
    });
    this.offerDetails = new OfferDetailsStore({ offersGateway: ports.offers, catalogue: ports.catalogue, offers: this.offers });
    this.offerTag = new OfferTagStore({ offersGateway: ports.offers, offers: this.offers, auth: this.auth });
    this.retailer = new RetailerStore({
      gateway: ports.catalogue,
      auth: this.auth,
      flags: this.flags,
      accountLinks: this.accountLinks,
      recentlyViewed: this.recentlyViewed,
    });
    this.launch = new LaunchStore({
      clock: ports.clock,
      affiliateLaunch: ports.affiliateLaunch,
      offersGateway: ports.offers,
      extension: ports.extension,
      tagManager: ports.tagManager,
      storage: ports.storage,
      offers: this.offers,
      accountLinks: this.accountLinks,
      auth: this.auth,
      flags: this.flags,
      layout: this.layout,
      modals: this.modals,
      toasts: this.toasts,
      tracking: this.tracking,
    });
    this.favoriteRetailers = new FavoriteRetailersStore({ favorites: ports.favorites, catalogue: ports.catalogue, auth: this.auth, modals: this.modals, toasts: this.toasts });
    this.retailerGallery = new RetailerGalleryStore({
      gateway: ports.catalogue,
      catalogue: this.catalogue,
      favoriteRetailers: this.favoriteRetailers,
      auth: this.auth,
    });

    this.favoriteCategories = new FavoriteCategoriesStore({
      favorites: ports.favorites,
      storage: ports.storage,
      auth: this.auth,
      modals: this.modals,
      toasts: this.toasts,
    });

    // 000 §4: logout (and a forced logout, 000 §8) resets the stores and restarts the session. A store
    // holding the customer's data is listed here; each clears on its own, so one failing never keeps another's data.
    const customerData: { clear(): void }[] = [
      this.customer,
      this.offers,
      this.accountLinks,
      this.favoriteRetailers,
      this.favoriteCategories,
    ];
    this.clearOnSignOut(customerData);
    this.groups = {
      account: this.group(ACCOUNT_STORES, (module) => module.accountStores(ports, this)),
      sidebar: this.group(SIDEBAR_STORES, (module) => module.sidebarStores(ports, this)),
      typeAhead: this.group(TYPE_AHEAD_STORES, (module) => module.typeAheadStores(ports, this)),
      search: this.group(SEARCH_STORES, (module) => module.searchStores(ports, this)),
    };
    this.auth.onSignedOut(() => this.session.restart());
    // Logout tells the extension too (issue 15), a forced one as well: either way nobody is signed in any more.
    this.auth.onSignedOut(() => void this.extension.notifyLogout());
    this.session.subscribe((change) => void this.tracking.trackSessionChange(change));
  }

  /** Each store on its own, so one failing never keeps another's data. */
  private clearOnSignOut(customerData: readonly { clear(): void }[]): void {
    for (const store of customerData) this.auth.onSignedOut(() => store.clear());
  }

  private group<M, T>(module: StoreModule<M>, build: (module: M) => BuiltGroup<T>): StoreGroup<M, T> {
    return new StoreGroup(module, build, (customerData) => this.clearOnSignOut(customerData));
  }

  // The account group's stores, for the pages, models and loaders that came with its module.
  get registration(): AccountStores['registration'] {
    return this.groups.account.get().registration;
  }
  get directLinking(): AccountStores['directLinking'] {
    return this.groups.account.get().directLinking;
  }
  get accountSettings(): AccountStores['accountSettings'] {
    return this.groups.account.get().accountSettings;
  }
  get securityCheckup(): AccountStores['securityCheckup'] {
    return this.groups.account.get().securityCheckup;
  }
  get fundingSources(): AccountStores['fundingSources'] {
    return this.groups.account.get().fundingSources;
  }
  get earnings(): AccountStores['earnings'] {
    return this.groups.account.get().earnings;
  }
  get emailSettings(): AccountStores['emailSettings'] {
    return this.groups.account.get().emailSettings;
  }
  get personalData(): AccountStores['personalData'] {
    return this.groups.account.get().personalData;
  }
  get bonuses(): AccountStores['bonuses'] {
    return this.groups.account.get().bonuses;
  }
  get linkedAccounts(): AccountStores['linkedAccounts'] {
    return this.groups.account.get().linkedAccounts;
  }
  /** The sidebar's views (its chunk loads after the group: SidebarHost). */
  get sidebar(): SidebarStore {
    return this.groups.sidebar.get().sidebar;
  }
  /** The type-ahead's combobox (loaded with the group: SearchBar). */
  get typeAhead(): TypeAheadStore {
    return this.groups.typeAhead.get().typeAhead;
  }

  // The search group's, for the search results and price compare pages and their loaders.
  get search(): SearchStores['search'] {
    return this.groups.search.get().search;
  }
  get searchResults(): SearchStores['searchResults'] {
    return this.groups.search.get().searchResults;
  }
  get priceCompare(): SearchStores['priceCompare'] {
    return this.groups.search.get().priceCompare;
  }

  /** The time now, from the clock port: views and models never read Date.now() (tests and the server agree on it). */
  now(): Date {
    return this.ports.clock.now();
  }
}
