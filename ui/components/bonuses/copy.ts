/** Bonus cards, their progress and expiry, the new-saver offers (001 §2 bonuses views, §4, §9). Wording ours. */
import { LOCALE } from '../../../domain/constants/app';
import type { BonusView } from '../../../domain/bonuses/classifyBonus';
import { madeOnFirstUse } from '../../../domain/formatting/intl';

// An expiration is an instant; the day it names is its UTC day, as the API records it.
const expiryDate = madeOnFirstUse(() => new Intl.DateTimeFormat(LOCALE, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }));

/** Each view's name: the bonuses page's section headings and the card's state badge. */
export const BONUS_VIEW_TITLE: Record<BonusView, string> = {
  inProgress: 'In progress',
  forYou: 'For you',
  featured: 'Featured',
  completed: 'Completed',
  recentlyExpired: 'Recently expired',
};

export const BONUS_COPY = {
  /** The card's amount line: '$10 bonus'. */
  amount: (amount: string) => `${amount} bonus`,
  /** What a completed bonus paid: 'You earned $5'. */
  earned: (amount: string) => `You earned ${amount}`,
  /** A reward besides (or instead of) cash: '+ Free delivery'. */
  otherReward: (reward: string) => `+ ${reward}`,
  /** The progress bar's accessible name. */
  progressLabel: (bonusName: string) => `Progress on ${bonusName}`,
  /** progressCount of the qualifications' count. */
  progressCount: (done: number, total: number) => `${done} of ${total} ${total === 1 ? 'step' : 'steps'} done`,
  STEPS_LABEL: 'Steps',
  /** Each step's state in words, so it never rests on colour (or the check mark) alone. */
  STEP_DONE: 'Done:',
  STEP_TO_DO: 'To do:',
  expired: (date: string) => `Expired ${date}`,
  EXPIRED: 'Expired',
  /** expiresSoon: the bonus itself ends soon. */
  EXPIRES_SOON: 'Expires soon',
  /** discoverableEndsSoon: it stops being offered to shoppers who have not started it. */
  DISCOVERABLE_ENDS_SOON: 'Last chance to start',
  formatExpiryDate: (date: Date) => expiryDate().format(date),
  // The new-saver panel (001 §4 "New saver", §9 Referral and New-user amounts).
  NEW_SAVER_HEADING: 'Welcome bonuses for new savers',
  newSaverFirstPurchase: (amount: string) => `Get ${amount} back on your first purchase.`,
  newSaverExtra: (extra: string, spend: string) => `Earn an extra ${extra} once you spend ${spend}.`,
  newSaverReferral: (amount: string, days: number) =>
    `Refer a friend: you get ${amount} when they complete a qualifying offer within ${days} days of joining.`,
  NEW_SAVER_REFERRAL_LINK: 'Refer a friend',
} as const;
