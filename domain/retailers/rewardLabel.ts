import { REWARD_TYPE } from '../constants/shopping';
import type { Reward } from '../offers/Reward';
import { formatCents } from '../formatting/currency';

/**
 * The cash-back label of a retailer reward (000 §3): its amount read as a percent ('5%'),
 * or as money (200 cents → '$2.00') when the type is shop_now. Null when the reward has no amount.
 */
export function retailerRewardLabel(reward: Pick<Reward, 'type' | 'amount'>): string | null {
  const amount = reward.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return null;
  return String(reward.type).toLowerCase() === REWARD_TYPE.SHOP_NOW ? formatCents(amount) : `${amount}%`;
}
