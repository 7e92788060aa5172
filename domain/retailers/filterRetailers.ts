import { CATEGORY_ID } from '../constants/categories';
import type { Retailer } from './Retailer';

/** Retailer ids as a list or set, or a "disabled map" of id to flag (only true entries count). */
export type RetailerIdCollection = Iterable<number> | Readonly<Record<number, boolean | undefined>>;

function toIdSet(ids: RetailerIdCollection | null | undefined): Set<number> {
  if (!ids) return new Set();
  if (Symbol.iterator in ids) return new Set(ids as Iterable<number>);
  return new Set(
    Object.entries(ids)
      .filter(([, disabled]) => disabled === true)
      .map(([id]) => Number(id)),
  );
}

export interface RetailerFilterOptions {
  /** The disabled-retailers map (or list). */
  disabledRetailerIds?: RetailerIdCollection | null;
  /** The web-excluded-retailers-list flag value. */
  webExcludedRetailerIds?: Iterable<number> | null;
}

/** The retailers a list may show (000 §5): not tempDisabled, not disabled, not excluded on web. */
export function filterRetailers<T extends Pick<Retailer, 'id' | 'tempDisabled'>>(
  retailers: readonly T[],
  options: RetailerFilterOptions = {},
): T[] {
  const disabled = toIdSet(options.disabledRetailerIds);
  const excluded = toIdSet(options.webExcludedRetailerIds);
  return retailers.filter(
    (retailer) => retailer.tempDisabled !== true && !disabled.has(retailer.id) && !excluded.has(retailer.id),
  );
}

/** The retailer categories to show: category 485 is ignored (000 §5). */
export function retailerCategoryIdsFor(categoryIds: readonly number[]): number[] {
  return categoryIds.filter((id) => id !== CATEGORY_ID.IGNORED_RETAILER_CATEGORY);
}
