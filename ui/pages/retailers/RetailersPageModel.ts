import { makeAutoObservable } from 'mobx';
import type { Retailer } from '../../../domain/retailers/Retailer';
import { buildRetailerGallery } from '../../../domain/browsing/retailerGallery';
import { clampPage } from '../../../domain/offers/pagination';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';
import { RETAILER_GALLERY_PAGE_SIZE } from '../../../domain/retailers/galleryOrder';

/**
 * The retailers gallery (/retailers, 000 §5, §9): every listed retailer after the list rules, the shopper's
 * favourites first, the default retailers 3443 and 5 at position 6, in pages of RETAILER_GALLERY_PAGE_SIZE; the
 * page shown is the URL's. The route's loader fills RetailerGalleryStore. The favourites are FavoriteRetailersStore's, so a toggle re-sorts once its list reloads.
 */
export class RetailersPageModel {
  constructor(private readonly stores: Stores) {
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
      defaultRetailers: this.stores.retailerGallery.defaults.value,
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
}
