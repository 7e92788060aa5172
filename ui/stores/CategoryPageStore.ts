import { makeAutoObservable, runInAction } from 'mobx';
import type { Banner } from '../../domain/banners/Banner';
import type { Category } from '../../domain/categories/Category';
import { MESSAGES } from '../../domain/constants/messages';
import { ROUTE_NAME } from '../../domain/constants/navigation';
import { buildPath } from '../../domain/navigation/buildPath';
import { filterRetailers } from '../../domain/retailers/filterRetailers';
import type { Retailer } from '../../domain/retailers/Retailer';
import { parseNumericId } from '../../domain/values/numericId';
import { isListedCategoryId } from '../../domain/browsing/categoryRetailers';
import { errorMessage } from './errorMessage';
import { Loadable, type LoadStatus } from './Loadable';
import type { RootStore } from './RootStore';

/**
 * A category page (/categories/:categoryName/:categoryId, 000 §2): the category's name, description, banners
 * and retailers after the list rules. An unknown category goes back to /categories.
 */
export class CategoryPageStore {
  status: LoadStatus | 'notFound' = 'idle';
  category: Category | null = null;
  readonly retailerList = new Loadable<Retailer[]>([]);
  readonly banners = new Loadable<Banner[]>([]);
  private loadedId: number | null = null;
  private generation = 0;

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<CategoryPageStore, 'stores' | 'loadedId' | 'generation'>(
      this,
      { stores: false, loadedId: false, generation: false },
      { autoBind: true },
    );
  }

  get retailers(): Retailer[] {
    return filterRetailers(this.retailerList.value, this.stores.flags.retailerListRules);
  }

  get description(): string | null {
    return this.category?.seoLongDescription?.trim() || this.category?.seoShortDescription?.trim() || null;
  }

  /**
   * The banners and the retailer list show together, once both have answered (the banners only while the banner
   * flag is on): the banners sit above the list, so whichever answered last would otherwise move the other.
   */
  get contentLoading(): boolean {
    return this.retailerList.isLoading || (this.stores.flags.bannersOn && this.banners.isLoading);
  }

  get showsBanners(): boolean {
    return this.stores.flags.bannersOn && this.banners.value.length > 0;
  }

  /** Loads the category the route names (a no-op when it is already shown). */
  async load(categoryIdParam: string | undefined): Promise<void> {
    const categoryId = Number(categoryIdParam);
    if (categoryId === this.loadedId && this.status !== 'error') return;
    const generation = ++this.generation;
    const { ports, routeHistory, toasts } = this.stores;
    this.loadedId = categoryId;
    this.status = 'loading';
    this.category = null;
    this.retailerList.reset();
    this.banners.reset();
    if (parseNumericId(categoryIdParam) === null || !isListedCategoryId(categoryId)) {
      this.notFound();
      return;
    }
    let category: Category | null;
    try {
      category = await ports.catalogue.fetchCategory(categoryId);
    } catch (error) {
      if (generation !== this.generation) return;
      runInAction(() => (this.status = 'error'));
      toasts.error(errorMessage(error, MESSAGES.CATEGORY_LOAD_FAILED));
      return;
    }
    if (generation !== this.generation) return;
    if (!category) {
      this.notFound();
      return;
    }
    runInAction(() => {
      this.category = category;
      this.status = 'ready';
    });
    routeHistory.setPageContext({ title: category.name });
    await Promise.all([
      this.retailerList.run(() => ports.catalogue.fetchRetailers(category.retailers ?? []), MESSAGES.CATEGORY_LOAD_FAILED),
      // Banners are extra: a failure leaves none.
      this.banners.run(() => ports.catalogue.fetchCategoryBanners([category.id]), MESSAGES.DEFAULT_ERROR),
    ]);
    if (generation === this.generation && this.retailerList.status === 'error') {
      toasts.error(this.retailerList.error ?? MESSAGES.CATEGORY_LOAD_FAILED);
    }
  }

  /** 000 §2: a category page without a known category goes to /categories. */
  private notFound(): void {
    this.status = 'notFound';
    this.stores.router.navigate(buildPath(ROUTE_NAME.CATEGORIES), { replace: true });
  }
}
