import { expect } from 'chai';
import {
  favoriteCategoryIdsToStore,
  parseStoredFavoriteCategoryIds,
} from '../../../../domain/favorites/favoriteCategories';
import { setFavoriteRetailer } from '../../../../domain/favorites/favoriteRetailerToggle';

describe('favoriteCategoryIdsToStore', () => {
  it('never stores category 1356 and keeps each id once', () => {
    expect(favoriteCategoryIdsToStore([1482, 1356, 230, 1482, 72])).to.deep.equal([1482, 230, 72]);
    expect(favoriteCategoryIdsToStore([1356])).to.deep.equal([]);
  });

  it('drops ids that are not whole positive numbers', () => {
    expect(favoriteCategoryIdsToStore([1.5, -2, Number.NaN, 0, 88])).to.deep.equal([88]);
  });
});

describe('parseStoredFavoriteCategoryIds', () => {
  it('reads the stored list back, with the same rules', () => {
    expect(parseStoredFavoriteCategoryIds([230, '72', 1356])).to.deep.equal([230, 72]);
    expect(parseStoredFavoriteCategoryIds('nope')).to.deep.equal([]);
    expect(parseStoredFavoriteCategoryIds(null)).to.deep.equal([]);
  });
});

describe('setFavoriteRetailer', () => {
  const group = { retailerIds: [5, 6, 7] };

  it('adds the retailer alone when it has no group', () => {
    expect(setFavoriteRetailer([1], { id: 2 }, true)).to.deep.equal([1, 2]);
  });

  it("adds the group's ids, including the retailer, without duplicates", () => {
    expect(setFavoriteRetailer([1, 6], { id: 5, retailerGroup: group }, true)).to.deep.equal([1, 6, 5, 7]);
  });

  it('removes a favourite together with its group members', () => {
    expect(setFavoriteRetailer([1, 5, 6, 7, 9], { id: 6, retailerGroup: group }, false)).to.deep.equal([1, 9]);
    expect(setFavoriteRetailer([1, 2], { id: 2, retailerGroup: null }, false)).to.deep.equal([1]);
  });

  it('sets the asked state whatever the list holds: favouriting a favourite keeps it, removing an absent one changes nothing', () => {
    expect(setFavoriteRetailer([1, 5, 6, 7], { id: 5, retailerGroup: group }, true)).to.deep.equal([1, 5, 6, 7]);
    expect(setFavoriteRetailer([1, 9], { id: 6, retailerGroup: group }, false)).to.deep.equal([1, 9]);
  });
});
