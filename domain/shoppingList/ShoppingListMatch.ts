import type { Offer } from '../offers/Offer';

/** One line of the list with the offers it matched (000 §3); `offers` is empty when nothing matched. */
export interface MatchedOfferGroup {
  searchTerm: string;
  title: string;
  offers: readonly Offer[];
}

/** A shopping list and its matches at one retailer (000 §3 "Shopping list match"). */
export interface ShoppingListMatch {
  retailerId: number;
  list: string;
  matchedOffers: readonly MatchedOfferGroup[];
}

/** How often the shopper would use the sidebar: never…always, the scale 1 to 5 (000 §2 "Feedback"). */
export const FEEDBACK_FREQUENCIES = ['never', 'rarely', 'sometimes', 'often', 'always'] as const;
export type FeedbackFrequency = (typeof FEEDBACK_FREQUENCIES)[number];

export interface ListToOffersFeedback {
  frequency: FeedbackFrequency;
  additionalText?: string;
  retailerId?: number;
}
