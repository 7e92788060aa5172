import type { ListToOffersFeedback, ShoppingListMatch } from '../../domain/shoppingList/ShoppingListMatch';

/**
 * The list-to-offers calls (000 §7: POST and GET /listToOffers, the feedback submit), signed in only, for the
 * signed-in customer. Failures reject: an authentication error as the SDK raises it, an ApiError with the
 * service's status otherwise (409 for a second feedback).
 */
export interface ShoppingListGateway {
  /** The stored list and its matches, or null when the customer has none yet. */
  fetchList(customerId: string): Promise<ShoppingListMatch | null>;
  /** Matches `list` (free text, one item per line, not blank) against the retailer's offers and stores it. */
  matchList(customerId: string, request: { list: string; retailerId: number }): Promise<ShoppingListMatch>;
  /** Once per customer. */
  sendFeedback(customerId: string, feedback: ListToOffersFeedback): Promise<void>;
}
