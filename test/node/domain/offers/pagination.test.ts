import { expect } from 'chai';
import {
  clampPage,
  pageCount,
  pageSlice,
  paginationGallery,
} from '../../../../domain/offers/pagination';

describe('paginationGallery', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(paginationGallery(1, 1)).to.deep.equal([1]);
    expect(paginationGallery(4, 7)).to.deep.equal([1, 2, 3, 4, 5, 6, 7]);
    expect(paginationGallery(1, 0)).to.deep.equal([]);
  });

  it('shows 1–5, gap, last when the current page is 3 or less', () => {
    for (const current of [1, 2, 3]) expect(paginationGallery(current, 20)).to.deep.equal([1, 2, 3, 4, 5, 'gap', 20]);
  });

  it('shows 1, gap and the last five pages within 2 of the end', () => {
    for (const current of [18, 19, 20]) {
      expect(paginationGallery(current, 20)).to.deep.equal([1, 'gap', 16, 17, 18, 19, 20]);
    }
  });

  it('shows 1, gap, previous, current, next, gap, last in the middle', () => {
    expect(paginationGallery(4, 20)).to.deep.equal([1, 'gap', 3, 4, 5, 'gap', 20]);
    expect(paginationGallery(10, 20)).to.deep.equal([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(paginationGallery(17, 20)).to.deep.equal([1, 'gap', 16, 17, 18, 'gap', 20]);
  });

  it('works at the smallest collapsed total (8)', () => {
    expect(paginationGallery(3, 8)).to.deep.equal([1, 2, 3, 4, 5, 'gap', 8]);
    expect(paginationGallery(4, 8)).to.deep.equal([1, 'gap', 3, 4, 5, 'gap', 8]);
    expect(paginationGallery(6, 8)).to.deep.equal([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('clamps a current page outside the range', () => {
    expect(paginationGallery(0, 20)).to.deep.equal([1, 2, 3, 4, 5, 'gap', 20]);
    expect(paginationGallery(99, 20)).to.deep.equal([1, 'gap', 16, 17, 18, 19, 20]);
    expect(paginationGallery(Number.NaN, 20)).to.deep.equal([1, 2, 3, 4, 5, 'gap', 20]);
  });
});

describe('pageCount', () => {
  it('rounds up and is 0 without items', () => {
    expect(pageCount(0, 10)).to.equal(0);
    expect(pageCount(10, 10)).to.equal(1);
    expect(pageCount(11, 10)).to.equal(2);
  });

  it('clamps a bad page size to 1 and a negative total to 0', () => {
    expect(pageCount(3, 0)).to.equal(3);
    expect(pageCount(-5, 10)).to.equal(0);
  });
});

describe('pageSlice', () => {
  const items = [1, 2, 3, 4, 5, 6, 7];

  it('returns the items of a 1-based page', () => {
    expect(pageSlice(items, 1, 3)).to.deep.equal([1, 2, 3]);
    expect(pageSlice(items, 3, 3)).to.deep.equal([7]);
  });

  it('clamps the page into range', () => {
    expect(pageSlice(items, 0, 3)).to.deep.equal([1, 2, 3]);
    expect(pageSlice(items, 9, 3)).to.deep.equal([7]);
  });

  it('is empty for an empty list', () => {
    expect(pageSlice([], 1, 3)).to.deep.equal([]);
  });
});

describe('clampPage', () => {
  it('clamps a page past the end to the last page, and any page of an empty list to 1', () => {
    expect(clampPage(99, 4)).to.equal(4);
    expect(clampPage(0, 4)).to.equal(1);
    expect(clampPage(3, 0)).to.equal(1);
    expect(clampPage(Number.NaN, 4)).to.equal(1);
  });
});
