import { listedCategories } from '../../../domain/browsing/categoryRetailers';
import type { Category } from '../../../domain/categories/Category';
import type { Loadable } from '../../stores/base/Loadable';
import type { Stores } from '../../stores/Stores';

/** How many categories the favourites onboarding slide offers (ours). */
const ONBOARDING_CATEGORY_COUNT = 8;

/** The favourites onboarding slide's categories, from WelcomeStore (filled by the route's loader). */
export class WelcomePageModel {
  constructor(private readonly stores: Stores) {}

  get categories(): Loadable<Category[]> {
    return this.stores.welcome.categories;
  }

  /** The fixed sort order, category 485 left out (000 §3, §5), the first few. */
  get onboardingCategories(): Category[] {
    return listedCategories(this.categories.value).slice(0, ONBOARDING_CATEGORY_COUNT);
  }
}
