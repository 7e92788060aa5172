import type { Offer } from '../../domain/offers/Offer';
import { lineSearchTerm, matchedGroupTitle, type ListToOffersFeedback, type ShoppingListMatch } from '../../domain/shoppingList/ShoppingListMatch';
import { notSignedIn, refused } from '../twinRefusals';
import type { ShoppingListGateway } from './ShoppingListGateway';

const TWIN = 'shopping list twin';

/** Lower-case words of two or more letters or digits, a trailing plural 's' dropped ('eggs' ~ 'egg'). */
const wordsOf = (text: string): string[] =>
  (text.toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? []).map((word) => (word.length > 3 && /[^s]s$/.test(word) ? word.slice(0, -1) : word));

/**
 * The in-memory twin: `offersAt` holds each retailer's offers; a line matches the offers whose names share a
 * whole word with it (case- and plural-insensitive), one group per distinct non-blank line. The sandbox also
 * reads descriptions and categories and tolerates typos; the twin keeps to what a test can predict. It keeps the latest list per
 * customer and takes feedback once (a second is a 409, as the service answers). Another customer's id is
 * refused with a 403, a visitor with an authentication error; `failWith` makes every call fail.
 */
export class MemoryShoppingListGateway implements ShoppingListGateway {
  readonly offersAt = new Map<number, Offer[]>();
  readonly lists = new Map<string, ShoppingListMatch>();
  readonly feedback = new Map<string, ListToOffersFeedback>();
  /** Who is signed in; null for a visitor. */
  signedInAs: string | null;
  failWith: Error | null = null;
  readonly calls: { operation: keyof ShoppingListGateway; args: unknown[] }[] = [];

  constructor(signedInAs: string | null = null) {
    this.signedInAs = signedInAs;
  }

  async fetchList(customerId: string): Promise<ShoppingListMatch | null> {
    this.guard(customerId, 'fetchList', [customerId]);
    return this.lists.get(customerId) ?? null;
  }

  async matchList(customerId: string, request: { list: string; retailerId: number }): Promise<ShoppingListMatch> {
    this.guard(customerId, 'matchList', [customerId, request]);
    if (!request.list.trim()) throw refused(400, 'list: must not be blank', TWIN, 'matchList');
    const offers = this.offersAt.get(request.retailerId) ?? [];
    const seen = new Set<string>();
    const matchedOffers = [];
    for (const line of request.list.split(/\r?\n/)) {
      const searchTerm = lineSearchTerm(line);
      if (!searchTerm || seen.has(searchTerm.toLowerCase())) continue;
      seen.add(searchTerm.toLowerCase());
      const words = new Set(wordsOf(searchTerm));
      matchedOffers.push({
        searchTerm,
        title: matchedGroupTitle(searchTerm),
        offers: offers.filter((offer) => wordsOf(offer.name).some((word) => words.has(word))),
      });
    }
    const match: ShoppingListMatch = { retailerId: request.retailerId, list: request.list, matchedOffers };
    this.lists.set(customerId, match);
    return match;
  }

  async sendFeedback(customerId: string, feedback: ListToOffersFeedback): Promise<void> {
    this.guard(customerId, 'sendFeedback', [customerId, feedback]);
    if (this.feedback.has(customerId)) throw refused(409, 'Feedback was already sent', TWIN, 'sendFeedback');
    this.feedback.set(customerId, feedback);
  }

  private guard(customerId: string, operation: keyof ShoppingListGateway, args: unknown[]): void {
    this.calls.push({ operation, args });
    if (this.failWith) throw this.failWith;
    if (this.signedInAs === null) throw notSignedIn(TWIN, operation);
    if (this.signedInAs !== customerId) throw refused(403, `Customer ${customerId} is not the signed-in customer`, TWIN, operation);
  }
}
