import { expect } from 'chai';
import {
  BatchLoader,
  correctTerm,
  editDistance,
  escapeLike,
  parseCatalogueId,
  parseCatalogueIds,
  prefixTsQuery,
  searchWords,
  suggestionHighlights,
} from '../../../../scripts/sandbox/services/catalogue';

describe('catalogue helpers', () => {
  it('parseCatalogueId accepts whole ids that fit an integer column, nothing else', () => {
    expect(parseCatalogueId('1408')).to.equal(1408);
    expect(parseCatalogueId(1408)).to.equal(1408);
    expect(parseCatalogueId(' 42 ')).to.equal(42);
    for (const value of ['0', '-1', '1.5', 'abc', '', '2147483648', 2 ** 40, 1.5, null, undefined, {}, "1'; --"]) {
      expect(parseCatalogueId(value), String(value)).to.equal(null);
    }
    expect(parseCatalogueIds(['3', 3, 'x', '4', 99_999_999_999])).to.deep.equal([3, 4]);
  });

  it('builds text-search queries from words only', () => {
    expect(searchWords("Maple & Main; DROP TABLE--'")).to.deep.equal(['maple', 'main', 'drop', 'table']);
    expect(prefixTsQuery(searchWords('Café au lait'))).to.equal("'café':* & 'au':* & 'lait':*");
    expect(prefixTsQuery(searchWords("' & | ! :"))).to.equal(null);
    expect(escapeLike('100%_\\')).to.equal('100\\%\\_\\\\');
  });

  it('measures edit distance with transpositions, stopping past the maximum', () => {
    expect(editDistance('grandmart', 'grandmart', 2)).to.equal(0);
    expect(editDistance('grandmrt', 'grandmart', 2)).to.equal(1);
    expect(editDistance('grandmrat', 'grandmart', 2)).to.equal(1);
    expect(editDistance('kitten', 'sitting', 3)).to.equal(3);
    expect(editDistance('abc', 'xyzxyz', 2)).to.equal(3);
  });

  it('corrects unknown words to the closest, most common vocabulary word', () => {
    const vocabulary = { words: ['grandmart', 'grocery', 'milk', 'oat', 'superstore'].sort(), frequency: new Map([['grandmart', 5], ['grocery', 9], ['milk', 20], ['oat', 3], ['superstore', 2]]) };
    expect(correctTerm(vocabulary, 'Grandmrat supr')).to.equal('grandmart supr');
    expect(correctTerm(vocabulary, 'grandmart')).to.equal(null);
    expect(correctTerm(vocabulary, 'mil')).to.equal(null); // a prefix of a known word
    expect(correctTerm(vocabulary, 'milx oat')).to.equal('milk oat');
    expect(correctTerm(vocabulary, 'zzzzzzz')).to.equal(null);
    expect(correctTerm(vocabulary, 'ok 12345')).to.equal(null);
  });

  it('highlights the prefix where it starts a word, case-insensitively', () => {
    expect(suggestionHighlights('Grandmart Superstore', 'GRAND')).to.deep.equal([{ offset: 0, length: 5 }]);
    expect(suggestionHighlights('Stonebridge Oat Milk, Organic', 'oat m')).to.deep.equal([{ offset: 12, length: 5 }]);
    expect(suggestionHighlights('Milk Oat Drink', 'oat mi')).to.deep.equal([{ offset: 0, length: 2 }, { offset: 5, length: 3 }]);
    expect(suggestionHighlights('Carpet', 'pet')).to.deep.equal([]);
    expect(suggestionHighlights('100% (back)', '(')).to.deep.equal([{ offset: 5, length: 1 }]);
  });

  it('BatchLoader turns the loads of one turn into one fetch and caches each key', async () => {
    const batches: number[][] = [];
    const loader = new BatchLoader<number, string | null>(async (keys) => {
      batches.push([...keys]);
      return new Map(keys.filter((key) => key > 0).map((key) => [key, `#${key}`]));
    }, () => null);
    const answers = await Promise.all([loader.load(1), loader.load(2), loader.load(-1), loader.load(1)]);
    expect(answers).to.deep.equal(['#1', '#2', null, '#1']);
    expect(batches).to.deep.equal([[1, 2, -1]]);
    expect(await loader.loadMany([2, 3])).to.deep.equal(['#2', '#3']);
    expect(batches).to.deep.equal([[1, 2, -1], [3]]);
  });
});
