// A seeded bonuses twin shaped like the sandbox demo shopper's bonuses: one of each view, so the bonuses
// contract and the bonus pages' tests run on it.
import type { BonusWithOfferIds } from '../../domain/bonuses/Bonus';
import { MemoryBonusesGateway } from '../../adapters/bonuses/MemoryBonusesGateway';
import { BONUS_HOW_TO_COMPLETE_HEADING } from '../../domain/bonuses/bonusDescription';
import { BONUS_TYPE } from '../../domain/bonuses/classifyBonus';
import { DEMO_CUSTOMER_ID, TEST_NOW } from './testStores';

let nextBonusId = 4_100;
const DAY_MS = 86_400_000;

/** A bonus with two steps and nothing done, expiring in ten days; override what a test is about. */
export function aBonus(overrides: Partial<BonusWithOfferIds> = {}): BonusWithOfferIds {
  return {
    id: nextBonusId++,
    name: 'Grocery streak',
    amount: 300,
    amountEarned: 0,
    bonusType: null,
    category: 'grocery-bonuses',
    completed: false,
    completedImageUrl: '/images/bonuses/completed.svg',
    uncompletedImageUrl: '/images/bonuses/uncompleted.svg',
    description: `Redeem grocery offers two weeks in a row.\n\n${BONUS_HOW_TO_COMPLETE_HEADING}\n- Redeem one grocery offer\n- Redeem two grocery offers`,
    expiration: new Date(TEST_NOW.getTime() + 10 * DAY_MS).toISOString(),
    otherReward: null,
    progressCount: 0,
    percentComplete: 0,
    retailerId: null,
    internalType: 'STANDARD',
    bonusQualifications: [
      { completed: false, progressDescription: 'Redeem one grocery offer' },
      { completed: false, progressDescription: 'Redeem two grocery offers' },
    ],
    discoverability: { discoverableEndsSoon: false, expiresSoon: false },
    offers: [],
    ...overrides,
  };
}

/** One bonus in each of the five views, by name. */
export const SEEDED_BONUSES = {
  inProgress: aBonus({ name: 'Shop online three times', category: 'online-shopping', progressCount: 1, percentComplete: 50, bonusQualifications: [{ completed: true, progressDescription: 'Shop online once' }, { completed: false, progressDescription: 'Shop online twice' }] }),
  forYou: aBonus({ name: 'Grocery streak' }),
  featured: aBonus({ name: 'Spend $30, get an extra $10', bonusType: BONUS_TYPE.FEATURED, category: 'new-saver', amount: 1000 }),
  completed: aBonus({ name: 'Earn $5 on your first purchase', category: 'new-saver', amount: 500, amountEarned: 500, completed: true, progressCount: 1, percentComplete: 100 }),
  recentlyExpired: aBonus({ name: 'Weekend warrior (last week)', bonusType: BONUS_TYPE.RECENTLY_EXPIRED, expiration: new Date(TEST_NOW.getTime() - 2 * DAY_MS).toISOString() }),
} as const;

export function seededBonuses({ signedIn = true }: { signedIn?: boolean } = {}): MemoryBonusesGateway {
  const twin = new MemoryBonusesGateway(signedIn ? DEMO_CUSTOMER_ID : null);
  twin.bonuses = Object.values(SEEDED_BONUSES).map((bonus) => structuredClone(bonus));
  return twin;
}
