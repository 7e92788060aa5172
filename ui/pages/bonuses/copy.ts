/** The bonuses page and the bonus category page (001 §2). Wording ours; section names are BONUS_VIEW_TITLE. */
export const BONUSES_PAGE_COPY = {
  HEADING: 'Bonuses',
  INTRO: 'Complete a bonus to earn extra cash back on top of your offers.',
  LOADING: 'Loading your bonuses…',
  EMPTY: "You don't have any bonuses right now. New ones show up as you shop, so check back soon.",
  /** Where the empty page sends the shopper (as the earnings history's empty state does). */
  BROWSE_OFFERS: 'Browse offers',
  CATEGORIES: 'Bonus categories',
  CATEGORY_EMPTY: 'There are no bonuses in this category right now.',
  ALL_BONUSES: 'See all bonuses',
} as const;
