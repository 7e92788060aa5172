/** A reward attached to an offer or a retailer (000 §3). */
export interface Reward {
  id: number;
  /** instant, sweepstakes, others; shop_now for retailer rewards (REWARD_TYPE). */
  type: string;
  /** For a retailer reward: the percent back, or an amount in cents when type is shop_now. */
  amount?: number | null;
  answer?: string | null;
  content?: string | null;
  engagementId?: number | null;
  legal?: string | null;
  linkedOfferIds?: readonly number[];
  thumb?: string | null;
  url?: string | null;
  weight?: number | null;
}
