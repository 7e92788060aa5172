import { REWARD_TYPE } from '../constants/shopping';
import type { Reward } from './Reward';

/** Reward types come from the server; compare them without regard to case. */
function isRewardOfType(reward: Pick<Reward, 'type'>, type: string): boolean {
  return typeof reward.type === 'string' && reward.type.toLowerCase() === type;
}

/** True when any reward is a sweepstakes: unlocking then goes through the sweepstakes modal (000 §4). */
export function hasSweepstakesReward(offer: { rewards?: readonly Reward[] | null }): boolean {
  return (offer.rewards ?? []).some((reward) => isRewardOfType(reward, REWARD_TYPE.SWEEPSTAKES));
}

/** The reward ids sent on unlock: instant rewards only (000 §7). */
export function unlockRewardIds(rewards: readonly Pick<Reward, 'id' | 'type'>[] | null | undefined): number[] {
  return (rewards ?? []).filter((reward) => isRewardOfType(reward, REWARD_TYPE.INSTANT)).map((reward) => reward.id);
}
