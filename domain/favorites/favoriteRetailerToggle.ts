/** The retailer being (un)favourited, with the ids of its retailer group when it has one. */
export interface FavoriteToggleRetailer {
  id: number;
  retailerGroup?: { retailerIds?: readonly number[] | null } | null;
}

export interface FavoriteToggleResult {
  /** Whether the retailer is a favourite after the toggle. */
  favorite: boolean;
  /** The full list of favourite retailer ids to save. */
  favoriteIds: number[];
}

/**
 * 001 §4: an existing favourite is removed together with its retailer-group members; otherwise the group's ids
 * (always including the retailer itself) are added. The caller saves favoriteIds and reloads the list.
 */
export function toggleFavoriteRetailer(
  favoriteIds: readonly number[],
  retailer: FavoriteToggleRetailer,
): FavoriteToggleResult {
  const groupIds = new Set([retailer.id, ...(retailer.retailerGroup?.retailerIds ?? [])]);
  if (favoriteIds.includes(retailer.id)) {
    return { favorite: false, favoriteIds: favoriteIds.filter((id) => !groupIds.has(id)) };
  }
  return { favorite: true, favoriteIds: [...new Set([...favoriteIds, ...groupIds])] };
}
