import { makeAutoObservable } from 'mobx';
import { listedCategories } from '../../../domain/browsing/categoryRetailers';
import type { Category } from '../../../domain/categories/Category';
import { MESSAGES } from '../../../domain/constants/messages';
import { Loadable } from '../../stores/base/Loadable';
import type { RootStore } from '../../stores/RootStore';

/** How many categories the favourites onboarding slide offers (ours). */
const ONBOARDING_CATEGORY_COUNT = 8;

/**
 * The favourites onboarding slide's categories: hydrated with their retailer ids only (000 §7), the lighter
 * call, since the slide never lists retailers. A failure keeps the documents' message ('Something went wrong
 * fetching retailer categories', 'No categories with retailer ids were returned') for the slide to show.
 */
export class WelcomePageModel {
  readonly categories = new Loadable<Category[]>([]);

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<WelcomePageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  /** The fixed sort order, category 485 left out (000 §3, §5), the first few. */
  get onboardingCategories(): Category[] {
    return listedCategories(this.categories.value).slice(0, ONBOARDING_CATEGORY_COUNT);
  }

  load(): Promise<boolean> {
    const gateway = this.stores.ports.catalogue;
    return this.categories.run(() => gateway.fetchCategoriesWithRetailerIds(), MESSAGES.RETAILER_CATEGORIES_FAILED);
  }
}
