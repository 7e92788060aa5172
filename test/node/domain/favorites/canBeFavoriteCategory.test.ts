import { expect } from 'chai';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import { canBeFavoriteCategory } from '../../../../domain/favorites/canBeFavoriteCategory';

describe('canBeFavoriteCategory (001 §3, §9)', () => {
  it('is false for category 1356, which is never stored, and for ids that are not whole positive numbers', () => {
    expect(canBeFavoriteCategory(CATEGORY_ID.NEVER_STORED_FAVORITE)).to.equal(false);
    expect([0, -4, 1.5, Number.NaN].map(canBeFavoriteCategory)).to.deep.equal([false, false, false, false]);
  });

  it('is true for any other category', () => {
    expect([CATEGORY_ID.GROCERY, CATEGORY_ID.HOT_DEALS, 72].map(canBeFavoriteCategory)).to.deep.equal([true, true, true]);
  });
});
