import type { ClipbackClients, MainApi } from '../../sdk/src';
import type { ShoppingListMatch } from '../../domain/shoppingList/ShoppingListMatch';
import { requireBody } from '../http/sdkAnswers';
import { fromRestOffer } from '../offers/sdkOffersGateway';
import type { ShoppingListGateway } from './ShoppingListGateway';

type WireMatch = MainApi.components['schemas']['ShoppingListMatch'];

function toShoppingListMatch(wire: WireMatch): ShoppingListMatch {
  return {
    retailerId: wire.retailerId,
    list: wire.list,
    matchedOffers: wire.matchedOffers.map((group) => ({ searchTerm: group.searchTerm, title: group.title, offers: group.offers.map(fromRestOffer) })),
  };
}

const customerHeader = (customerId: string) => ({ header: { 'X-Customer-Id': customerId } });

export function sdkShoppingListGateway(api: ClipbackClients): ShoppingListGateway {
  return {
    async fetchList(customerId) {
      const { listToOffers } = await requireBody(api.main.GET('/listToOffers', { params: customerHeader(customerId) }), 'getShoppingList');
      return listToOffers ? toShoppingListMatch(listToOffers) : null;
    },

    async matchList(customerId, { list, retailerId }) {
      const { listToOffers } = await requireBody(
        api.main.POST('/listToOffers', { params: customerHeader(customerId), body: { list, retailerId } }),
        'matchShoppingList',
      );
      return toShoppingListMatch(listToOffers);
    },

    async sendFeedback(customerId, feedback) {
      await requireBody(api.main.POST('/listToOffers/feedback', { params: customerHeader(customerId), body: feedback }), 'submitListToOffersFeedback');
    },
  };
}
