import { expect } from 'chai';
import { LIMITS } from '../../../../domain/constants/limits';
import { filterRetailers, retailerCategoryIdsFor } from '../../../../domain/retailers/filterRetailers';
import { orderRetailerGallery } from '../../../../domain/retailers/galleryOrder';
import { keepRecentlyViewed } from '../../../../domain/retailers/recentlyViewed';

const r = (id: number, extra: { tempDisabled?: boolean } = {}) => ({ id, name: `R${id}`, ...extra });
const ids = (list: readonly { id: number }[]) => list.map((retailer) => retailer.id);

describe('filterRetailers', () => {
  const retailers = [r(1), r(2, { tempDisabled: true }), r(3), r(4), r(5)];

  it('drops temporarily disabled retailers', () => {
    expect(ids(filterRetailers(retailers))).to.deep.equal([1, 3, 4, 5]);
  });

  it('drops retailers in the disabled map or the web-excluded list', () => {
    const kept = filterRetailers(retailers, { disabledRetailerIds: { 3: true, 4: false }, webExcludedRetailerIds: [5] });
    expect(ids(kept)).to.deep.equal([1, 4]);
  });

  it('accepts the disabled ids as a list or set too', () => {
    expect(ids(filterRetailers(retailers, { disabledRetailerIds: new Set([1, 3]) }))).to.deep.equal([4, 5]);
    expect(ids(filterRetailers(retailers, { disabledRetailerIds: [4] }))).to.deep.equal([1, 3, 5]);
  });
});

describe('retailerCategoryIdsFor', () => {
  it('ignores retailer category 485', () => {
    expect(retailerCategoryIdsFor([1, 485, 88])).to.deep.equal([1, 88]);
  });
});

describe('orderRetailerGallery', () => {
  const gallery = [r(10), r(11), r(12), r(13), r(14), r(15), r(16)];

  it('puts favourites first, keeping the incoming order (stable)', () => {
    expect(ids(orderRetailerGallery(gallery, { favoriteRetailerIds: [15, 12] }))).to.deep.equal([12, 15, 10, 11, 13, 14, 16]);
  });

  it('inserts the default retailers 3443 and 5 at position 6', () => {
    const ordered = orderRetailerGallery(gallery, { defaultRetailers: [r(5), r(3443)] });
    expect(ids(ordered)).to.deep.equal([10, 11, 12, 13, 14, 3443, 5, 15, 16]);
  });

  it('moves a default already in the list instead of duplicating it', () => {
    const ordered = orderRetailerGallery([r(5), ...gallery], { defaultRetailers: [r(3443), r(5)] });
    expect(ids(ordered)).to.deep.equal([10, 11, 12, 13, 14, 3443, 5, 15, 16]);
  });

  it('leaves a default that is a listed favourite in its favourite place', () => {
    const ordered = orderRetailerGallery([...gallery, r(5)], { favoriteRetailerIds: [5], defaultRetailers: [r(3443)] });
    expect(ids(ordered)).to.deep.equal([5, 10, 11, 12, 13, 3443, 14, 15, 16]);
  });

  it('appends the defaults when fewer than 5 retailers precede them', () => {
    expect(ids(orderRetailerGallery([r(10), r(11)], { defaultRetailers: [r(3443), r(5)] }))).to.deep.equal([
      10, 11, 3443, 5,
    ]);
  });

  it('falls back to retailer 4 when neither default is available', () => {
    expect(ids(orderRetailerGallery(gallery, { defaultRetailers: [r(4)] }))).to.deep.equal([
      10, 11, 12, 13, 14, 4, 15, 16,
    ]);
    expect(ids(orderRetailerGallery(gallery, { defaultRetailers: [r(4), r(5)] }))).to.deep.equal([
      10, 11, 12, 13, 14, 5, 15, 16,
    ]);
  });

  it('changes nothing when no default is available', () => {
    expect(ids(orderRetailerGallery(gallery))).to.deep.equal(ids(gallery));
  });
});

describe('keepRecentlyViewed', () => {
  it('puts the viewed retailer first without repeats', () => {
    expect(keepRecentlyViewed([1, 2, 3], 2)).to.deep.equal([2, 1, 3]);
    expect(keepRecentlyViewed([], 9)).to.deep.equal([9]);
  });

  it('keeps at most 6', () => {
    const kept = keepRecentlyViewed([1, 2, 3, 4, 5, 6], 7);
    expect(kept).to.deep.equal([7, 1, 2, 3, 4, 5]);
    expect(kept).to.have.length(LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT);
  });
});
