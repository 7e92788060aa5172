/** One qualification step of a bonus. */
export interface BonusQualification {
  completed?: boolean;
  progressDescription?: string | null;
}

/** An offer attached to a bonus: an id, or an object carrying one. */
export type BonusOfferRef = number | string | { id: number | string };

/** A bonus (001 §3); optional fields are the ones the API may leave out. */
export interface Bonus {
  id: number | string;
  name: string;
  /** Cents, as on the wire. */
  amount?: number | null;
  bonusQualifications?: BonusQualification[] | null;
  /** 'featured' or 'recentlyExpired' when set. */
  bonusType?: string | null;
  /** Slug of the bonuses-bonusCategory page listing it (ours: the contract's x-inferred field). */
  category?: string | null;
  completed?: boolean | null;
  completedImageUrl?: string | null;
  uncompletedImageUrl?: string | null;
  description?: string | null;
  expiration?: string | null;
  offers?: BonusOfferRef[] | null;
  otherReward?: string | null;
  progressCount?: number | null;
  percentComplete?: number | null;
  retailerId?: number | string | null;
  internalType?: string | null;
  discoverability?: { discoverableEndsSoon?: boolean | null; expiresSoon?: boolean | null } | null;
  /** Cents. */
  amountEarned?: number | null;
}

/** A bonus as the port answers it: its offers as offer ids (the page loads the offers themselves by id). */
export type BonusWithOfferIds = Omit<Bonus, 'id' | 'offers' | 'retailerId'> & { id: number; offers: number[]; retailerId: number | null };
