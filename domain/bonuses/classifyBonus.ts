import type { Bonus } from './Bonus';

/** Bonus types the documents name (001 §3). */
export const BONUS_TYPE = { FEATURED: 'featured', RECENTLY_EXPIRED: 'recentlyExpired' } as const;

/** Bonus views in classification priority order (001 §4). */
export const BONUS_VIEWS = ['recentlyExpired', 'completed', 'featured', 'inProgress', 'forYou'] as const;

export type BonusView = (typeof BONUS_VIEWS)[number];

export type BonusClassificationInput = Pick<Bonus, 'bonusType' | 'completed' | 'progressCount'>;

const isType = (bonusType: string | null | undefined, wanted: string) =>
  typeof bonusType === 'string' && bonusType.toLowerCase() === wanted.toLowerCase();

/**
 * The one view a bonus belongs to, first match wins (001 §4): recentlyExpired, completed, featured,
 * inProgress (some progress, not completed), else forYou.
 */
export function classifyBonus({ bonusType, completed, progressCount }: BonusClassificationInput): BonusView {
  if (isType(bonusType, BONUS_TYPE.RECENTLY_EXPIRED)) return 'recentlyExpired';
  if (completed) return 'completed';
  if (isType(bonusType, BONUS_TYPE.FEATURED)) return 'featured';
  if ((progressCount ?? 0) > 0) return 'inProgress';
  return 'forYou';
}

export type BonusGroups<T> = Record<BonusView, T[]>;

/** Bonuses sorted into the five views, keeping their order within each view. */
export function groupBonuses<T extends BonusClassificationInput>(bonuses: readonly T[]): BonusGroups<T> {
  const groups = Object.fromEntries(BONUS_VIEWS.map((view) => [view, [] as T[]])) as BonusGroups<T>;
  for (const bonus of bonuses) groups[classifyBonus(bonus)].push(bonus);
  return groups;
}
