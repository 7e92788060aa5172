// What every FavoritesGateway must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import * as MESSAGES from '../../domain/constants/messages';
import { expect } from 'chai';
import type { FavoritesGateway } from '../../adapters/favorites/FavoritesGateway';
import { CATEGORY_ID } from '../../domain/constants/categories';
import { AuthenticationError } from '../../sdk/src';
import { rejection } from '../support/rejection';
import { describeContract } from './contractSuite';
import { CUSTOMER_ID_MISSING } from '../../domain/customers/customerId';

export interface FavoritesContractSubject {
  visitor: FavoritesGateway;
  /** Signed in as `customerId`; each test leaves the favourites as it found them. */
  customer: FavoritesGateway;
  customerId: string;
  otherCustomerId: string;
  /** Two listed retailers. */
  retailerIds: readonly [number, number];
  unknownRetailerId: number;
  /** A category that is not a favourite yet. */
  categoryId: number;
}

export function describeFavoritesContract(name: string, setup: () => Promise<FavoritesContractSubject>): void {
  describeContract(`FavoritesGateway contract: ${name}`, setup, (subject) => {
    it('refuses a visitor with an authentication error', async () => {
      expect(await rejection(subject.visitor.fetchFavoriteRetailers())).to.be.instanceOf(AuthenticationError);
      expect(await rejection(subject.visitor.fetchFavoriteCategories())).to.be.instanceOf(AuthenticationError);
    });

    it('saves the whole list in its order and answers it; the next fetch agrees', async () => {
      const { customer, customerId, retailerIds } = subject;
      const before = (await customer.fetchFavoriteRetailers()).map((favorite) => favorite.retailerId);
      try {
        const saved = await customer.saveFavoriteRetailers(customerId, [retailerIds[1], retailerIds[0]]);
        expect(saved.map((favorite) => favorite.retailerId)).to.deep.equal([retailerIds[1], retailerIds[0]]);
        expect(saved.every((favorite) => favorite.name.length > 0)).to.equal(true);
        expect((await customer.fetchFavoriteRetailers()).map((favorite) => favorite.retailerId)).to.deep.equal([retailerIds[1], retailerIds[0]]);
      } finally {
        await customer.saveFavoriteRetailers(customerId, before);
      }
      expect((await customer.fetchFavoriteRetailers()).map((favorite) => favorite.retailerId)).to.deep.equal(before);
    });

    it("refuses a save without a customer id, for an unknown retailer, or for another customer, with the documents' messages", async () => {
      const { customer, customerId, otherCustomerId, retailerIds, unknownRetailerId } = subject;
      const before = await customer.fetchFavoriteRetailers();
      expect((await rejection(customer.saveFavoriteRetailers('', retailerIds))).message).to.equal(CUSTOMER_ID_MISSING);
      expect((await rejection(customer.saveFavoriteRetailers(customerId, [unknownRetailerId]))).message).to.equal(MESSAGES.FAVORITE_RETAILER_SAVE_FAILED);
      expect((await rejection(customer.saveFavoriteRetailers(otherCustomerId, retailerIds))).message).to.equal(MESSAGES.FAVORITE_RETAILER_SAVE_FAILED);
      expect(await customer.fetchFavoriteRetailers()).to.deep.equal(before);
    });

    it('favourites a category and removes it again; removing one that is not a favourite fails with its message', async () => {
      const { customer, categoryId } = subject;
      const favorite = await customer.setFavoriteCategory(categoryId);
      expect(favorite.categoryId).to.equal(categoryId);
      expect((await customer.fetchFavoriteCategories()).map((category) => category.categoryId)).to.include(categoryId);
      await customer.deleteFavoriteCategory(categoryId);
      expect((await customer.fetchFavoriteCategories()).map((category) => category.categoryId)).not.to.include(categoryId);
      expect((await rejection(customer.deleteFavoriteCategory(categoryId))).message).to.equal(MESSAGES.FAVORITE_CATEGORY_DELETE_FAILED);
    });

    it('never stores category 1356 as a favourite', async () => {
      const { customer } = subject;
      const answered = await customer.setFavoriteCategory(CATEGORY_ID.NEVER_STORED_FAVORITE);
      expect(answered.categoryId).to.equal(CATEGORY_ID.NEVER_STORED_FAVORITE);
      expect((await customer.fetchFavoriteCategories()).map((category) => category.categoryId)).not.to.include(CATEGORY_ID.NEVER_STORED_FAVORITE);
    });
  });
}
