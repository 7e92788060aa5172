// Object Mothers for the browsing tests: retailers, categories and banners, and a seeded catalogue twin.
import { MemoryCatalogueGateway } from '../../adapters/catalogue/MemoryCatalogueGateway';
import type { MemoryFavoritesGateway } from '../../adapters/favorites/MemoryFavoritesGateway';
import type { Banner } from '../../domain/banners/Banner';
import type { Category } from '../../domain/categories/Category';
import { CATEGORY_ID } from '../../domain/constants/categories';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../domain/constants/retailers';
import type { Retailer } from '../../domain/retailers/Retailer';

let nextId = 100;

/** A tiny inline image, so browser tests load no files. */
export const TEST_IMAGE = 'data:image/svg+xml,%3Csvg%20xmlns%3D%22http%3A%2F%2Fwww.w3.org%2F2000%2Fsvg%22%20width%3D%228%22%20height%3D%228%22%2F%3E';

export function aRetailer(overrides: Partial<Retailer> = {}): Retailer {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Retailer ${id}`,
    iconUrl: TEST_IMAGE,
    offerCount: 3,
    topPercentBack: 5,
    topAmountBack: null,
    tempDisabled: false,
    webRetailer: true,
    redemptionStrategies: ['AFFILIATE'],
    creditPendingPeriod: null,
    favorite: false,
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  const id = overrides.id ?? nextId++;
  return { id, name: `Category ${id}`, retailers: [], iconUrl: null, seoLongDescription: null, ...overrides };
}

export function aBanner(overrides: Partial<Banner> = {}): Banner {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Banner ${id}`,
    link: 'welcome',
    tabletUrl: TEST_IMAGE,
    desktopUrl: `${TEST_IMAGE}#desktop`,
    altText: `Banner ${id} promotion`,
    ...overrides,
  };
}

/** Ids the catalogue contract and the store tests name. */
export const CATALOGUE_FIXTURE = {
  /** A web retailer with banners and offers. */
  RETAILER_ID: 201,
  RETAILER_NAME: 'Maple Outfitters',
  OTHER_RETAILER_ID: 202,
  /** tempDisabled. */
  TEMP_DISABLED_ID: 9001,
  /** Web-excluded (by flag), available on the mobile apps. */
  WEB_EXCLUDED_ID: 9002,
  UNKNOWN_RETAILER_ID: 987_654,
  UNKNOWN_CATEGORY_ID: 987_655,
  HOT_DEALS_ID: CATEGORY_ID.HOT_DEALS,
  GROCERY_ID: CATEGORY_ID.GROCERY,
} as const;

/**
 * A small catalogue: Hot Deals (1482) and Grocery (88) plus the ignored category 485; a dozen web retailers,
 * the default retailers 3443 and 5, the MFA (1144) and direct-integration (1408) retailers, one tempDisabled
 * and one web-excluded retailer.
 */
export function seededCatalogue({ signedIn = true }: { signedIn?: boolean } = {}): MemoryCatalogueGateway {
  const twin = seedCatalogue(new MemoryCatalogueGateway());
  twin.signedIn = signedIn;
  return twin;
}

/** Fills a twin (for example createTestStores' own) with the small catalogue above. */
/** The signed-in shopper's favourite retailers in the seeded catalogue, in their order. */
export const SEEDED_FAVORITE_RETAILER_IDS: readonly number[] = [302, CATALOGUE_FIXTURE.OTHER_RETAILER_ID];

/** The favourites twin over a seeded catalogue: it knows the catalogue's retailers, and the shopper's favourites. */
export function seedFavorites(favorites: MemoryFavoritesGateway, catalogue: MemoryCatalogueGateway): MemoryFavoritesGateway {
  for (const retailer of catalogue.retailers.values()) favorites.retailers.set(retailer.id, { name: retailer.name, imageUrl: retailer.iconUrl ?? '' });
  favorites.favoriteIds = [...SEEDED_FAVORITE_RETAILER_IDS];
  return favorites;
}

export function seedCatalogue(twin: MemoryCatalogueGateway): MemoryCatalogueGateway {
  const F = CATALOGUE_FIXTURE;
  const [defaultA, defaultB] = DEFAULT_RETAILER_IDS as [number, number];
  const named: Retailer[] = [
    aRetailer({ id: F.RETAILER_ID, name: F.RETAILER_NAME, aboutText: 'Outdoor clothing.', shortDescription: 'Cash back on jackets', creditPendingPeriod: '30 days', recommendedRetailer: { rank: 2 } }),
    aRetailer({ id: F.OTHER_RETAILER_ID, name: 'Bluebird Books', recommendedRetailer: { rank: 1 } }),
    aRetailer({ id: defaultA, name: 'Maple & Main Market', webRetailer: false, redemptionStrategies: ['RECEIPT'] }),
    aRetailer({ id: defaultB, name: 'Bright Basket Grocery', webRetailer: false, redemptionStrategies: ['RECEIPT'] }),
    aRetailer({ id: RETAILER_ID.MFA, name: 'Northstar Wholesale Club', webRetailer: false, redemptionStrategies: ['RECEIPT'] }),
    aRetailer({ id: RETAILER_ID.DIRECT_INTEGRATION, name: 'Grandmart Superstore' }),
    aRetailer({ id: F.TEMP_DISABLED_ID, name: 'Driftwood Home Goods', tempDisabled: true }),
    aRetailer({ id: F.WEB_EXCLUDED_ID, name: 'Pocket Perks Arcade', webRetailer: false }),
  ];
  const filler = ['Acorn', 'Birch', 'Cedar', 'Dogwood', 'Elm', 'Fir', 'Ginkgo', 'Hazel'].map((word, index) =>
    aRetailer({ id: 300 + index, name: `${word} Supply` }),
  );
  twin.addRetailers(...named, ...filler);
  twin.addCategories(
    aCategory({ id: F.HOT_DEALS_ID, name: 'Hot Deals', seoLongDescription: 'The best cash back this week.', retailers: [F.RETAILER_ID, F.OTHER_RETAILER_ID, 300, 301, F.TEMP_DISABLED_ID] }),
    aCategory({ id: F.GROCERY_ID, name: 'Grocery', retailers: [defaultA, defaultB, RETAILER_ID.MFA, RETAILER_ID.DIRECT_INTEGRATION, F.WEB_EXCLUDED_ID] }),
    aCategory({ id: 153, name: 'Clothing & Accessories', retailers: [F.RETAILER_ID, ...filler.map((retailer) => retailer.id)] }),
    aCategory({ id: CATEGORY_ID.IGNORED_RETAILER_CATEGORY, name: 'Everything Else', retailers: [F.OTHER_RETAILER_ID] }),
  );
  twin.otherPlatformRetailerIds.add(F.WEB_EXCLUDED_ID);
  twin.recommendedRetailerIds = [F.OTHER_RETAILER_ID, F.RETAILER_ID, 300, 301];
  twin.retailerBanners.set(F.RETAILER_ID, [aBanner({ id: 1, name: 'Jackets week', link: `retailer/maple_outfitters/${F.RETAILER_ID}`, altText: 'Jackets week at Maple Outfitters' })]);
  twin.categoryBanners.set(F.HOT_DEALS_ID, [aBanner({ id: 2, name: 'Hot deals', link: 'categories', altText: 'This week’s hot deals' })]);
  twin.recentlyViewedIds = [300, 301];
  return twin;
}
