import { expect } from 'chai';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import { LIMITS } from '../../../../domain/constants/limits';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../../domain/constants/retailers';
import type { Retailer } from '../../../../domain/retailers/Retailer';
import { bannerHref } from '../../../../domain/browsing/bannerHref';
import { retailerCashBackLabel } from '../../../../domain/browsing/cashBack';
import { listedCategories, retailersOfCategories } from '../../../../domain/browsing/categoryRetailers';
import {
  categoryPath,
  retailerLinkPath,
  retailerPath,
} from '../../../../domain/browsing/paths';
import { retailerPendingPeriodLines } from '../../../../domain/browsing/pendingPeriod';
import { recentlyViewedToStore } from '../../../../domain/browsing/recentlyViewed';
import { recommendedRetailersFrom } from '../../../../domain/browsing/recommendedRetailers';
import { buildRetailerGallery, isListableRetailer } from '../../../../domain/browsing/retailerGallery';
import { retailerPageAction } from '../../../../domain/browsing/retailerPageAction';

const r = (id: number, extra: Partial<Retailer> = {}): Retailer => ({ id, name: `R${id}`, ...extra });
const ids = (list: readonly { id: number }[]) => list.map((entry) => entry.id);

describe('browsing paths', () => {
  it('builds retailer, link, category and group paths from names by the slug rules (encoded once)', () => {
    expect(retailerPath({ id: 3443, name: 'Maple & Main Market' })).to.equal('/retailers/Maple_and_Main_Market/3443');
    expect(retailerLinkPath({ id: 5, name: "Bright's Basket" })).to.equal('/retailers/Brights_Basket/5/link');
    expect(retailerPath({ id: 7, name: 'Café 100%' })).to.equal('/retailers/Caf_100%25/7');
    expect(categoryPath({ id: 1482, name: 'Hot Deals' })).to.equal('/categories/Hot_Deals/1482');
  });

  it('sends a retailer banner to the retailer page, any other link to the in-app path', () => {
    expect(bannerHref({ link: 'retailer/grandmart_superstore/1408', name: 'Shop Grandmart' })).to.equal('/retailers/grandmart_superstore/1408');
    expect(bannerHref({ link: 'retailer/1408', name: 'Shop Grandmart' })).to.equal('/retailers/Shop_Grandmart/1408');
    expect(bannerHref({ link: 'welcome', name: 'Hello' })).to.equal('/welcome');
    // A banner without a link is the onboarding banner: it goes to 'welcome' (001 §2).
    expect(bannerHref({ link: '', name: 'Welcome to Clipback' })).to.equal('/welcome');
    expect(bannerHref({ link: '   ', name: 'Welcome to Clipback' })).to.equal('/welcome');
    expect(bannerHref({ link: '/categories/Hot_Deals/1482', name: 'Hot' })).to.equal('/categories/Hot_Deals/1482');
  });
});

describe('retailerCashBackLabel', () => {
  it('reads the top percent, else the top amount in cents, else nothing', () => {
    expect(retailerCashBackLabel({ topPercentBack: 5, topAmountBack: 200 })).to.equal('Up to 5% back');
    expect(retailerCashBackLabel({ topPercentBack: 2.5 })).to.equal('Up to 2.5% back');
    expect(retailerCashBackLabel({ topPercentBack: null, topAmountBack: 250 })).to.equal('Up to $2.50 back');
    expect(retailerCashBackLabel({ topPercentBack: 0, topAmountBack: null })).to.equal(null);
  });
});

describe('retailer lists', () => {
  it('lists categories in the fixed order, category 485 left out', () => {
    const categories = [{ id: 88, name: 'Grocery' }, { id: CATEGORY_ID.IGNORED_RETAILER_CATEGORY, name: 'Else' }, { id: 1482, name: 'Hot Deals' }, { id: 1356, name: 'Featured' }];
    expect(ids(listedCategories(categories))).to.deep.equal([1356, 1482, 88]);
  });

  it("unions the listed categories' retailers once each, by name, ignoring category 485", () => {
    const categories = [
      { id: 1482, name: 'Hot Deals', retailerList: [r(2, { name: 'Bravo' }), r(1, { name: 'alpha' })] },
      { id: 88, name: 'Grocery', retailerList: [r(1, { name: 'alpha' }), r(3, { name: 'Charlie' })] },
      { id: CATEGORY_ID.IGNORED_RETAILER_CATEGORY, name: 'Else', retailerList: [r(9, { name: 'Zulu' })] },
    ];
    expect(ids(retailersOfCategories(categories))).to.deep.equal([1, 2, 3]);
  });

  it('builds the gallery: list rules, favourites first in their order, then the defaults at position 6', () => {
    const retailers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map((id) => r(id + 100));
    retailers.push(r(DEFAULT_RETAILER_IDS[1]!), r(3443), r(999, { tempDisabled: true }), r(998));
    const gallery = buildRetailerGallery({ retailers, favoriteRetailerIds: [110, 103], webExcludedRetailerIds: [998] });
    expect(ids(gallery).slice(0, 7)).to.deep.equal([110, 103, 101, 102, 104, 3443, 5]);
    expect(ids(gallery)).not.to.include.members([999, 998]);
    expect(gallery).to.have.length(13);
  });

  it("falls back to the retailers' favourite flags, and takes defaults from a separate hydration", () => {
    const retailers = [r(1), r(2), r(3, { favorite: true }), r(4), r(5 + 1000), r(6)];
    const gallery = buildRetailerGallery({ retailers, defaultRetailers: [r(3443), r(5)] });
    expect(ids(gallery)).to.deep.equal([3, 1, 2, 4, 1005, 3443, 5, 6]);
  });

  it('picks visitors’ recommendations by rank', () => {
    const retailers = [r(1, { recommendedRetailer: { rank: 3 } }), r(2), r(3, { recommendedRetailer: { rank: 1 } }), r(4, { recommendedRetailer: { rank: 2 } })];
    expect(ids(recommendedRetailersFrom(retailers, 2))).to.deep.equal([3, 4]);
    const ranked = Array.from({ length: 20 }, (_, index) => r(index + 1, { recommendedRetailer: { rank: 20 - index } }));
    const home = recommendedRetailersFrom(ranked, LIMITS.HOME_RECOMMENDED_RETAILERS);
    expect(LIMITS.HOME_RECOMMENDED_RETAILERS).to.equal(12);
    expect(ids(home)).to.deep.equal([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9]);
  });

  it('tells whether one retailer passes the list rules', () => {
    expect(isListableRetailer(r(1))).to.equal(true);
    expect(isListableRetailer(r(1, { tempDisabled: true }))).to.equal(false);
    expect(isListableRetailer(r(2), { webExcludedRetailerIds: [2] })).to.equal(false);
  });
});

describe('retailerPageAction', () => {
  const lists = { unifiedAccountLinkingRetailerIds: [RETAILER_ID.MFA, 3443], directIntegrationRetailerIds: [RETAILER_ID.DIRECT_INTEGRATION] };
  const web = r(10, { name: 'Web Co', webRetailer: true, offerCount: 2 });
  const inStore = r(11, { name: 'Shop Co', webRetailer: false, redemptionStrategies: ['RECEIPT'] });
  const linking = r(3443, { name: 'Maple', webRetailer: false, offerCount: 1 });

  it('gives a visitor Shop at {name} where there is something to shop or link, nothing at an in-store retailer', () => {
    expect(retailerPageAction({ retailer: web, signedIn: false, ...lists }).button?.label).to.equal('Shop at Web Co');
    expect(retailerPageAction({ retailer: linking, signedIn: false, ...lists }).button?.label).to.equal('Shop at Maple');
    expect(retailerPageAction({ retailer: inStore, signedIn: false, ...lists }).button).to.equal(null);
  });

  it('gives a signed-in shopper the link state’s button at a linking retailer', () => {
    expect(retailerPageAction({ retailer: linking, signedIn: true, link: { retailerId: 3443, status: 'Checking' }, ...lists })).to.deep.equal({
      linkState: 'pending',
      button: { action: 'shop', label: 'Shop', enabled: false },
    });
    expect(retailerPageAction({ retailer: linking, signedIn: true, link: null, ...lists }).button?.action).to.equal('link');
    expect(retailerPageAction({ retailer: linking, signedIn: true, link: { retailerId: 3443, status: 'taken' }, ...lists }).button?.action).to.equal('tryAgain');
  });

  it('uses an affiliate strategy as a sign of an online retailer', () => {
    const affiliate = r(12, { name: 'Aff', redemptionStrategies: ['AFFILIATE'] });
    expect(retailerPageAction({ retailer: affiliate, signedIn: true, ...lists }).button?.action).to.equal('shop');
  });
});

describe('retailerPendingPeriodLines', () => {
  it('completes the documents’ wording for product and storewide offers', () => {
    expect(retailerPendingPeriodLines({ id: 1, creditPendingPeriod: null })).to.deep.equal({
      product: 'Cash back on product offers shows up within 3 days of getting your order.',
      storewide: 'Storewide cash back shows up within 7 days of your purchase.',
    });
    expect(retailerPendingPeriodLines({ id: 1 }, { integrated: true }).product).to.contain('as soon as you receive');
  });
});

describe('recentlyViewedToStore', () => {
  it('keeps 6, most recent first, and reads anything unreadable as none', () => {
    expect(recentlyViewedToStore([1, 2, 3, 4, 5, 6], 7)).to.deep.equal([7, 1, 2, 3, 4, 5]);
    expect(recentlyViewedToStore([1, 2, 3], 2)).to.deep.equal([2, 1, 3]);
    expect(recentlyViewedToStore({ nope: true }, 4)).to.deep.equal([4]);
    expect(recentlyViewedToStore([1, 'x', -2, 1.5, 3], 9)).to.deep.equal([9, 1, 3]);
  });
});
