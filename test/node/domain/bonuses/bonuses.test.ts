import { expect } from 'chai';
import type { Bonus } from '../../../../domain/bonuses/Bonus';
import { bonusCategoryLabel } from '../../../../domain/bonuses/bonusCategory';
import { splitBonusDescription } from '../../../../domain/bonuses/bonusDescription';
import { BONUS_NOT_FOUND, bonusById } from '../../../../domain/bonuses/bonusLookup';
import { classifyBonus, groupBonuses } from '../../../../domain/bonuses/classifyBonus';
import { dropUnsupportedFundedBonuses } from '../../../../domain/bonuses/fundedBonuses';

describe('classifyBonus', () => {
  it('follows the priority recentlyExpired, completed, featured, inProgress, forYou', () => {
    expect(classifyBonus({ bonusType: 'recentlyExpired', completed: true, progressCount: 3 })).to.equal('recentlyExpired');
    expect(classifyBonus({ bonusType: 'featured', completed: true })).to.equal('completed');
    expect(classifyBonus({ bonusType: 'featured', progressCount: 2 })).to.equal('featured');
    expect(classifyBonus({ progressCount: 1 })).to.equal('inProgress');
    expect(classifyBonus({ progressCount: 0 })).to.equal('forYou');
    expect(classifyBonus({})).to.equal('forYou');
    expect(classifyBonus({ bonusType: null, completed: null, progressCount: null })).to.equal('forYou');
  });

  it('does not count progress on a completed bonus as in progress', () => {
    expect(classifyBonus({ completed: true, progressCount: 5 })).to.equal('completed');
  });
});

describe('groupBonuses', () => {
  it('puts each bonus in one of the five views, keeping order', () => {
    const bonuses = [
      { id: 1, name: 'a', progressCount: 1 },
      { id: 2, name: 'b', bonusType: 'featured' },
      { id: 3, name: 'c' },
      { id: 4, name: 'd', completed: true },
      { id: 5, name: 'e', bonusType: 'recentlyExpired' },
      { id: 6, name: 'f', progressCount: 2 },
    ];
    const groups = groupBonuses(bonuses);
    const ids = Object.fromEntries(Object.entries(groups).map(([view, list]) => [view, list.map((b) => b.id)]));
    expect(ids).to.deep.equal({ recentlyExpired: [5], completed: [4], featured: [2], inProgress: [1, 6], forYou: [3] });
  });
});

describe('splitBonusDescription', () => {
  it('splits on the How to complete heading line', () => {
    const description = 'Earn $5 on your first grocery order.\n\nHow to complete this bonus:\n1. Unlock an offer\n2. Shop';
    expect(splitBonusDescription(description)).to.deep.equal({
      cardText: 'Earn $5 on your first grocery order.',
      howToComplete: '1. Unlock an offer\n2. Shop',
    });
  });

  it('accepts a Markdown heading, any case, with or without colon', () => {
    expect(splitBonusDescription('Card\n## how to complete this bonus\nSteps')).to.deep.equal({
      cardText: 'Card',
      howToComplete: 'Steps',
    });
  });

  it('keeps the whole text as card text when there is no heading', () => {
    expect(splitBonusDescription('  Just a card  ')).to.deep.equal({ cardText: 'Just a card', howToComplete: null });
    expect(splitBonusDescription(null)).to.deep.equal({ cardText: '', howToComplete: null });
  });

  it('does not split on the words inside a sentence', () => {
    const text = 'Read how to complete this bonus below.';
    expect(splitBonusDescription(text)).to.deep.equal({ cardText: text, howToComplete: null });
  });
});

describe('dropUnsupportedFundedBonuses', () => {
  const bonuses: Bonus[] = [
    { id: 1, name: 'funded, supported', internalType: 'FUNDED', offers: [{ id: 10 }, { id: 11 }] },
    { id: 2, name: 'funded, unsupported', internalType: 'funded', offers: [{ id: 12 }] },
    { id: 3, name: 'funded, no offers', internalType: 'FUNDED', offers: [] },
    { id: 4, name: 'not funded', internalType: 'STANDARD', offers: [] },
    { id: 5, name: 'funded, id list', internalType: 'FUNDED', offers: ['11'] },
  ];

  it('drops funded bonuses none of whose offers are supported', () => {
    expect(dropUnsupportedFundedBonuses(bonuses, [11]).map((b) => b.id)).to.deep.equal([1, 4, 5]);
    expect(dropUnsupportedFundedBonuses(bonuses, new Set(['12'])).map((b) => b.id)).to.deep.equal([2, 4]);
  });
});

describe('bonusCategoryLabel', () => {
  it('replaces every hyphen with a space', () => {
    expect(bonusCategoryLabel('new-user-bonuses')).to.equal('new user bonuses');
    expect(bonusCategoryLabel('grocery')).to.equal('grocery');
  });
});

describe('bonusById', () => {
  it('finds by id as text or number, else 404 Bonus not found', () => {
    const bonuses = [{ id: 7, name: 'x' }];
    expect(bonusById(bonuses, '7')).to.deep.equal({ ok: true, value: bonuses[0] });
    expect(bonusById(bonuses, 8)).to.deep.equal({ ok: false, status: 404, message: BONUS_NOT_FOUND });
  });
});
