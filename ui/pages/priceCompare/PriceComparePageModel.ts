import { makeAutoObservable } from 'mobx';
import type { Product, ProductSeller } from '../../../domain/products/Product';
import { PRODUCT_CLICK_EVENT } from '../../../domain/products/productSearch';
import { priceComparePath, priceCompareTarget, type PriceCompareTarget } from '../../../domain/products/priceCompareTarget';
import { normalizeSearchQuery } from '../../../domain/search/searchQuery';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/**
 * Price compare (000 §2 price-compare, §7 extension backend): the URL says what to show (a search ?q=, one
 * product ?upc=), which the route's loader loads into PriceCompareStore; the model keeps the search field's text.
 * A failure is the error state with a retry, never a broken page.
 */
export class PriceComparePageModel {
  /** The field's text as typed, and the URL's target it was typed on (a new URL shows its own query). */
  private typed = '';
  private typedOn: string | null = null;
  /** The field refused an empty search (shown inline). */
  emptySubmit = false;

  constructor(private readonly stores: Stores) {
    makeAutoObservable<PriceComparePageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  /** What the current URL asks for. */
  get target(): PriceCompareTarget {
    return priceCompareTarget(this.stores.router.route.query);
  }

  get status(): LoadStatus {
    return this.stores.priceCompare.status;
  }

  get products(): Product[] {
    return this.stores.priceCompare.products;
  }

  /** The target the status and products answer. */
  get shown(): PriceCompareTarget {
    return this.stores.priceCompare.shown;
  }

  /** The search field's text: the query searched, until the shopper types on this URL. */
  get input(): string {
    const { target } = this;
    if (target.kind === 'search' && this.typedOn !== this.targetKey) return target.query;
    return this.typed;
  }

  setInput(text: string): void {
    this.typed = text;
    this.typedOn = this.targetKey;
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
    this.setInput(query);
    // The same search again (a double submit) adds no history entry and sends nothing more.
    const path = priceComparePath({ query });
    if (path !== this.stores.router.path) this.stores.router.navigate(path);
    return true;
  }

  /** Try again: loads what the URL asks for. */
  retry(): Promise<void> {
    return this.stores.priceCompare.load(this.target);
  }

  /** A shopper followed one of a product's sellers (000 §7 "product click"). */
  sellerFollowed(product: Product, seller: ProductSeller): void {
    void this.stores.tracking.track(PRODUCT_CLICK_EVENT, { upc: product.upc, retailerId: seller.retailerId, seller: seller.name });
  }

  /** The URL's target, to tell whether the text was typed on it. */
  private get targetKey(): string {
    return JSON.stringify(this.target);
  }
}
