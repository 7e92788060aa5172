import type { ClipbackClients } from '../../sdk/src';
import { toRetailer } from '../catalogue/catalogueWire';
import { requireBody } from '../http/sdkAnswers';
import { fromRestOffer } from '../offers/sdkOffersGateway';
import type { SearchGateway } from './SearchGateway';

export function sdkSearchGateway(api: ClipbackClients): SearchGateway {
  return {
    async search({ term, retailerId, correctSpelling, page, limit }) {
      const record = await requireBody(
        api.gateway.POST('/contentServer/search', {
          body: { term, retailerId, correctSpelling, ...(page === undefined ? {} : { page }), ...(limit === undefined ? {} : { limit }) },
        }),
        'contentSearch',
      );
      return {
        term: record.term,
        timeSearched: record.timeSearched,
        results: {
          misspelling: record.results.misspelling ?? null,
          retailerNodes: record.results.retailerNodes.map(toRetailer),
          offers: record.results.offers.map(fromRestOffer),
          bonuses: record.results.bonuses.map(({ id, name }) => ({ id, name })),
          totalOffers: record.results.totalOffers,
        },
      };
    },

    async typeAheadSuggestions(prefix, limit) {
      const { suggestions } = await requireBody(
        api.gateway.POST('/contentServer/typeAheadSuggestion', { body: { prefix, limit } }),
        'typeAheadSuggestion',
      );
      return suggestions.map(({ text, highlights, retailerId }) => ({
        text,
        highlights: highlights.map(({ offset, length }) => ({ offset, length })),
        ...(retailerId == null ? {} : { retailerId }),
      }));
    },

    async popularSearchTerms(retailerId) {
      const terms = await requireBody(
        api.gateway.POST('/contentServer/popularSearchTerms', { body: retailerId === null ? {} : { retailerId } }),
        'popularSearchTerms',
      );
      return { globalSearches: [...terms.globalSearches], retailerSpecificSearches: [...terms.retailerSpecificSearches] };
    },
  };
}
