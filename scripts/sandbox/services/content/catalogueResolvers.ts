import { LIMITS } from '../../../../domain/constants/limits';
import { GraphqlRequestError, type GraphqlContext } from '../../api/graphqlService';
import { ACCESS_MESSAGES } from '../../api/HttpError';
import {
  bannersByPlacement,
  bannersByRetailerId,
  bonusList,
  categoryRowById,
  cleanText,
  createCatalogueSession,
  deleteFavoriteCategory,
  favoriteCategories,
  favoriteRetailers,
  filteredOfferRows,
  fullBonus,
  listedCategoryRows,
  MAX_OFFERS_LIMIT,
  MAX_RECOMMENDED_RETAILERS,
  offerRowsOfGroups,
  offerTag,
  parseCatalogueId,
  parseCatalogueIds,
  recommendedRetailerRows,
  retailerRowsInOrder,
  setFavoriteCategory,
  toCategory,
  toOffer,
  toRetailer,
  type BonusList,
  type BonusShape,
  type CatalogueSession,
  type CategoryBaseShape,
  type CategoryRow,
  type OfferRow,
  type OfferShape,
  type OfferSortKey,
  type RetailerRow,
  type RetailerShape,
} from '../catalogue';
import type { GraphqlResolversFactory } from '../SandboxDeps';

/** A Retailer as the resolvers pass it on: the contract shape plus its group id (resolved on demand). */
type RetailerParent = RetailerShape & { retailerGroupId: number | null };

const retailerParent = (row: RetailerRow): RetailerParent => ({ ...toRetailer(row), retailerGroupId: row.retailer_group_id });

/** The ordering's score model (the RecommendedOffers operation: RECOMMENDED 'mlr', POPULARITY 'opop'). */
const SCORE_OF_SORT: Record<OfferSortKey, string> = { RECOMMENDED: 'mlr', POPULARITY: 'opop' };

const badInput = (field: string, message: string) => new GraphqlRequestError('BAD_USER_INPUT', message, { fields: { [field]: message } });

/** A limit argument: the default when absent, BAD_USER_INPUT below 1, at most `max`. */
function limitOf(value: unknown, fallback: number, max: number): number {
  if (value === null || value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) throw badInput('limit', 'limit must be at least 1.');
  return Math.min(value, max);
}

/**
 * An ID argument of a lookup: BAD_USER_INPUT unless it is a whole number (the catalogue's ids are); null
 * for a number no catalogue row can have, which the lookup answers as unknown.
 */
function idArg(name: string, value: unknown): number | null {
  if ((typeof value !== 'string' && typeof value !== 'number') || !/^\s*\d+\s*$/.test(String(value))) {
    throw badInput(name, `${name} must be a numeric id.`);
  }
  return parseCatalogueId(String(value));
}

/** A list of ID arguments: each must be a whole number; the usable ones, each once, in order. */
function idsArg(name: string, values: unknown): number[] {
  const list = Array.isArray(values) ? values : [];
  list.forEach((value) => idArg(name, value));
  return parseCatalogueIds(list);
}

/** A favourite-category argument (a String holding the id); BAD_USER_INPUT when it cannot be one. */
function categoryIdOf(value: unknown): number {
  const id = idArg('categoryId', value);
  if (id === null) throw badInput('categoryId', 'categoryId must be a category id.');
  return id;
}

/** Catalogue resolvers: retailers, offers, categories, banners, offer tags, bonuses, favourites. */
export const catalogueResolvers: GraphqlResolversFactory = (deps) => {
  const sessions = new WeakMap<GraphqlContext, CatalogueSession>();
  /** One catalogue session (and its batch loaders) per GraphQL request. */
  const sessionOf = (context: GraphqlContext): CatalogueSession => {
    let session = sessions.get(context);
    if (!session) sessions.set(context, (session = createCatalogueSession(deps, context.auth?.customerId ?? null)));
    return session;
  };
  /** For the signed-in fields: UNAUTHENTICATED without a valid token. */
  const signedIn = (context: GraphqlContext) => {
    context.requireAuth();
    return sessionOf(context);
  };
  /** For mutations: the caller's customer id (FORBIDDEN for a sign-in without a customer). */
  const customerOf = (context: GraphqlContext) => context.requireCustomer(context.requireAuth().customerId).customerId;

  const offerParents = (session: CatalogueSession, rows: readonly OfferRow[]) => rows.map((row) => toOffer(row, session.now));
  const categoryParent = (row: CategoryRow) => toCategory(row, false);

  async function bonusesFor(context: GraphqlContext, list: BonusList, limit: unknown) {
    const session = signedIn(context);
    return bonusList(session, list, limitOf(limit, LIMITS.BONUSES_LIMIT, LIMITS.BONUSES_LIMIT));
  }

  return {
    Query: {
      async retailerNode(_parent, { id }, context) {
        const retailerId = idArg('id', id);
        const row = retailerId === null ? null : await sessionOf(context).retailerRows.load(retailerId);
        return row ? retailerParent(row) : null;
      },

      async retailerNodes(_parent, { ids }, context) {
        const rows = await retailerRowsInOrder(sessionOf(context), idsArg('ids', ids));
        return rows.map(retailerParent);
      },

      async homeRecommendedRetailers(_parent, { limit }, context) {
        const session = signedIn(context);
        const rows = await recommendedRetailerRows(session, limitOf(limit, LIMITS.HOME_RECOMMENDED_RETAILERS, MAX_RECOMMENDED_RETAILERS));
        return rows.map(retailerParent);
      },

      async retailerCategoryNodes(_parent, { type }, context) {
        const rows = await listedCategoryRows(sessionOf(context).db, typeof type === 'string' ? type : 'NORMAL');
        return rows.map(categoryParent);
      },

      async category(_parent, { id }, context) {
        const categoryId = idArg('id', id);
        const row = categoryId === null ? null : await categoryRowById(sessionOf(context).db, categoryId);
        return row ? categoryParent(row) : null;
      },

      async offer(_parent, { id }, context) {
        const session = sessionOf(context);
        const offerId = idArg('id', id);
        const row = offerId === null ? null : await session.offerRows.load(offerId);
        return row ? toOffer(row, session.now) : null;
      },

      async offers(_parent, args, context) {
        const session = sessionOf(context);
        const limit = limitOf(args.limit, LIMITS.DEFAULT_OFFERS_LIMIT, MAX_OFFERS_LIMIT);
        const sort = ((args.sort ?? []) as { by: OfferSortKey; score: string }[]).map((criterion) => {
          if (criterion.score !== SCORE_OF_SORT[criterion.by]) {
            throw badInput('sort', `${criterion.by} orders by the '${SCORE_OF_SORT[criterion.by]}' score.`);
          }
          return criterion.by;
        });
        const rows = await filteredOfferRows(session, {
          ids: args.ids ? idsArg('ids', args.ids) : null,
          retailerIds: args.retailerIds ? idsArg('retailerIds', args.retailerIds) : null,
          attributionMethod: args.attributionMethod ?? null,
          sort,
          limit,
        });
        return offerParents(session, rows);
      },

      async offersForOfferGroup(_parent, { offerGroupIds }, context) {
        const session = sessionOf(context);
        return offerParents(session, await offerRowsOfGroups(session, idsArg('offerGroupIds', offerGroupIds)));
      },

      async offerTag(_parent, { name, limit }, context) {
        return offerTag(sessionOf(context), cleanText(String(name)), limitOf(limit, LIMITS.OFFER_TAG_LIMIT, LIMITS.OFFER_TAG_LIMIT));
      },

      async fetchBannersByRetailerId(_parent, { retailerId }, context) {
        const id = idArg('retailerId', retailerId);
        return id === null ? [] : bannersByRetailerId(deps.db, id, sessionOf(context).now);
      },

      async homeSeasonalBanner(_parent, { placement }, context) {
        const [banner] = await bannersByPlacement(deps.db, String(placement ?? 'HOMESEASONAL'), sessionOf(context).now, 1);
        return banner ?? null;
      },

      availableBonuses: (_parent, { limit }, context) => bonusesFor(context, 'available', limit),
      recentlyUnavailableBonuses: (_parent, { limit }, context) => bonusesFor(context, 'recentlyUnavailable', limit),
      completedBonuses: (_parent, { limit }, context) => bonusesFor(context, 'completed', limit),

      async bonus(_parent, { id }, context) {
        const session = signedIn(context);
        const bonusId = idArg('id', id);
        const row = bonusId === null ? null : await session.bonusRows.load(bonusId);
        return row ? fullBonus(session, row) : null;
      },

      customerNode(_parent, _args, context) {
        const auth = context.requireAuth();
        return { customerId: auth.customerId };
      },
    },

    Mutation: {
      async setFavoriteCategory(_parent, { categoryId }, context) {
        const customerId = customerOf(context);
        const id = categoryIdOf(categoryId);
        const outcome = await setFavoriteCategory(deps.db, customerId, id, deps.now());
        switch (outcome.kind) {
          case 'stored':
          case 'notStored':
            return outcome.favorite;
          case 'unknownCategory':
            throw new GraphqlRequestError('NOT_FOUND', `There is no category ${id}.`);
          case 'unknownCustomer':
            throw new GraphqlRequestError('FORBIDDEN', ACCESS_MESSAGES.NO_CUSTOMER);
        }
      },

      async deleteFavoriteCategory(_parent, { categoryId }, context) {
        const customerId = customerOf(context);
        const id = categoryIdOf(categoryId);
        if (!(await deleteFavoriteCategory(deps.db, customerId, id))) {
          throw new GraphqlRequestError('NOT_FOUND', `Category ${id} is not a favourite.`);
        }
        return true;
      },
    },

    Retailer: {
      sortData: (retailer: RetailerParent) => Object.entries(retailer.sortData ?? {}).map(([name, score]) => ({ name, score })),
      async favorite(retailer: RetailerParent, _args, context) {
        return retailer.favorite ?? (await sessionOf(context).favoriteRetailerIds()).has(retailer.id);
      },
      offerCount: (retailer: RetailerParent, _args, context) => retailer.offerCount ?? sessionOf(context).offerCounts.load(retailer.id),
      retailerGroup(retailer: RetailerParent, _args, context) {
        if (retailer.retailerGroup !== undefined) return retailer.retailerGroup;
        return retailer.retailerGroupId === null ? null : sessionOf(context).retailerGroups.load(retailer.retailerGroupId);
      },
      launchId: (retailer: RetailerParent) => retailer.launchId ?? null,
      rewards: (retailer: RetailerParent, _args, context) => sessionOf(context).retailerRewards.load(retailer.id),
    },

    Category: {
      selected: async (category: CategoryBaseShape, _args, context) => (await sessionOf(context).favoriteCategoryIds()).has(category.id),
      retailers: (category: CategoryBaseShape, _args, context) => sessionOf(context).categoryRetailerIds.load(category.id),
      async retailerNodes(category: CategoryBaseShape, _args, context) {
        const session = sessionOf(context);
        const ids = await session.categoryRetailerIds.load(category.id);
        return (await retailerRowsInOrder(session, ids)).map(retailerParent);
      },
    },

    Offer: {
      activated: (offer: OfferShape, _args, context) => sessionOf(context).activated.load(offer.id),
      async retailers(offer: OfferShape, _args, context) {
        return (await sessionOf(context).offerRetailers.load(offer.id)).map((retailer) => retailer.id);
      },
      availableAtRetailers: (offer: OfferShape, _args, context) => sessionOf(context).offerRetailers.load(offer.id),
      offerRetailerPurchaseCategories: (offer: OfferShape, _args, context) => sessionOf(context).offerPurchaseCategories.load(offer.id),
      rewards: (offer: OfferShape, _args, context) => sessionOf(context).offerRewards.load(offer.id),
      async bonuses(offer: OfferShape, _args, context) {
        const session = sessionOf(context);
        const summaries = await session.offerBonuses.load(offer.id);
        const rows = await session.bonusRows.loadMany(summaries.map((bonus) => bonus.id));
        return Promise.all(rows.flatMap((row) => (row ? [fullBonus(session, row)] : [])));
      },
    },

    Bonus: {
      async offers(bonus: BonusShape, _args, context) {
        const session = sessionOf(context);
        const rows = await session.offerRows.loadMany(bonus.offers);
        return offerParents(session, rows.filter((row): row is OfferRow => row !== null));
      },
    },

    CustomerNode: {
      favoriteRetailers: ({ customerId }: { customerId: string | null }) => (customerId === null ? [] : favoriteRetailers(deps.db, customerId)),
      favoriteCategories: ({ customerId }: { customerId: string | null }) => (customerId === null ? [] : favoriteCategories(deps.db, customerId)),
    },
  };
};
