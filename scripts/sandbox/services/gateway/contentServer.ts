import { LIMITS } from '../../../../domain/constants/limits';
import * as MESSAGES from '../../../../domain/constants/messages';
import { ACCESS_MESSAGES, HttpError } from '../../api/HttpError';
import type { RequestContext } from '../../api/restService';
import {
  bannersByCategoryIds,
  bannersByPlacement,
  bannersByRetailerId,
  categoriesWithRetailers,
  cleanText,
  contentSearch,
  createCatalogueSession,
  fullOffers,
  fullRetailers,
  fullUnlockedOffer,
  offerCategoryContainers,
  offerRowsInOrder,
  offerRowsOfGroups,
  offerRowsOfRetailers,
  parseCatalogueId,
  parseCatalogueIds,
  popularSearchTerms,
  recentlyViewedRetailers,
  recordRetailerView,
  retailerRowsInOrder,
  typeAheadSuggestions,
  unlockedOfferRowsAt,
  type CatalogueSession,
  type RetailerRow,
} from '../catalogue';
import type { RestHandlersFactory } from '../SandboxDeps';

const retailerNotFound = () => new HttpError(404, MESSAGES.RETAILER_NOT_FOUND, { code: 'NOT_FOUND' });

/** contentServer/* handlers (catalogue reads, search, type-ahead, banners, recently viewed). */
export const contentServerHandlers: RestHandlersFactory = (deps) => {
  const sessionFor = (context: RequestContext): CatalogueSession => createCatalogueSession(deps, context.auth?.customerId ?? null);

  /** The retailer a body's retailerId names; 404 when there is none. */
  async function knownRetailer(session: CatalogueSession, value: unknown): Promise<RetailerRow> {
    const id = parseCatalogueId(value);
    const row = id === null ? null : await session.retailerRows.load(id);
    if (!row) throw retailerNotFound();
    return row;
  }

  return {
    async fetchGenericOffersByOfferGroupIds(context) {
      const session = sessionFor(context);
      const rows = await offerRowsOfGroups(session, parseCatalogueIds(context.body.offerGroupIds));
      return { body: { genericOffers: await fullOffers(session, rows) } };
    },

    async fetchGenericOffersByOfferIds(context) {
      const session = sessionFor(context);
      const rows = await offerRowsInOrder(session, parseCatalogueIds(context.body.offerIds));
      return { body: { genericOffers: await fullOffers(session, rows) } };
    },

    async fetchGenericOffersByRetailerIds(context) {
      const session = sessionFor(context);
      const rows = await offerRowsOfRetailers(session, parseCatalogueIds(context.body.retailerIds));
      return { body: { genericOffers: await fullOffers(session, rows) } };
    },

    async fetchGenericRetailerCategoriesWithRetailers(context) {
      return { body: { genericRetailers: await categoriesWithRetailers(sessionFor(context)) } };
    },

    async recentlyViewedRetailers(context) {
      const auth = context.requireAuth();
      if (auth.customerId === null) return { body: { recentlyViewedRetailers: [] } };
      return { body: { recentlyViewedRetailers: await recentlyViewedRetailers(sessionFor(context), auth.customerId) } };
    },

    async retailerViewed(context) {
      const { customerId } = context.requireCustomer(context.requireAuth().customerId);
      const session = sessionFor(context);
      const retailer = await knownRetailer(session, context.body.retailerId);
      const outcome = await recordRetailerView(deps.db, customerId, retailer.id, session.now);
      if (outcome === 'unknownCustomer') throw new HttpError(403, ACCESS_MESSAGES.NO_CUSTOMER, { code: 'FORBIDDEN' });
      return { status: 204 };
    },

    async contentSearch(context) {
      const { term, retailerId, correctSpelling, limit, page } = context.body as {
        term: string;
        retailerId?: number | null;
        correctSpelling?: boolean;
        limit?: number;
        page?: number;
      };
      const record = await contentSearch(sessionFor(context), {
        term,
        retailerId: retailerId ?? null,
        ...(correctSpelling === undefined ? {} : { correctSpelling }),
        ...(limit === undefined ? {} : { limit }),
        ...(page === undefined ? {} : { page }),
      });
      return { body: record };
    },

    async typeAheadSuggestion(context) {
      const { prefix, limit } = context.body as { prefix: string; limit?: number };
      return { body: { suggestions: await typeAheadSuggestions(sessionFor(context), prefix, limit ?? LIMITS.TYPE_AHEAD_LIMIT) } };
    },

    async popularSearchTerms(context) {
      const body = (context.body ?? {}) as { retailerId?: number };
      const asked = body.retailerId;
      const retailerId = asked === undefined ? null : parseCatalogueId(asked);
      const terms = await popularSearchTerms(sessionFor(context), retailerId);
      // An id no retailer can have gets the site-wide terms only.
      return { body: asked !== undefined && retailerId === null ? { ...terms, retailerSpecificSearches: [] } : terms };
    },

    async fetchOfferCategoriesContainerIdsOnly(context) {
      const session = sessionFor(context);
      const retailer = await knownRetailer(session, context.body.retailerId);
      return { body: { offerCategories: await offerCategoryContainers(session, retailer.id) } };
    },

    async fetchGenericRetailers(context) {
      const session = sessionFor(context);
      const rows = await retailerRowsInOrder(session, parseCatalogueIds(context.body.retailerIds));
      return { body: { retailers: await fullRetailers(session, rows) } };
    },

    async fetchRetailerWebUrl(context) {
      const retailer = await knownRetailer(sessionFor(context), context.body.retailerId);
      return { body: { retailerId: retailer.id, webUrl: retailer.web_url, productUrl: null } };
    },

    async unlockedOffersForRetailer(context) {
      context.requireAuth();
      const session = sessionFor(context);
      const retailer = await knownRetailer(session, context.body.retailerId);
      const rows = await unlockedOfferRowsAt(session, retailer.id);
      return { body: { unlockedOffers: await Promise.all(rows.map((row) => fullUnlockedOffer(session, row))) } };
    },

    async fetchWebBannersByCategoryIds(context) {
      return { body: { banners: await bannersByCategoryIds(deps.db, parseCatalogueIds(context.body.categoryIds), deps.now()) } };
    },

    async fetchBannersByRetailerId(context) {
      const session = sessionFor(context);
      const retailer = await knownRetailer(session, context.body.retailerId);
      return { body: { banners: await bannersByRetailerId(deps.db, retailer.id, session.now) } };
    },

    async fetchBannersByPlacement(context) {
      return { body: { banners: await bannersByPlacement(deps.db, cleanText(String(context.body.placement)), deps.now()) } };
    },
  };
};
