import { computed, makeObservable, observable, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { CategoryWithRetailers } from '../../domain/categories/Category';
import { listedCategories, retailersOfCategories } from '../../domain/browsing/categoryRetailers';
import { sortCategoriesForMenu } from '../../domain/categories/sortOrder';
import * as MESSAGES from '../../domain/constants/messages';
import type { Retailer } from '../../domain/retailers/Retailer';
import { EntityStore } from './base/EntityStore';
import { Loadable } from './base/Loadable';
import type { LoadStatus } from './base/LoadStatus';

/** The key of the category list among the store's loads. */
const CATEGORIES = 'categories';
/** A retailer no page has asked for yet. */
const RETAILER_NOT_LOADED = new Loadable<Retailer | null>(null);

/**
 * Categories and their retailers, shared by the header's categories dropdown and the browsing pages (home,
 * categories, retailers gallery). Loaded once per page load; a failed load is retried by the next caller.
 */
export class CatalogueStore extends EntityStore<CategoryWithRetailers> {
  protected readonly label = 'catalogue';
  private pending: Promise<void> | null = null;
  /** Retailers read by id (the pages named by a retailer id); null for an unknown id. */
  private readonly retailersById = observable.map<number, Loadable<Retailer | null>>({}, { deep: false });

  constructor(private readonly deps: { catalogue: CatalogueGateway }) {
    super();
    makeObservable(this, { categories: computed, menuCategories: computed, listedCategories: computed, allRetailers: computed });
  }

  protected idOf(category: CategoryWithRetailers): number {
    return category.id;
  }

  /** Every category, in the order the list answered. */
  get categories(): CategoryWithRetailers[] {
    return this.entitiesOf(CATEGORIES);
  }

  get categoriesStatus(): LoadStatus {
    return this.list(CATEGORIES).status;
  }

  /** The gateway's message, else 'Encountered an error. Please refresh the page.' (000 §8). */
  get categoriesError(): string | null {
    return this.list(CATEGORIES).error;
  }

  /** Hot Deals first, then by name (000 §2 categories dropdown). */
  get menuCategories(): CategoryWithRetailers[] {
    return sortCategoriesForMenu(this.categories);
  }

  /** The categories pages list: the fixed sort order, category 485 left out (000 §3, §5). */
  get listedCategories(): CategoryWithRetailers[] {
    return listedCategories(this.categories);
  }

  /** Every retailer of the listed categories, once each, by name (before the list rules). */
  get allRetailers(): Retailer[] {
    return retailersOfCategories(this.categories);
  }

  category(categoryId: number): CategoryWithRetailers | undefined {
    return this.categories.find((category) => category.id === categoryId);
  }

  /** Loads the categories once; later calls reuse them, concurrent calls share one request, a call after a failure tries again. */
  loadCategories(): Promise<void> {
    if (this.categoriesStatus === 'ready') return Promise.resolve();
    this.pending ??= this.loadList(CATEGORIES, () => this.deps.catalogue.fetchCategoriesWithRetailers(), MESSAGES.CATEGORY_LOAD_FAILED).then(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /** A retailer read by id: idle until loaded, then ready (null for an unknown id) or error. */
  retailer(retailerId: number): Loadable<Retailer | null> {
    return this.retailersById.get(retailerId) ?? RETAILER_NOT_LOADED;
  }

  /** (Re)reads a retailer by id; answers whether it loaded (an unknown id loads as null). */
  loadRetailer(retailerId: number): Promise<boolean> {
    let retailer = this.retailersById.get(retailerId);
    if (!retailer) {
      const created = new Loadable<Retailer | null>(null);
      runInAction(() => this.retailersById.set(retailerId, created));
      retailer = created;
    }
    return retailer.run(() => this.deps.catalogue.fetchRetailer(retailerId), MESSAGES.DEFAULT_ERROR);
  }
}
