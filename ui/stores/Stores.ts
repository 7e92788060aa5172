import { STORAGE_KEY } from '../../domain/constants/cookies';
import type { RouteName } from '../../domain/constants/navigation';
import { ConnectivityStore } from './ConnectivityStore';
import type { StorePorts } from './StorePorts';
import { AuthStore } from './AuthStore';
import { CatalogueStore } from './CatalogueStore';
import { EnvironmentStore } from './EnvironmentStore';
import { ExtensionStore } from './ExtensionStore';
import { FlagsStore } from './FlagsStore';
import { HomeStore } from './HomeStore';
import { DismissalsStore } from './DismissalsStore';
import { LayoutStore } from './LayoutStore';
import { ModalStore } from './ModalStore';
import { StoreGroup, storeModule, type BuiltGroup, type StoreModule } from './base/StoreGroup';
import type { AccountStores } from './groups/accountStores';
import type { BrowsingStores } from './groups/browsingStores';
import type { ShellStores } from './groups/shellStores';
import type { FavoriteStores } from './groups/favoriteStores';
import type { SearchStores } from './groups/searchStores';
import { RouteHistoryStore } from './RouteHistoryStore';
import { RouterStore } from './RouterStore';
import { SessionStore } from './SessionStore';
import type { SidebarStore } from './SidebarStore';
import { Tracker } from './Tracker';
import type { TypeAheadStore } from './TypeAheadStore';
import type { AccountLinksStore } from './AccountLinksStore';

/**
 * A feature store group's module (fetched once per page load, shared by every `Stores`; pages.tsx waits for them),
 * loaded with the modules of the groups its stores read (`needs`) and named with theirs: a page that declares it has
 * its HTML preload them all.
 */
function groupModule<M>(load: () => Promise<M>, source: string, needs: readonly StoreModule<unknown>[] = []): StoreModule<M> {
  return storeModule(
    () => Promise.all([load(), ...needs.map((module) => module.preload())]).then(([module]) => module),
    [source, ...new Set(needs.flatMap((module) => module.sources))],
  );
}
export const LINK_STORES = groupModule(() => import('./groups/linkStores'), 'ui/stores/groups/linkStores.ts');
// The shell's stores a visitor's first view never reads: a signed-in start loads it (the customer's header comes with
// it); a visitor's page with the groups and pages that read it, or a flash message.
export const SHELL_STORES = groupModule(() => import('./groups/shellStores'), 'ui/stores/groups/shellStores.ts');
// Its stores show toasts.
export const FAVORITE_STORES = groupModule(() => import('./groups/favoriteStores'), 'ui/stores/groups/favoriteStores.ts', [SHELL_STORES]);
export const ACCOUNT_STORES = groupModule(() => import('./groups/accountStores'), 'ui/stores/groups/accountStores.ts', [LINK_STORES, FAVORITE_STORES, SHELL_STORES]);
// The public pages' and the offers' (server-rendered: their HTML preloads its chunk, the links', the favourites' and the shell's).
export const BROWSING_STORES = groupModule(() => import('./groups/browsingStores'), 'ui/stores/groups/browsingStores.ts', [LINK_STORES, FAVORITE_STORES, SHELL_STORES]);
export const SIDEBAR_STORES = groupModule(() => import('./groups/sidebarStores'), 'ui/stores/groups/sidebarStores.ts', [BROWSING_STORES]);
export const TYPE_AHEAD_STORES = groupModule(() => import('./groups/typeAheadStores'), 'ui/stores/groups/typeAheadStores.ts');
export const SEARCH_STORES = groupModule(() => import('./groups/searchStores'), 'ui/stores/groups/searchStores.ts', [BROWSING_STORES]);
/** Every group's module: what tests load before building `Stores`, as if every feature had been used. */
export const FEATURE_STORE_MODULES: readonly StoreModule<unknown>[] = [ACCOUNT_STORES, SIDEBAR_STORES, TYPE_AHEAD_STORES, SEARCH_STORES, BROWSING_STORES, LINK_STORES, FAVORITE_STORES, SHELL_STORES];

export type { StorePorts } from './StorePorts';

/**
 * Wires every store once; views reach them through useStores(). The container of the stores, not one of them (it
 * holds no state of its own), so it is not called a store.
 */
export class Stores {
  readonly router: RouterStore;
  readonly auth: AuthStore;
  readonly catalogue: CatalogueStore;
  /** The home page's sections (banner, recommended retailers, Hot Deals by id). */
  readonly home: HomeStore;
  /** The strips a shopper dismissed (by their cookies). */
  readonly dismissals: DismissalsStore;
  readonly flags: FlagsStore;
  readonly modals: ModalStore;
  readonly layout: LayoutStore;
  readonly extension: ExtensionStore;
  readonly session: SessionStore;
  /** Sends the tracking events (a tracker: it holds no observed state). */
  readonly tracking: Tracker;
  readonly routeHistory: RouteHistoryStore;
  readonly environment: EnvironmentStore;
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
    readonly browsing: StoreGroup<typeof import('./groups/browsingStores'), BrowsingStores>;
    readonly links: StoreGroup<typeof import('./groups/linkStores'), { accountLinks: AccountLinksStore }>;
    readonly favorites: StoreGroup<typeof import('./groups/favoriteStores'), FavoriteStores>;
    readonly shell: StoreGroup<typeof import('./groups/shellStores'), ShellStores>;
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
    this.catalogue = new CatalogueStore({ catalogue: ports.catalogue });
    this.home = new HomeStore({ gateway: ports.catalogue, catalogue: this.catalogue, auth: this.auth });
    this.flags = new FlagsStore({ flags: ports.flags });
    this.dismissals = new DismissalsStore({ cookies: ports.cookies });
    this.flags.startOptimiseHide(ports.timers);
    this.modals = new ModalStore();
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

    // 000 §4: logout (and a forced logout, 000 §8) resets the stores and restarts the session: each group's store
    // holding the customer's data clears on its own (clearOnSignOut), so one failing never keeps another's data.
    this.groups = {
      account: this.group(ACCOUNT_STORES, (module) => module.accountStores(ports, this)),
      sidebar: this.group(SIDEBAR_STORES, (module) => module.sidebarStores(ports, this)),
      typeAhead: this.group(TYPE_AHEAD_STORES, (module) => module.typeAheadStores(ports, this)),
      search: this.group(SEARCH_STORES, (module) => module.searchStores(ports, this)),
      browsing: this.group(BROWSING_STORES, (module) => module.browsingStores(ports, this)),
      links: this.group(LINK_STORES, (module) => module.linkStores(ports, this)),
      favorites: this.group(FAVORITE_STORES, (module) => module.favoriteStores(ports, this)),
      shell: this.group(SHELL_STORES, (module) => module.shellStores(ports, this)),
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

  // The shell group's, for the customer's header, the groups, the toasts' list and the pages that came with its module.
  get customer(): ShellStores['customer'] {
    return this.groups.shell.get().customer;
  }
  get searchBar(): ShellStores['searchBar'] {
    return this.groups.shell.get().searchBar;
  }
  get helpCentre(): ShellStores['helpCentre'] {
    return this.groups.shell.get().helpCentre;
  }
  get support(): ShellStores['support'] {
    return this.groups.shell.get().support;
  }
  get toasts(): ShellStores['toasts'] {
    return this.groups.shell.get().toasts;
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

  /** The shopper's favourite retailers (the favourites group, loaded with the browsing and account groups). */
  get favoriteRetailers(): FavoriteStores['favoriteRetailers'] {
    return this.groups.favorites.get().favoriteRetailers;
  }
  /** The shopper's favourite categories (the favourites group). */
  get favoriteCategories(): FavoriteStores['favoriteCategories'] {
    return this.groups.favorites.get().favoriteCategories;
  }

  /** The shopper's retailer links (the links group, loaded with the browsing and account groups). */
  get accountLinks(): AccountLinksStore {
    return this.groups.links.get().accountLinks;
  }

  // The browsing group's, for the public pages but home, their loaders and the server's page head.
  /** The offers the pages show (home shows none), and their Add and Remove. */
  get offers(): BrowsingStores['offers'] {
    return this.groups.browsing.get().offers;
  }
  get category(): BrowsingStores['category'] {
    return this.groups.browsing.get().category;
  }
  get retailerGallery(): BrowsingStores['retailerGallery'] {
    return this.groups.browsing.get().retailerGallery;
  }
  get retailerGroup(): BrowsingStores['retailerGroup'] {
    return this.groups.browsing.get().retailerGroup;
  }
  get retailer(): BrowsingStores['retailer'] {
    return this.groups.browsing.get().retailer;
  }
  get recentlyViewed(): BrowsingStores['recentlyViewed'] {
    return this.groups.browsing.get().recentlyViewed;
  }
  get offerDetails(): BrowsingStores['offerDetails'] {
    return this.groups.browsing.get().offerDetails;
  }
  get offerTag(): BrowsingStores['offerTag'] {
    return this.groups.browsing.get().offerTag;
  }
  get welcome(): BrowsingStores['welcome'] {
    return this.groups.browsing.get().welcome;
  }
  /** The Shop buttons' launches (only the retailer and offer pages show one). */
  get launch(): BrowsingStores['launch'] {
    return this.groups.browsing.get().launch;
  }

  /**
   * The app started signed in: a launch that left in this window comes back (LaunchStore.resume). Its group loads
   * only when a launch was stored.
   */
  resumeLaunch(routeName: RouteName): void {
    if (this.ports.storage.get(STORAGE_KEY.LAST_AFFILIATE_LAUNCH) === null) return;
    this.groups.browsing.ready().then(
      (browsing) => browsing.launch.resume(routeName),
      (error: unknown) => console.warn('[launch] the launch could not resume', error),
    );
  }

  /** The time now, from the clock port: views and models never read Date.now() (tests and the server agree on it). */
  now(): Date {
    return this.ports.clock.now();
  }
}
