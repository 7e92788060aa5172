import type { Offer } from '../offers/Offer';

/** One line of the list with the offers it matched (000 §3); `offers` is empty when nothing matched. */
export interface MatchedOfferGroup {
  searchTerm: string;
  title: string;
  offers: readonly Offer[];
}

/**
 * A list line as its group's search term: invisible format characters (zero-width spaces, direction marks)
 * dropped, control characters (tabs, escapes, bells) read as spaces, runs of spaces as one, trimmed.
 */
export function lineSearchTerm(line: string): string {
  return line.replace(/\p{Cf}/gu, '').replace(/\p{Cc}/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** A matched group's title: its search term with a capital first letter. */
export function matchedGroupTitle(searchTerm: string): string {
  return searchTerm.charAt(0).toUpperCase() + searchTerm.slice(1);
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
