import {
  CategoryDocument,
  FetchBannersByRetailerIdDocument,
  RetailerCategoriesWithIdsDocument,
  RetailerNodeDocument,
  type ClipbackClients,
} from '../../sdk/src';
import { hasCategoryBanners } from '../../domain/banners/categoryBanners';
import * as MESSAGES from '../../domain/constants/messages';
import { bodyOf } from '../http/sdkAnswers';
import type { CataloguePageCalls } from './CatalogueGateway';
import { toBanner, toCategoryBase, toId, toRetailer, toRetailerFromGraphql } from './catalogueWire';

/**
 * The catalogue calls only the retailer, category, gallery and offer pages make. main.tsx loads this module on
 * the first of them (lazyPort), so its code and its GraphQL documents stay out of the start-up bundle.
 */
export function sdkCataloguePageCalls(api: ClipbackClients): CataloguePageCalls {
  return {
    async fetchCategoriesWithRetailerIds() {
      let answer;
      try {
        answer = await api.content.execute(RetailerCategoriesWithIdsDocument, {});
      } catch (error) {
        // The documents' message for the shopper; the transport's reason stays with the report (cause).
        throw new Error(MESSAGES.RETAILER_CATEGORIES_FAILED, { cause: error });
      }
      if (answer.retailerCategoryNodes.length === 0) throw new Error(MESSAGES.NO_CATEGORIES_WITH_RETAILER_IDS);
      return answer.retailerCategoryNodes.map((node) => ({
        id: toId(node.id),
        name: node.name,
        iconUrl: node.iconUrl ?? null,
        sortOrder: node.sortOrder ?? null,
        retailers: node.retailers.map(toId),
      }));
    },

    async fetchCategory(categoryId) {
      const { category } = await api.content.execute(CategoryDocument, { id: String(categoryId) });
      if (!category) return null;
      return { ...toCategoryBase(category), retailers: category.retailers.map(toId) };
    },

    async fetchRetailer(retailerId) {
      const { retailerNode } = await api.content.execute(RetailerNodeDocument, { id: String(retailerId) });
      return retailerNode ? toRetailerFromGraphql(retailerNode) : null;
    },

    async fetchRetailers(retailerIds) {
      // The call needs at least one id (minItems 1): none asked, none answered.
      if (retailerIds.length === 0) return [];
      const data = await bodyOf(
        api.gateway.POST('/contentServer/fetchGenericRetailers', { body: { retailerIds: [...retailerIds] } }),
        MESSAGES.RETAILERS_FETCH_FAILED,
      );
      // The service leaves unknown ids out; keep the order asked, whatever order it answers in.
      const byId = new Map(data.retailers.map((retailer) => [retailer.id, toRetailer(retailer)] as const));
      return [...new Set(retailerIds)].flatMap((id) => byId.get(id) ?? []);
    },

    async isAvailableOnOtherPlatform(retailerId) {
      const { data } = await api.main.GET('/v2/retailers/{retailerId}/availability.json', {
        params: { path: { retailerId } },
      });
      return data?.availableOnOtherPlatforms === true;
    },

    async fetchRetailerBanners(retailerId) {
      const { fetchBannersByRetailerId } = await api.content.execute(FetchBannersByRetailerIdDocument, {
        retailerId: String(retailerId),
      });
      return fetchBannersByRetailerId.map(toBanner);
    },

    async fetchCategoryBanners(categoryIds) {
      if (categoryIds.length === 0) return [];
      const { data, response } = await api.gateway.POST('/contentServer/fetchWebBannersByCategoryIds', {
        body: { categoryIds: [...categoryIds] },
      });
      // 001 §5: only a 200 with a non-empty list counts.
      return hasCategoryBanners({ status: response.status, banners: data?.banners }) ? (data?.banners ?? []).map(toBanner) : [];
    },

    async fetchRecentlyViewedRetailers() {
      const { data } = await api.gateway.GET('/contentServer/recentlyViewedRetailers', {});
      return (data?.recentlyViewedRetailers ?? []).map(toRetailer);
    },

    async retailerViewed(retailerId) {
      await api.gateway.POST('/contentServer/retailerViewed', { body: { retailerId } });
    },
  };
}
