import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../constants/retailers';
import type { Retailer } from './Retailer';

/** Retailer cards per page of the retailers gallery before it paginates (ours). */
export const RETAILER_GALLERY_PAGE_SIZE = 24;

/** 1-based position at which the default retailers are inserted. */
export const DEFAULT_RETAILERS_POSITION = 6;

export interface GalleryOrderOptions<T> {
  /** The shopper's favourite retailer ids; favourites move to the front. */
  favoriteRetailerIds?: Iterable<number>;
  /**
   * Retailer records the defaults (3443, 5, fallback 4) may be taken from when they are not in
   * `retailers` itself, for example hydrated separately by id.
   */
  defaultRetailers?: readonly T[];
}

/** The default retailers to place: 3443 and 5 when available, else the fallback retailer 4. */
function pickDefaults<T extends Pick<Retailer, 'id'>>(pool: readonly T[]): T[] {
  const byId = new Map<number, T>();
  for (const retailer of pool) if (!byId.has(retailer.id)) byId.set(retailer.id, retailer);
  const found = DEFAULT_RETAILER_IDS.flatMap((id) => byId.get(id) ?? []);
  if (found.length > 0) return found;
  const fallback = byId.get(RETAILER_ID.FALLBACK_DEFAULT);
  return fallback ? [fallback] : [];
}

/**
 * Orders the retailers gallery (000 §9):
 * 1. favourites first, keeping the incoming order within each part (stable);
 * 2. the default retailers 3443 and 5 (or, when neither is available, the fallback 4) are
 *    placed at position 6, 1-based — appended when fewer than 5 retailers precede them.
 * A default never appears twice: if it is already a favourite it keeps its favourite place;
 * otherwise its existing entry is moved to position 6.
 * Filter first (filterRetailers): records passed here are all treated as showable.
 */
export function orderRetailerGallery<T extends Pick<Retailer, 'id'>>(
  retailers: readonly T[],
  options: GalleryOrderOptions<T> = {},
): T[] {
  const favorites = new Set(options.favoriteRetailerIds ?? []);
  const favoriteFirst = [
    ...retailers.filter((retailer) => favorites.has(retailer.id)),
    ...retailers.filter((retailer) => !favorites.has(retailer.id)),
  ];
  const listedIds = new Set(retailers.map((retailer) => retailer.id));
  // A default already shown among the favourites stays there instead of moving.
  const shownAsFavorite = (retailer: T) => favorites.has(retailer.id) && listedIds.has(retailer.id);
  const defaults = pickDefaults([...retailers, ...(options.defaultRetailers ?? [])]).filter(
    (retailer) => !shownAsFavorite(retailer),
  );
  const defaultIds = new Set(defaults.map((retailer) => retailer.id));
  const rest = favoriteFirst.filter((retailer) => !defaultIds.has(retailer.id));
  const insertAt = Math.min(DEFAULT_RETAILERS_POSITION - 1, rest.length);
  return [...rest.slice(0, insertAt), ...defaults, ...rest.slice(insertAt)];
}
