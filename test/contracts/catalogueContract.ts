// What every CatalogueGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { Banner } from '../../domain/banners/Banner';
import { CATEGORY_ID } from '../../domain/constants/categories';
import { LIMITS } from '../../domain/constants/limits';
import { AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: a signed-in customer. */
export interface CatalogueContractSubject extends PortCallers<CatalogueGateway> {
  /** Two listed web retailers. */
  retailerIds: readonly [number, number];
  /** A retailer only the mobile apps have. */
  otherPlatformRetailerId: number;
  unknownRetailerId: number;
  unknownCategoryId: number;
}

/** A signed-in-only call made without a token: refused with an authentication error (000 §7). */
async function expectAuthenticationRefusal(promise: Promise<unknown>): Promise<void> {
  expect(await rejection(promise)).to.be.instanceOf(AuthenticationError);
}

function expectBanner(banner: Banner): void {
  expect(['number', 'string']).to.include(typeof banner.id);
  for (const key of ['name', 'link', 'tabletUrl', 'desktopUrl', 'altText'] as const) expect(banner[key]).to.be.a('string');
}

export function describeCatalogueContract(name: string, setup: () => Promise<CatalogueContractSubject>): void {
  describeContract(`CatalogueGateway contract: ${name}`, setup, (subject) => {
    it('lists categories with their retailers (ids and records agree), Hot Deals among them', async () => {
      const categories = await subject.visitor.fetchCategoriesWithRetailers();
      expect(categories.length).to.be.greaterThan(0);
      for (const category of categories) {
        expect(category.id).to.be.a('number');
        expect(category.name).to.be.a('string');
        expect(category.retailers).to.deep.equal(category.retailerList.map((retailer) => retailer.id));
      }
      const hotDeals = categories.find((category) => category.id === CATEGORY_ID.HOT_DEALS);
      expect(hotDeals?.retailerList.length).to.be.greaterThan(0);
    });

    it('hydrates the categories with their retailer ids only, the same categories as the full list', async () => {
      const withIds = await subject.visitor.fetchCategoriesWithRetailerIds();
      const full = await subject.visitor.fetchCategoriesWithRetailers();
      expect(withIds.map((category) => category.id).sort()).to.deep.equal(full.map((category) => category.id).sort());
      for (const category of withIds) expect(category.retailers?.every((id) => typeof id === 'number'), category.name).to.equal(true);
    });

    it('finds a category by id with its retailer ids, and answers null for an unknown one', async () => {
      const category = await subject.visitor.fetchCategory(CATEGORY_ID.HOT_DEALS);
      expect(category?.id).to.equal(CATEGORY_ID.HOT_DEALS);
      expect(category?.name).to.equal('Hot Deals');
      expect(category?.retailers?.every((id) => typeof id === 'number')).to.equal(true);
      expect(await subject.visitor.fetchCategory(subject.unknownCategoryId)).to.equal(null);
    });

    it('finds a retailer by id, and answers null for an unknown one', async () => {
      const [id] = subject.retailerIds;
      const retailer = await subject.visitor.fetchRetailer(id);
      expect(retailer?.id).to.equal(id);
      expect(retailer?.name).to.be.a('string').and.not.equal('');
      expect(await subject.visitor.fetchRetailer(subject.unknownRetailerId)).to.equal(null);
    });

    it('hydrates retailers by ids in the order asked, leaving unknown ids out', async () => {
      const [a, b] = subject.retailerIds;
      const retailers = await subject.visitor.fetchRetailers([b, subject.unknownRetailerId, a]);
      expect(retailers.map((retailer) => retailer.id)).to.deep.equal([b, a]);
      expect(await subject.visitor.fetchRetailers([])).to.deep.equal([]);
    });

    it('tells whether a retailer missing here is available on another platform', async () => {
      expect(await subject.visitor.isAvailableOnOtherPlatform(subject.otherPlatformRetailerId)).to.equal(true);
      expect(await subject.visitor.isAvailableOnOtherPlatform(subject.unknownRetailerId)).to.equal(false);
    });

    it('recommends at most `limit` retailers to a signed-in customer, and refuses a visitor', async () => {
      const recommended = await subject.customer.fetchHomeRecommendedRetailers(2);
      expect(recommended.length).to.be.within(1, 2);
      expect(recommended.every((retailer) => typeof retailer.id === 'number')).to.equal(true);
      await expectAuthenticationRefusal(subject.visitor.fetchHomeRecommendedRetailers(LIMITS.HOME_RECOMMENDED_RETAILERS));
    });

    it('answers the seasonal banner or null, and banners as text fields', async () => {
      const seasonal = await subject.visitor.fetchHomeSeasonalBanner();
      if (seasonal !== null) expectBanner(seasonal);
      const [id] = subject.retailerIds;
      (await subject.visitor.fetchRetailerBanners(id)).forEach(expectBanner);
      (await subject.visitor.fetchCategoryBanners([CATEGORY_ID.HOT_DEALS])).forEach(expectBanner);
      expect(await subject.visitor.fetchCategoryBanners([])).to.deep.equal([]);
    });

    it("records a signed-in customer's retailer views, most recent first, at most 6 kept", async () => {
      const [a, b] = subject.retailerIds;
      await subject.customer.retailerViewed(a);
      await subject.customer.retailerViewed(b);
      const recent = await subject.customer.fetchRecentlyViewedRetailers();
      expect(recent.slice(0, 2).map((retailer) => retailer.id)).to.deep.equal([b, a]);
      expect(recent.length).to.be.at.most(LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT);
      await expectAuthenticationRefusal(subject.visitor.retailerViewed(a));
      await expectAuthenticationRefusal(subject.visitor.fetchRecentlyViewedRetailers());
    });
  });
}
