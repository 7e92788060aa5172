// The catalogue tables' rows as the queries select them: the session's batch loaders hold them and the
// mappers turn them into contract shapes.

export interface RetailerRow {
  id: number;
  name: string;
  display_type: string | null;
  display_types: string[];
  icon_url: string | null;
  image_url: string | null;
  about_text: string | null;
  short_description: string | null;
  temp_disabled: boolean;
  top_percent_back: number | null;
  top_amount_back_cents: number | null;
  top_awards: string[];
  sort_data: unknown;
  redemption_strategies: string[];
  verification_type: string | null;
  credit_pending_period: string | null;
  retailer_group_id: number | null;
  web_retailer: boolean;
  web_url: string | null;
  affiliate_url: string | null;
  has_in_store_and_online_offers: boolean;
  recommended_rank: number | null;
  catalogue_position: number;
}

export interface RewardRow {
  owner_id: number;
  id: number;
  type: string;
  amount: number | null;
  answer: string | null;
  content: string | null;
  engagement_id: number | null;
  legal: string | null;
  thumb: string | null;
  url: string | null;
  weight: number | null;
  linked_offer_ids: number[];
}

export interface OfferRow {
  id: number;
  name: string;
  description: string | null;
  about: string | null;
  image_url: string | null;
  current_value: string | null;
  generic_current_value: string | null;
  old_value: string | null;
  percent_back: number | null;
  amount_cents: number | null;
  terms: string | null;
  legal: string | null;
  attribution_method: 'affiliate' | 'nonaffiliate';
  offer_type: 'default' | 'hero';
  any_brand: boolean;
  any_item: boolean;
  combo: boolean;
  customer_order_method: 'any' | 'in-store' | 'online';
  is_discoverable: boolean;
  discoverable_until: Date | null;
  expiration: Date | null;
  flex_spend: boolean;
  flex_spend_total_cents: number | null;
  multiples_count: number | null;
  redemption_max: number | null;
  offer_segment_id: number | null;
  segment_id: number | null;
  waved_image_award_tags: string[];
  catalogue_position: number;
  /** An alcohol offer: only for customers 21 and over (001 §1, ageRestriction.ts). */
  alcohol: boolean;
}

/** A bonus with the customer's progress (zero for anonymous callers and bonuses not started). */
export interface BonusRow {
  id: number;
  name: string;
  amount_cents: number | null;
  bonus_type: string | null;
  category: string | null;
  completed_image_url: string | null;
  uncompleted_image_url: string | null;
  description: string | null;
  starts_at: Date | null;
  expiration: Date | null;
  discoverable_until: Date | null;
  other_reward: string | null;
  retailer_id: number | null;
  internal_type: string | null;
  catalogue_position: number;
  progress_count: number;
  completed: boolean;
  amount_earned_cents: number;
  steps: number;
}

export interface BonusQualificationRow {
  bonus_id: number;
  position: number;
  progress_description: string;
}
