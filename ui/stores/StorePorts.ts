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
import type { History } from 'history';

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
