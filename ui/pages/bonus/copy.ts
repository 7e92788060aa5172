/**
 * The bonus spotlight page's own words (ours: the documents name only 'How to complete this bonus' and the 404);
 * the amount, progress and expiry use the bonus card's (components/bonuses/copy.ts).
 */
export const BONUS_PAGE_COPY = {
  LOADING: 'Loading bonus…',
  /** Above the failure's message ('Something went wrong while fetching bonuses') and Try again. */
  ERROR_HEADING: "We couldn't load this bonus",
  TRY_AGAIN: 'Try again',
  OFFERS_HEADING: 'Offers in this bonus',
  LOADING_OFFERS: 'Loading offers…',
  NO_OFFERS: 'This bonus has no offers to add right now.',
  OFFERS_FAILED: "We couldn't load this bonus's offers.",
} as const;
