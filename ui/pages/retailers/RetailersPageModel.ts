import { makeAutoObservable } from 'mobx';
import { MESSAGES } from '../../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../domain/constants/retailers';
import type { Retailer } from '../../../domain/retailers/Retailer';
import { buildRetailerGallery } from '../../../domain/browsing/retailerGallery';
import { clampPage } from '../../../domain/offers/pagination';
import { Loadable } from '../../stores/base/Loadable';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { RootStore } from '../../stores/RootStore';
import { RETAILER_GALLERY_PAGE_SIZE } from '../../../domain/retailers/galleryOrder';

/**
 * The retailers gallery (/retailers, 000 §5, §9): every listed retailer after the list rules, the shopper's
 * favourites first, the default retailers 3443 and 5 at position 6, in pages of RETAILER_GALLERY_PAGE_SIZE; the
 * page shown is the URL's. The favourites are FavoriteRetailersStore's, so a toggle re-sorts once its list reloads.
 */
export class RetailersPageModel {
  /** The default retailers by id, when the category list lacks them. */
  readonly defaults = new Loadable<Retailer[]>([]);

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<RetailersPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.stores.catalogue.categoriesStatus;
  }

  get error(): string | null {
    return this.stores.catalogue.categoriesError;
  }

  get retailers(): Retailer[] {
    const { catalogue, flags, auth, favoriteRetailers } = this.stores;
    return buildRetailerGallery({
      retailers: catalogue.allRetailers,
      // A visitor has no favourites, whatever flags an earlier signed-in list carried; until the favourites
      // answer (or when they cannot be read) the signed-in list's own flags order the gallery.
      favoriteRetailerIds: auth.isSignedIn ? (favoriteRetailers.known ? favoriteRetailers.ids : null) : [],
      defaultRetailers: this.defaults.value,
      ...flags.retailerListRules,
    });
  }

  get pageCount(): number {
    return Math.max(1, Math.ceil(this.retailers.length / RETAILER_GALLERY_PAGE_SIZE));
  }

  /** The page the URL asks for (?page=N), within the gallery's pages. */
  get currentPage(): number {
    return clampPage(this.stores.router.listPage, this.pageCount);
  }

  get pageRetailers(): Retailer[] {
    const start = (this.currentPage - 1) * RETAILER_GALLERY_PAGE_SIZE;
    return this.retailers.slice(start, start + RETAILER_GALLERY_PAGE_SIZE);
  }

  setPage(page: number): void {
    this.stores.router.showListPage(clampPage(page, this.pageCount));
  }

  /** Loads the categories (and, signed in, the favourites); a failure shows the toast of 000 §8. */
  async load(): Promise<void> {
    const { catalogue, favoriteRetailers, ports, toasts } = this.stores;
    await Promise.all([catalogue.loadCategories(), favoriteRetailers.load()]);
    if (catalogue.categoriesStatus === 'error') {
      toasts.error(catalogue.categoriesError ?? MESSAGES.CATEGORY_LOAD_FAILED);
      return;
    }
    const listed = new Set(catalogue.allRetailers.map((retailer) => retailer.id));
    const wanted = [...DEFAULT_RETAILER_IDS, RETAILER_ID.FALLBACK_DEFAULT];
    if (!DEFAULT_RETAILER_IDS.every((id) => listed.has(id))) {
      await this.defaults.run(() => ports.catalogue.fetchRetailers(wanted.filter((id) => !listed.has(id))), MESSAGES.RETAILERS_FETCH_FAILED);
    }
  }
}
