import type { AuthStore } from './AuthStore';
import type { CatalogueStore } from './CatalogueStore';
import type { CustomerStore } from './CustomerStore';
import type { EnvironmentStore } from './EnvironmentStore';
import type { ExtensionStore } from './ExtensionStore';
import type { FlagsStore } from './FlagsStore';
import type { LayoutStore } from './LayoutStore';
import type { ModalStore } from './ModalStore';
import type { RouterStore } from './RouterStore';
import type { SearchBarStore } from './SearchBarStore';
import type { SessionStore } from './SessionStore';
import type { ToastStore } from './ToastStore';
import type { Tracker } from './Tracker';

/**
 * The stores `Stores` builds at start-up that the feature store groups (ui/stores/groups/) read: a type of its own,
 * so a group's module never imports `Stores`, which loads it. `customer`, `searchBar` and `toasts` are the shell group's: a
 * group that reads them names SHELL_STORES in its needs (Stores.ts).
 */
export interface CoreStores {
  readonly auth: AuthStore;
  readonly catalogue: CatalogueStore;
  readonly customer: CustomerStore;
  readonly environment: EnvironmentStore;
  readonly extension: ExtensionStore;
  readonly flags: FlagsStore;
  readonly layout: LayoutStore;
  readonly modals: ModalStore;
  readonly router: RouterStore;
  readonly searchBar: SearchBarStore;
  readonly session: SessionStore;
  readonly toasts: ToastStore;
  readonly tracking: Tracker;
}
