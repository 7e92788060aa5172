/** Shopping vocabulary several rules and the sandbox share (000 §3, §4). */

/** Reward types (000 §3); shop_now is the retailer-reward type shown as an amount. */
export const REWARD_TYPE = { INSTANT: 'instant', SWEEPSTAKES: 'sweepstakes', SHOP_NOW: 'shop_now' } as const;
