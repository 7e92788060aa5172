import { expect } from 'chai';
import { CATEGORY_ID } from '../../../../domain/constants/categories';
import { categorySortOrder, isHotDealsCategory, sortCategories, sortCategoriesForMenu, CATEGORY_SORT_ORDER_IDS } from '../../../../domain/categories/sortOrder';

const c = (id: number, name: string) => ({ id, name });
const ids = (list: readonly { id: number }[]) => list.map((category) => category.id);

describe('categorySortOrder', () => {
  it('gives the fixed positions 1..18', () => {
    expect(categorySortOrder(1356)).to.equal(1);
    expect(categorySortOrder(1482)).to.equal(2);
    expect(categorySortOrder(475)).to.equal(8);
    expect(categorySortOrder(1497)).to.equal(18);
    expect(CATEGORY_SORT_ORDER_IDS.map(categorySortOrder)).to.deep.equal(
      Array.from({ length: 18 }, (_, index) => index + 1),
    );
  });

  it('is null for an unmapped category', () => {
    expect(categorySortOrder(88)).to.equal(null);
  });
});

describe('sortCategories', () => {
  it('orders mapped categories by position, then unmapped ones by name', () => {
    const sorted = sortCategories([c(88, 'grocery'), c(230, 'B'), c(1497, 'Z'), c(1356, 'A'), c(999, 'Apparel')]);
    expect(ids(sorted)).to.deep.equal([1356, 230, 1497, 999, 88]);
  });

  it('does not change its input', () => {
    const input = [c(230, 'B'), c(1356, 'A')];
    sortCategories(input);
    expect(ids(input)).to.deep.equal([230, 1356]);
  });
});

describe('sortCategoriesForMenu', () => {
  it('lists Hot Deals (1482) first, the others by name, case-insensitively', () => {
    const sorted = sortCategoriesForMenu([
      c(3, 'pets'),
      c(1, 'Beauty'),
      c(CATEGORY_ID.HOT_DEALS, 'Hot Deals'),
      c(2, 'apparel'),
      c(4, 'Électronique'),
      c(5, 'Zoo'),
    ]);
    expect(ids(sorted)).to.deep.equal([1482, 2, 1, 4, 3, 5]);
  });

  it('recognises Hot Deals', () => {
    expect(isHotDealsCategory(1482)).to.equal(true);
    expect(isHotDealsCategory(88)).to.equal(false);
  });
});
