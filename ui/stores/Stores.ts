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
import type { SidebarStores } from './groups/sidebarStores';
import { Tracker } from './Tracker';
import type { TypeAheadStores } from './groups/typeAheadStores';
import type { LinkStores } from './groups/linkStores';

/** A group's builder (its module's `<feature>Stores`): its stores, from the ports and the stores they read. */
type GroupBuilder<T> = (ports: StorePorts, stores: Stores) => BuiltGroup<T>;
/** A feature store group's module, as `Stores` reads it: its builder. */
type GroupModule<T> = StoreModule<GroupBuilder<T>>;

/**
 * A feature store group's module (fetched once per page load, shared by every `Stores`; pages.tsx waits for them),
 * loaded with the modules of the groups its stores read (`needs`) and named with theirs: a page that declares it has
 * its HTML preload them all.
 */
function groupModule<M, T>(
  load: () => Promise<M>,
  source: string,
  builder: (module: M) => GroupBuilder<T>,
  needs: readonly StoreModule<unknown>[] = [],
): GroupModule<T> {
  return storeModule(
    () => Promise.all([load(), ...needs.map((module) => module.preload())]).then(([module]) => builder(module)),
    [source, ...new Set(needs.flatMap((module) => module.sources))],
  );
}
export const LINK_STORES = groupModule(() => import('./groups/linkStores'), 'ui/stores/groups/linkStores.ts', (m) => m.linkStores);
// The shell's stores a visitor's first view never reads: a signed-in start loads it (the customer's header comes with
// it); a visitor's page with the groups and pages that read it, or a flash message.
export const SHELL_STORES = groupModule(() => import('./groups/shellStores'), 'ui/stores/groups/shellStores.ts', (m) => m.shellStores);
// Its stores show toasts.
export const FAVORITE_STORES = groupModule(() => import('./groups/favoriteStores'), 'ui/stores/groups/favoriteStores.ts', (m) => m.favoriteStores, [SHELL_STORES]);
export const ACCOUNT_STORES = groupModule(() => import('./groups/accountStores'), 'ui/stores/groups/accountStores.ts', (m) => m.accountStores, [LINK_STORES, FAVORITE_STORES, SHELL_STORES]);
// The public pages' and the offers' (server-rendered: their HTML preloads its chunk, the links', the favourites' and the shell's).
export const BROWSING_STORES = groupModule(() => import('./groups/browsingStores'), 'ui/stores/groups/browsingStores.ts', (m) => m.browsingStores, [LINK_STORES, FAVORITE_STORES, SHELL_STORES]);
export const SIDEBAR_STORES = groupModule(() => import('./groups/sidebarStores'), 'ui/stores/groups/sidebarStores.ts', (m) => m.sidebarStores, [BROWSING_STORES]);
export const TYPE_AHEAD_STORES = groupModule(() => import('./groups/typeAheadStores'), 'ui/stores/groups/typeAheadStores.ts', (m) => m.typeAheadStores);
export const SEARCH_STORES = groupModule(() => import('./groups/searchStores'), 'ui/stores/groups/searchStores.ts', (m) => m.searchStores, [BROWSING_STORES]);

/** A group's module with its stores' names, every one (the type checks). */
const featureGroup = <T>(module: GroupModule<T>, stores: { readonly [K in keyof T]-?: true }) => ({ module, stores });
/**
 * The feature store groups by name (`stores.groups.account`, ui/README.md "Feature stores"). Each store of a group is
 * read on `Stores` by its name (`stores.registration`: the group's `get()`), by the pages, models and loaders its
 * module came with.
 */
const FEATURE_GROUPS = {
  account: featureGroup(ACCOUNT_STORES, {
    registration: true,
    directLinking: true,
    accountSettings: true,
    securityCheckup: true,
    fundingSources: true,
    earnings: true,
    emailSettings: true,
    personalData: true,
    bonuses: true,
    linkedAccounts: true,
  }),
  sidebar: featureGroup(SIDEBAR_STORES, { sidebar: true }),
  typeAhead: featureGroup(TYPE_AHEAD_STORES, { typeAhead: true }),
  search: featureGroup(SEARCH_STORES, { search: true, searchResults: true, priceCompare: true }),
  browsing: featureGroup(BROWSING_STORES, {
    offers: true,
    category: true,
    retailerGallery: true,
    retailerGroup: true,
    retailer: true,
    recentlyViewed: true,
    offerDetails: true,
    offerTag: true,
    welcome: true,
    launch: true,
  }),
  links: featureGroup(LINK_STORES, { accountLinks: true }),
  favorites: featureGroup(FAVORITE_STORES, { favoriteRetailers: true, favoriteCategories: true }),
  shell: featureGroup(SHELL_STORES, { customer: true, searchBar: true, helpCentre: true, support: true, toasts: true }),
};
type FeatureGroups = typeof FEATURE_GROUPS;
/** Each group's `StoreGroup` in `stores.groups`: built on first use; the shell reads `current` (null until its module is in). */
type Groups = {
  readonly [G in keyof FeatureGroups]: FeatureGroups[G]['module'] extends GroupModule<infer T> ? StoreGroup<GroupBuilder<T>, T> : never;
};
/** Every group's module: what tests load before building `Stores`, as if every feature had been used. */
export const FEATURE_STORE_MODULES: readonly StoreModule<unknown>[] = Object.values(FEATURE_GROUPS).map((group) => group.module);

export type { StorePorts } from './StorePorts';

/** Every group's stores, each on `Stores` by its name (FEATURE_GROUPS; a new group's stores type joins this list). */
export interface Stores extends AccountStores, BrowsingStores, FavoriteStores, LinkStores, SearchStores, ShellStores, SidebarStores, TypeAheadStores {}
/** A group in FEATURE_GROUPS whose stores type the list above lacks: the type check names its stores. */
type StoresMissingFromList = Exclude<
  { [G in keyof FeatureGroups]: FeatureGroups[G]['module'] extends GroupModule<infer T> ? keyof T : never }[keyof FeatureGroups],
  keyof Stores
>;
const everyGroupListed: [StoresMissingFromList] extends [never] ? true : { missingFromStores: StoresMissingFromList } = true;
void everyGroupListed;

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
  readonly groups: Groups;

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
    this.groups = Object.fromEntries(
      Object.entries(FEATURE_GROUPS).map(([name, { module }]) => [
        name,
        new StoreGroup(module as GroupModule<unknown>, (build) => build(ports, this), (customerData) => this.clearOnSignOut(customerData)),
      ]),
    ) as Groups;
    this.auth.onSignedOut(() => this.session.restart());
    // Logout tells the extension too (issue 15), a forced one as well: either way nobody is signed in any more.
    this.auth.onSignedOut(() => void this.extension.notifyLogout());
    this.session.subscribe((change) => void this.tracking.trackSessionChange(change));
  }

  /** Each store on its own, so one failing never keeps another's data. */
  private clearOnSignOut(customerData: readonly { clear(): void }[]): void {
    for (const store of customerData) this.auth.onSignedOut(() => store.clear());
  }

  /**
   * The app started signed in: a launch that left in this window comes back (LaunchStore.resume). Its group loads
   * only when a launch was stored.
   */
  resumeLaunch(routeName: RouteName): void {
    if (this.ports.storage.get(STORAGE_KEY.LAST_AFFILIATE_LAUNCH) === null) return;
    void this.groups.browsing.use((browsing) => browsing.launch.resume(routeName), '[launch] the launch could not resume');
  }

  /** The time now, from the clock port: views and models never read Date.now() (tests and the server agree on it). */
  now(): Date {
    return this.ports.clock.now();
  }
}

// Each group's stores on `Stores`, by name (FEATURE_GROUPS): `stores.registration` is `stores.groups.account.get().registration`.
for (const [name, { stores }] of Object.entries(FEATURE_GROUPS)) {
  for (const store of Object.keys(stores)) {
    Object.defineProperty(Stores.prototype, store, {
      get(this: Stores) {
        return (this.groups[name as keyof Groups].get() as Record<string, unknown>)[store];
      },
    });
  }
}
