import { makeAutoObservable } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import * as MESSAGES from '../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../domain/constants/retailers';
import type { Retailer } from '../../domain/retailers/Retailer';
import type { AuthStore } from './AuthStore';
import { Loadable } from './base/Loadable';
import type { CatalogueStore } from './CatalogueStore';
import type { FavoriteRetailersStore } from './FavoriteRetailersStore';

/**
 * What the retailers gallery (/retailers, 000 §5, §9) is built from: the catalogue's retailers, the shopper's
 * favourites (FavoriteRetailersStore) and the default retailers 3443 and 5 by id when no category lists them.
 */
export class RetailerGalleryStore {
  /** The default retailers by id, when the category list lacks them. */
  readonly defaults = new Loadable<Retailer[]>([]);
  /** The customer (or '' for a visitor) the gallery was loaded for: another page of it loads nothing again. */
  private loadedFor: string | null = null;

  constructor(
    private readonly deps: {
      gateway: CatalogueGateway;
      catalogue: Pick<CatalogueStore, 'loadCategories' | 'categoriesStatus' | 'allRetailers'>;
      favoriteRetailers: Pick<FavoriteRetailersStore, 'load'>;
      auth: Pick<AuthStore, 'customerId'>;
    },
  ) {
    makeAutoObservable<RetailerGalleryStore, 'deps' | 'loadedFor'>(this, { deps: false, loadedFor: false }, { autoBind: true });
  }

  /** Loads the categories, the favourites (signed in) and, when needed, the defaults; once per shopper while it holds. */
  async load(): Promise<void> {
    const { auth, catalogue, favoriteRetailers, gateway } = this.deps;
    const customer = auth.customerId ?? '';
    if (this.loadedFor === customer && catalogue.categoriesStatus !== 'error' && this.defaults.status !== 'error') return;
    this.loadedFor = customer;
    await Promise.all([catalogue.loadCategories(), favoriteRetailers.load()]);
    if (catalogue.categoriesStatus === 'error') return;
    const listed = new Set(catalogue.allRetailers.map((retailer) => retailer.id));
    const wanted = [...DEFAULT_RETAILER_IDS, RETAILER_ID.FALLBACK_DEFAULT];
    if (!DEFAULT_RETAILER_IDS.every((id) => listed.has(id))) {
      await this.defaults.run(() => gateway.fetchRetailers(wanted.filter((id) => !listed.has(id))), MESSAGES.RETAILERS_FETCH_FAILED);
    }
  }
}
