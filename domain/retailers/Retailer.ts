/** The group a retailer belongs to; favouriting one member favourites the group (001 §4). */
export interface RetailerGroup {
  id: number;
  name: string;
  displayTypes?: readonly string[];
  logoUrl?: string | null;
  retailerIds: readonly number[];
}

/** A retailer (000 §3). Only id and name are always present. */
export interface Retailer {
  id: number;
  name: string;
  displayType?: string | null;
  displayTypes?: readonly string[];
  iconUrl?: string | null;
  imageUrl?: string | null;
  offerCount?: number;
  aboutText?: string | null;
  shortDescription?: string | null;
  /** Temporarily disabled retailers never appear in lists (000 §5). */
  tempDisabled?: boolean;
  topPercentBack?: number | null;
  /** Cents, as on the wire (openapi/README.md). */
  topAmountBack?: number | null;
  topAwards?: readonly string[];
  sortData?: Readonly<Record<string, number>>;
  /** May include 'AFFILIATE'. */
  redemptionStrategies?: readonly string[];
  verificationType?: string | null;
  /** Storewide pending-period wording, e.g. '7 days'. */
  creditPendingPeriod?: string | null;
  favorite?: boolean;
  retailerGroup?: RetailerGroup | null;
  webRetailer?: boolean;
  webUrl?: string | null;
  affiliateUrl?: string | null;
  /** Prefixed 'lid-' (LAUNCH_ID_PREFIX). */
  launchId?: string | null;
  hasInStoreAndOnlineOffers?: boolean;
  recommendedRetailer?: { rank: number } | null;
}
