/** The bonus spotlight page's words (ours: the documents name only 'How to complete this bonus' and the 404). */
export const BONUS_PAGE_COPY = {
  LOADING: 'Loading bonus…',
  /** Above the failure's message ('Something went wrong while fetching bonuses') and Try again. */
  ERROR_HEADING: "We couldn't load this bonus",
  TRY_AGAIN: 'Try again',
  OFFERS_HEADING: 'Offers in this bonus',
  LOADING_OFFERS: 'Loading offers…',
  NO_OFFERS: 'This bonus has no offers to add right now.',
  OFFERS_FAILED: "We couldn't load this bonus's offers.",
  AMOUNT_LABEL: 'Bonus',
  OTHER_REWARD_LABEL: 'Also earn',
  bonusImageAlt: (name: string, completed: boolean) => `${name} (${completed ? 'completed' : 'not completed yet'})`,
} as const;
