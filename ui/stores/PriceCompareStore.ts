import { makeAutoObservable, runInAction } from 'mobx';
import type { ProductSearchGateway } from '../../adapters/products/ProductSearchGateway';
import { LIMITS } from '../../domain/constants/limits';
import type { Product } from '../../domain/products/Product';
import type { PriceCompareTarget } from '../../domain/products/priceCompareTarget';
import { LatestLoad } from './base/LatestLoad';
import type { LoadStatus } from './base/LoadStatus';

/**
 * What price compare shows (000 §2 price-compare, §7 extension backend): a product search's products (limit 50,
 * the two named retailers left out by the port) or the one product asked for by UPC. A newer load wins.
 */
export class PriceCompareStore {
  status: LoadStatus = 'idle';
  /** The search's products, or the one product asked for by UPC. */
  products: Product[] = [];
  /** The target the status and products answer (so a new URL never shows the previous answer). */
  shown: PriceCompareTarget = { kind: 'none' };
  private readonly latest = new LatestLoad();

  constructor(private readonly deps: { products: ProductSearchGateway }) {
    makeAutoObservable<PriceCompareStore, 'deps' | 'latest'>(this, { deps: false, latest: false }, { autoBind: true });
  }

  /** Loads what `target` asks for; a failure is the error state (the page offers Try again). Never rejects. */
  async load(target: PriceCompareTarget): Promise<void> {
    const isLatest = this.latest.start();
    this.shown = target;
    this.products = [];
    if (target.kind === 'none' || target.kind === 'invalidUpc') {
      this.status = 'ready';
      return;
    }
    this.status = 'loading';
    const { products: gateway } = this.deps;
    try {
      const products =
        target.kind === 'search'
          ? await gateway.searchProducts(target.query, LIMITS.PRODUCT_SEARCH_LIMIT)
          : [await gateway.getProduct(target.upc)].filter((product): product is Product => product !== null);
      if (!isLatest()) return;
      runInAction(() => {
        this.products = products;
        this.status = 'ready';
      });
    } catch (error) {
      if (!isLatest()) return;
      console.warn('[price compare] the product search failed', error);
      runInAction(() => (this.status = 'error'));
    }
  }
}
