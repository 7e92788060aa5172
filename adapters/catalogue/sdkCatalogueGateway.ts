// The SDK's own files, not its index: the index reaches every operation document, which would then all ship with
// the startup code (sdk/src/clients.ts says why).
import type { ClipbackClients } from '../../sdk/src/clients';
import { HomeRecommendedRetailersDocument } from '../../sdk/src/generated/content/HomeRecommendedRetailers';
import { HomeSeasonalBannerDocument } from '../../sdk/src/generated/content/HomeSeasonalBanner';
import { HTTP_STATUS } from '../../domain/constants/http';
import * as MESSAGES from '../../domain/constants/messages';
import { bodyOf } from '../http/sdkAnswers';
import type { CatalogueGateway, CataloguePageCalls, CatalogueStartupCall } from './CatalogueGateway';
import { toBanner, toCategoryWithRetailers, toRetailerFromGraphql } from './catalogueWire';

/** The placement the home page's seasonal banner comes from (000 §7, 001 §7). */
const HOME_SEASONAL_BANNER_PLACEMENT = 'HOMESEASONAL';

/**
 * The catalogue over the SDK: the REST content server (gateway), the content GraphQL and the main API. The
 * calls the shell and the home page make are here; the other pages' calls come in as `pageCalls`
 * (sdkCataloguePageCalls), which main.tsx loads on first use so they stay out of the start-up bundle.
 */
export function sdkCatalogueGateway(api: ClipbackClients, pageCalls: CataloguePageCalls): CatalogueGateway {
  const startupCalls: Pick<CatalogueGateway, CatalogueStartupCall> = {
    async fetchCategoriesWithRetailers() {
      // 000 §7: the answer counts only with status 200.
      const data = await bodyOf(
        api.gateway.POST('/contentServer/fetchGenericRetailerCategoriesWithRetailers', {}),
        MESSAGES.GENERIC_RETAILER_CATEGORIES_FAILED,
        { okStatus: HTTP_STATUS.OK },
      );
      if (data.genericRetailers.length === 0) throw new Error(MESSAGES.NO_CATEGORIES_WITH_RETAILERS);
      return data.genericRetailers.map(toCategoryWithRetailers);
    },

    async fetchHomeRecommendedRetailers(limit) {
      const { homeRecommendedRetailers } = await api.content.execute(HomeRecommendedRetailersDocument, { limit });
      return homeRecommendedRetailers.map((node) => toRetailerFromGraphql(node));
    },

    async fetchHomeSeasonalBanner() {
      const { homeSeasonalBanner } = await api.content.execute(HomeSeasonalBannerDocument, {
        placement: HOME_SEASONAL_BANNER_PLACEMENT,
      });
      return homeSeasonalBanner ? toBanner(homeSeasonalBanner) : null;
    },
  };
  // The page calls through the prototype: main.tsx's are a lazy port, which has no keys to spread.
  return Object.assign(Object.create(pageCalls) as CataloguePageCalls, startupCalls);
}
