import type { Retailer } from '../retailers/Retailer';

/** A shopping category (000 §3). */
export interface Category {
  id: number;
  name: string;
  selected?: boolean;
  /** Retailer ids in the category. */
  retailers?: readonly number[];
  iconUrl?: string | null;
  cardUrl?: string | null;
  seoLongDescription?: string | null;
  seoShortDescription?: string | null;
  /** Position from the fixed map (categorySortOrder); absent for unmapped categories. */
  sortOrder?: number | null;
  backgroundTreatmentColor?: string | null;
  iconTreatmentUrl?: string | null;
}

/** A category with the retailers in it, as the category list call answers. */
export interface CategoryWithRetailers extends Category {
  retailerList: readonly Retailer[];
}
