// The catalogue's wire shapes mapped to the domain's: numbers for ids, absent rather than null where the domain
// says so. Shared by the start-up calls (sdkCatalogueGateway) and the page calls (sdkCataloguePageCalls).
import type { CategoryQuery, GatewayApi, HomeRecommendedRetailersQuery, RetailerNodeQuery, RetailerNodesQuery } from '../../sdk/src';
import type { Banner } from '../../domain/banners/Banner';
import type { Category } from '../../domain/categories/Category';
import type { Retailer, RetailerGroup } from '../../domain/retailers/Retailer';
import type { CategoryWithRetailers } from '../../domain/categories/Category';

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

/** A GraphQL ID as the domain's number. Ids are numeric in practice; anything else is a broken answer. */
export function toId(id: string | number): number {
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
export function toRetailer(wire: WireRetailer): Retailer {
  const { retailerGroup, ...rest } = wire;
  return {
    ...present(rest),
    id: wire.id,
    name: wire.name,
    ...(retailerGroup === undefined ? {} : { retailerGroup: retailerGroup === null ? null : toGroup(retailerGroup) }),
  };
}

/** A GraphQL retailer: string ids to numbers; nulls where the domain has optional fields become absent. */
export function toRetailerFromGraphql(node: GraphqlRetailer): Retailer {
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

export function toCategoryBase(wire: Schemas['CategoryBase'] | NonNullable<CategoryQuery['category']>): Category {
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

export function toCategoryWithRetailers(wire: WireCategoryWithRetailers): CategoryWithRetailers {
  const retailerList = wire.retailers.map(toRetailer);
  return { ...toCategoryBase(wire), retailers: retailerList.map((retailer) => retailer.id), retailerList };
}

/** Banners: text fields the wire leaves empty read as '' (the domain's Banner has no nulls). */
export function toBanner(wire: WireBanner | GraphqlBanner): Banner {
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
