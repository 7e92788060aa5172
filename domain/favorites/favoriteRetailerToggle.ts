/** The retailer being (un)favourited, with the ids of its retailer group when it has one. */
export interface FavoriteToggleRetailer {
  id: number;
  retailerGroup?: { retailerIds?: readonly number[] | null } | null;
}

/**
 * 001 §4 as the shopper's intent: unfavouriting removes the retailer together with its retailer-group members;
 * favouriting adds the group's ids (always including the retailer itself). The press carries the state the
 * shopper asked for, never "the opposite of whatever the list says by then": applied to a newer list, a toggle
 * would undo a change made elsewhere (issue 29). The caller saves the answer as the whole list and reloads it.
 */
export function setFavoriteRetailer(favoriteIds: readonly number[], retailer: FavoriteToggleRetailer, favorite: boolean): number[] {
  const groupIds = new Set([retailer.id, ...(retailer.retailerGroup?.retailerIds ?? [])]);
  if (!favorite) return favoriteIds.filter((id) => !groupIds.has(id));
  return [...new Set([...favoriteIds, ...groupIds])];
}
