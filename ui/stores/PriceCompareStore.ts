import { makeAutoObservable } from 'mobx';
import type { ProductSearchGateway } from '../../adapters/products/ProductSearchGateway';
import { LIMITS } from '../../domain/constants/limits';
import * as MESSAGES from '../../domain/constants/messages';
import type { Product } from '../../domain/products/Product';
import type { PriceCompareTarget } from '../../domain/products/priceCompareTarget';
import { Loadable } from './base/Loadable';
import type { LoadStatus } from './base/LoadStatus';

/**
 * What price compare shows (000 §2 price-compare, §7 extension backend): a product search's products (limit 50,
 * the two named retailers left out by the port) or the one product asked for by UPC. A newer load wins.
 */
export class PriceCompareStore {
  /** The search's products, or the one product asked for by UPC. */
  readonly results = new Loadable<Product[]>([]);
  /** The target the status and products answer (so a new URL never shows the previous answer). */
  shown: PriceCompareTarget = { kind: 'none' };

  constructor(private readonly deps: { products: ProductSearchGateway }) {
    makeAutoObservable<PriceCompareStore, 'deps'>(this, { deps: false, results: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.results.status;
  }

  get products(): Product[] {
    return this.results.value;
  }

  /** Loads what `target` asks for; a failure is the error state (the page offers Try again). Never rejects. */
  async load(target: PriceCompareTarget): Promise<void> {
    this.shown = target;
    if (target.kind === 'none' || target.kind === 'invalidUpc') {
      this.results.set([]);
      return;
    }
    const { products: gateway } = this.deps;
    const fetch = async (): Promise<Product[]> =>
      target.kind === 'search'
        ? await gateway.searchProducts(target.query, LIMITS.PRODUCT_SEARCH_LIMIT)
        : [await gateway.getProduct(target.upc)].filter((product): product is Product => product !== null);
    // A new target never shows the previous answer's products while it loads.
    this.results.reset();
    await this.results.run(fetch, MESSAGES.TRY_AGAIN);
  }
}
