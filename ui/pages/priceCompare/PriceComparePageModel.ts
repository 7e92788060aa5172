import { makeAutoObservable, runInAction } from 'mobx';
import { LIMITS } from '../../../domain/constants/limits';
import type { Product, ProductSeller } from '../../../domain/products/Product';
import { PRODUCT_CLICK_EVENT } from '../../../domain/products/productSearch';
import { priceComparePath, priceCompareTarget, type PriceCompareTarget } from '../../../domain/products/priceCompareTarget';
import { normalizeSearchQuery } from '../../../domain/search/searchQuery';
import { LatestLoad } from '../../stores/base/LatestLoad';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { RootStore } from '../../stores/RootStore';

/**
 * Price compare (000 §2 price-compare, §7 extension backend): the URL says what to show (a search ?q=, one
 * product ?upc=); the model loads it through the product port (limit 50, the two named retailers left out by
 * the port) and keeps the search field's text. A failure is the error state with a retry, never a broken page.
 */
export class PriceComparePageModel {
  status: LoadStatus = 'idle';
  /** The search's products, or the one product asked for by UPC. */
  products: Product[] = [];
  /** The target the status and products answer (so a new URL never shows the previous answer). */
  shown: PriceCompareTarget = { kind: 'none' };
  /** The search field's text as typed. */
  input = '';
  /** The field refused an empty search (shown inline). */
  emptySubmit = false;
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<PriceComparePageModel, 'stores' | 'latest'>(this, { stores: false, latest: false }, { autoBind: true });
  }

  /** What the current URL asks for. */
  get target(): PriceCompareTarget {
    return priceCompareTarget(this.stores.router.route.query);
  }

  /** The URL's target, for effects to reload on. */
  get targetKey(): string {
    return JSON.stringify(this.target);
  }

  setInput(text: string): void {
    this.input = text;
    if (normalizeSearchQuery(text)) this.emptySubmit = false;
  }

  /** Shows the query's results as a new history entry (a reload or a shared link shows them too). */
  submit(): boolean {
    const query = normalizeSearchQuery(this.input);
    if (!query) {
      this.emptySubmit = true;
      return false;
    }
    this.emptySubmit = false;
    this.input = query;
    // The same search again (a double submit) adds no history entry and sends nothing more.
    const path = priceComparePath({ query });
    if (path !== this.stores.router.path) this.stores.router.navigate(path);
    return true;
  }

  /** Loads what the URL asks for; the field shows the query searched. */
  async load(): Promise<void> {
    const target = this.target;
    const isLatest = this.latest.start();
    this.shown = target;
    this.products = [];
    if (target.kind === 'search') this.input = target.query;
    if (target.kind === 'none' || target.kind === 'invalidUpc') {
      this.status = 'ready';
      return;
    }
    this.status = 'loading';
    try {
      const products =
        target.kind === 'search'
          ? await this.stores.ports.products.searchProducts(target.query, LIMITS.PRODUCT_SEARCH_LIMIT)
          : [await this.stores.ports.products.getProduct(target.upc)].filter((product): product is Product => product !== null);
      if (!isLatest()) return;
      runInAction(() => {
        this.products = products;
        this.status = 'ready';
      });
    } catch (error) {
      if (!isLatest()) return;
      console.warn('[price compare] the product search failed', error);
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** A shopper followed one of a product's sellers (000 §7 "product click"). */
  sellerFollowed(product: Product, seller: ProductSeller): void {
    void this.stores.tracking.track(PRODUCT_CLICK_EVENT, { upc: product.upc, retailerId: seller.retailerId, seller: seller.name });
  }

  /** The page went away: a load still running must not touch it. */
  abandon(): void {
    this.latest.cancel();
  }
}
