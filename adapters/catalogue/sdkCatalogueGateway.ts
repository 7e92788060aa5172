import type { CategoryQuery, ClipbackSdk, GatewayApi, HomeRecommendedRetailersQuery, RetailerNodeQuery, RetailerNodesQuery } from '../../sdk/src';
import {
  hasCategoryBanners,
  HOME_SEASONAL_BANNER_PLACEMENT,
  MESSAGES,
  HTTP_STATUS,
  type Banner,
  type Category,
  type Retailer,
  type RetailerGroup,
} from '../../domain';
import { bodyOf } from '../http/sdkAnswers';
import type { CatalogueGateway, CategoryWithRetailers } from './CatalogueGateway';

type Schemas = GatewayApi.components['schemas'];
type WireRetailer = Schemas['Retailer'];
type WireCategoryWithRetailers = Schemas['CategoryWithRetailers'];
type WireBanner = Schemas['Banner'];
/** A retailer as any GraphQL query selects it (ids are strings there; fields may be left out). */
type GraphqlRetailer =
  | NonNullable<RetailerNodeQuery['retailerNode']>
  | RetailerNodesQuery['retailerNodes'][number]
  | HomeRecommendedRetailersQuery['homeRecommendedRetailers'][number];
type GraphqlRetailerGroup = NonNullable<NonNullable<RetailerNodeQuery['retailerNode']>['retailerGroup']>;
type GraphqlBanner = { id: string; name: string | null; link: string | null; tabletUrl: string | null; desktopUrl: string | null; altText: string | null };

// ---- Mapping: wire shapes to the domain's (numbers for ids, absent rather than null where the domain says so) --

/** A GraphQL ID as the domain's number. Ids are numeric in practice; anything else is a broken answer. */
function toId(id: string | number): number {
  const value = typeof id === 'number' ? id : Number(id);
  if (!Number.isSafeInteger(value)) throw new Error(`The catalogue answered an id that is not a number: ${String(id)}`);
  return value;
}

/** Copies the fields a wire record carries (null included), leaving out those it does not. */
function present<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;
}

function toGroup(group: Schemas['RetailerGroup'] | GraphqlRetailerGroup): RetailerGroup {
  return {
    id: toId(group.id),
    name: group.name,
    displayTypes: group.displayTypes ?? [],
    logoUrl: group.logoUrl ?? null,
    retailerIds: group.retailerIds.map(toId),
  };
}

/** A REST retailer (the content server's full record). */
function toRetailer(wire: WireRetailer): Retailer {
  const { retailerGroup, ...rest } = wire;
  return {
    ...present(rest),
    id: wire.id,
    name: wire.name,
    ...(retailerGroup === undefined ? {} : { retailerGroup: retailerGroup === null ? null : toGroup(retailerGroup) }),
  };
}

/** A GraphQL retailer: string ids to numbers; nulls where the domain has optional fields become absent. */
function toRetailerFromGraphql(node: GraphqlRetailer): Retailer {
  const fields = node as Partial<NonNullable<RetailerNodeQuery['retailerNode']>> &
    Partial<HomeRecommendedRetailersQuery['homeRecommendedRetailers'][number]> &
    GraphqlRetailer;
  const retailer: Retailer = { id: toId(node.id), name: node.name };
  const copy = <K extends keyof Retailer>(key: K, value: Retailer[K] | null | undefined, keepNull = false) => {
    if (value === undefined || (value === null && !keepNull)) return;
    retailer[key] = value as Retailer[K];
  };
  // Nullable in the domain too: kept as null.
  copy('displayType', fields.displayType, true);
  copy('iconUrl', fields.iconUrl, true);
  copy('imageUrl', fields.imageUrl, true);
  copy('aboutText', fields.aboutText, true);
  copy('shortDescription', fields.shortDescription, true);
  copy('topPercentBack', fields.topPercentBack, true);
  copy('topAmountBack', fields.topAmountBack, true);
  copy('verificationType', fields.verificationType, true);
  copy('creditPendingPeriod', fields.creditPendingPeriod, true);
  copy('webUrl', fields.webUrl, true);
  // Optional (never null) in the domain.
  copy('displayTypes', fields.displayTypes);
  copy('offerCount', fields.offerCount);
  copy('tempDisabled', fields.tempDisabled);
  copy('redemptionStrategies', fields.redemptionStrategies);
  copy('favorite', fields.favorite);
  copy('webRetailer', fields.webRetailer);
  copy('hasInStoreAndOnlineOffers', fields.hasInStoreAndOnlineOffers);
  copy('recommendedRetailer', fields.recommendedRetailer, true);
  if (fields.retailerGroup !== undefined) retailer.retailerGroup = fields.retailerGroup === null ? null : toGroup(fields.retailerGroup);
  return retailer;
}

function toCategoryBase(wire: Schemas['CategoryBase'] | NonNullable<CategoryQuery['category']>): Category {
  return {
    id: toId(wire.id),
    name: wire.name,
    ...('selected' in wire && wire.selected !== undefined ? { selected: wire.selected } : {}),
    iconUrl: wire.iconUrl ?? null,
    cardUrl: wire.cardUrl ?? null,
    seoLongDescription: wire.seoLongDescription ?? null,
    seoShortDescription: wire.seoShortDescription ?? null,
    sortOrder: wire.sortOrder ?? null,
    backgroundTreatmentColor: wire.backgroundTreatmentColor ?? null,
    iconTreatmentUrl: wire.iconTreatmentUrl ?? null,
  };
}

function toCategoryWithRetailers(wire: WireCategoryWithRetailers): CategoryWithRetailers {
  const retailerList = wire.retailers.map(toRetailer);
  return { ...toCategoryBase(wire), retailers: retailerList.map((retailer) => retailer.id), retailerList };
}

/** Banners: text fields the wire leaves empty read as '' (the domain's Banner has no nulls). */
function toBanner(wire: WireBanner | GraphqlBanner): Banner {
  const id = typeof wire.id === 'number' ? wire.id : /^\d+$/.test(wire.id) ? Number(wire.id) : wire.id;
  return {
    id,
    name: wire.name ?? '',
    link: wire.link ?? '',
    tabletUrl: wire.tabletUrl ?? '',
    desktopUrl: wire.desktopUrl ?? '',
    altText: wire.altText ?? '',
  };
}

/** The catalogue over the SDK: the REST content server (gateway), the content GraphQL and the main API. */
export function sdkCatalogueGateway(api: ClipbackSdk): CatalogueGateway {
  return {
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

    async fetchCategory(categoryId) {
      const { category } = await api.content.category({ id: String(categoryId) });
      if (!category) return null;
      return { ...toCategoryBase(category), retailers: category.retailers.map(toId) };
    },

    async fetchRetailer(retailerId) {
      const { retailerNode } = await api.content.retailerNode({ id: String(retailerId) });
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

    async fetchHomeRecommendedRetailers(limit) {
      const { homeRecommendedRetailers } = await api.content.homeRecommendedRetailers({ limit });
      return homeRecommendedRetailers.map((node) => toRetailerFromGraphql(node));
    },

    async fetchHomeSeasonalBanner() {
      const { homeSeasonalBanner } = await api.content.homeSeasonalBanner({ placement: HOME_SEASONAL_BANNER_PLACEMENT });
      return homeSeasonalBanner ? toBanner(homeSeasonalBanner) : null;
    },

    async fetchRetailerBanners(retailerId) {
      const { fetchBannersByRetailerId } = await api.content.fetchBannersByRetailerId({ retailerId: String(retailerId) });
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

    async fetchFavoriteRetailerIds() {
      const { customerNode } = await api.content.favoriteRetailers();
      return [...customerNode.favoriteRetailers]
        .sort((a, b) => (a.sortOrder ?? Number.MAX_SAFE_INTEGER) - (b.sortOrder ?? Number.MAX_SAFE_INTEGER))
        .map((favorite) => toId(favorite.retailerId));
    },
  };
}
