/** Headings and short copy of the home page (ours). */
export const HOME_COPY = {
  TITLE: 'Earn cash back where you already shop',
  intro: (brand: string) => `${brand} finds offers at your favourite retailers. Unlock them, shop, and withdraw what you earn.`,
  SEASONAL: 'Seasonal promotion',
  /** Fetches the seasonal banner again after it failed. */
  TRY_AGAIN: 'Try again',
  RECOMMENDED: 'Recommended retailers',
  CATEGORIES: 'Shop by category',
  /** The Hot Deals heading until category 1482 answers with its own name. */
  HOT_DEALS: 'Hot Deals',
  seeAll: (name: string) => `See all ${name}`,
  ALL_CATEGORIES: 'See all categories',
  NO_RECOMMENDED: 'No recommendations yet. Browse all retailers instead.',
} as const;
