import { expect } from 'chai';
import {
  OFFERS_PER_LINE,
  OfferWordIndex,
  matchShoppingList,
  shownMatches,
  singularForms,
  words,
  type MatchCandidate,
} from '../../../../scripts/sandbox/services/main/listMatching';
import { lineSearchTerm } from '../../../../domain/shoppingList/ShoppingListMatch';

/** The offer ids each line of `list` matched, keyed by the line's search term. */
function matches(list: string, candidates: readonly MatchCandidate[]): Record<string, number[]> {
  return Object.fromEntries(matchShoppingList(list, new OfferWordIndex(candidates)).map((line) => [line.searchTerm, line.offerIds]));
}

describe('shopping list matching (sandbox)', () => {
  it('reads words lower-cased, without accents, stop words or bare numbers', () => {
    expect(words('Up to 5% back on Crème Fraîche at Maple & Main, 12 oz')).to.deep.equal(['creme', 'fraiche', 'maple', 'main']);
  });

  it('gives a word and its plural a common singular form', () => {
    for (const [plural, singular] of [['berries', 'berry'], ['tomatoes', 'tomato'], ['loaves', 'loaf'], ['eggs', 'egg'], ['boxes', 'box'], ['knives', 'knife']]) {
      expect(singularForms(plural as string), plural).to.include(singular);
    }
    expect(singularForms('glass')).to.deep.equal(['glass']);
    expect(singularForms('gas')).to.deep.equal(['gas']);
  });

  it('groups per distinct non-blank line, in the list order, titled with a capital', () => {
    const candidates = [{ id: 1, name: 'Free-range Eggs' }];
    expect(matchShoppingList('eggs\n\n  EGGS \nkale', new OfferWordIndex(candidates))).to.deep.equal([
      { searchTerm: 'eggs', title: 'Eggs', offerIds: [1] },
      { searchTerm: 'kale', title: 'Kale', offerIds: [] },
    ]);
  });

  it('reads control characters in a line as spaces and drops invisible ones', () => {
    expect(lineSearchTerm('\u0007oat\tmi\u200blk\u001b[31m  ')).to.equal('oat milk [31m');
    expect(matchShoppingList('\u0007\u200b\nmilk', new OfferWordIndex([{ id: 1, name: 'Oat milk' }]))).to.deep.equal([
      { searchTerm: 'milk', title: 'Milk', offerIds: [1] },
    ]);
  });

  it('matches regardless of case and plurals, either way round', () => {
    const candidates = [
      { id: 1, name: 'Fresh Strawberry, 1 lb' },
      { id: 2, name: 'ROMA TOMATO' },
      { id: 3, name: 'Sourdough Loaf' },
      { id: 4, name: 'Cage-free eggs' },
    ];
    expect(matches('Strawberries\ntomatoes\nloaves of bread\negg', candidates)).to.deep.equal({
      Strawberries: [1], tomatoes: [2], 'loaves of bread': [3], egg: [4],
    });
  });

  it('tolerates one slip in a word of 4 to 7 letters and two above, but none in shorter words', () => {
    const candidates = [
      { id: 1, name: 'Organic Bananas' },
      { id: 2, name: 'Chocolate Chip Cookies' },
      { id: 3, name: 'Ice cream' },
    ];
    expect(matches('bannana\nchocolat\nchcolatte\nice creem\nic', candidates)).to.deep.equal({
      bannana: [1], chocolat: [2], chcolatte: [2], 'ice creem': [3], ic: [],
    });
    // Three slips in a long word, or two in a short one, are another word.
    expect(matches('chclatee\nbnnnna', candidates)).to.deep.equal({ chclatee: [], bnnnna: [] });
  });

  it('looks for typos only when no offer uses the word as typed', () => {
    const candidates = [{ id: 1, name: 'Basmati Rice' }, { id: 2, name: 'Price-match Cereal' }];
    expect(matches('rice', candidates)).to.deep.equal({ rice: [1] });
  });

  it('matches descriptions and purchase categories, ranking name matches first', () => {
    const candidates = [
      { id: 1, name: 'Greenfield Organic Spread', description: 'Buy any brand of peanut butter.', categories: [] },
      { id: 2, name: 'Weekly deal', description: null, categories: ['Dairy', 'Frozen Foods'] },
      { id: 3, name: 'Peanut Butter Cups', description: null },
    ];
    expect(matches('peanut butter\ndairy\nfrozen food', candidates)).to.deep.equal({ 'peanut butter': [3, 1], dairy: [2], 'frozen food': [2] });
  });

  it('ranks offers with more of the line’s words first, then in catalogue order', () => {
    const candidates = [
      { id: 1, name: 'Bluebird Oat Milk' },
      { id: 2, name: 'Cloudberry Whole Milk, Organic' },
      { id: 3, name: 'Organic Whole Milk, 2-pack' },
      { id: 4, name: 'Whole grain bread', description: 'Organic, with milk' },
    ];
    expect(matches('organic whole milk', candidates)).to.deep.equal({ 'organic whole milk': [2, 3, 4, 1] });
  });

  it('matches nothing for words no offer uses, nor for the offers’ boilerplate', () => {
    const candidates = [
      { id: 1, name: 'Up to 5% back on dairy at Maple & Main', description: 'Earn 5% cash back on dairy when you shop Maple & Main online.' },
      { id: 2, name: 'Cheddar Cheese' },
    ];
    expect(matches('laptop\nshampoo\ncash back\nthe\n12', candidates)).to.deep.equal({ laptop: [], shampoo: [], 'cash back': [], the: [], 12: [] });
  });

  it(`shows at most ${OFFERS_PER_LINE} offers a line, of those a list may show`, () => {
    const candidates = Array.from({ length: OFFERS_PER_LINE + 5 }, (_, index) => ({ id: index + 1, name: `Yogurt ${index}` }));
    const ranked = matchShoppingList('yogurt\nkale', new OfferWordIndex(candidates));
    expect(ranked[0]?.offerIds).to.have.length(OFFERS_PER_LINE + 5);
    const shown = new Set(candidates.map((candidate) => candidate.id).filter((id) => id !== 2));
    expect(shownMatches(ranked, shown)).to.deep.equal([
      { searchTerm: 'yogurt', title: 'Yogurt', offerIds: [1, ...candidates.slice(2, OFFERS_PER_LINE + 1).map((candidate) => candidate.id)] },
      { searchTerm: 'kale', title: 'Kale', offerIds: [] },
    ]);
  });
});
