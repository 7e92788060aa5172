import { RETAILER_ID, UNLINK_CLEARS_RETAILER_IDS } from '../constants/retailers';

/**
 * The retailers the account area's linked accounts list (ours; the documents name no such list): every retailer
 * the shopper has a link at, in any state and by any method (credentials, the direct integration 1408, 1144's
 * multi-factor link), in the order the service answers them, then the unified-account-linking flag's retailers
 * not linked yet (001 §3), so they can be linked from there. No id twice.
 */
export function linkedAccountsListIds(linkedRetailerIds: readonly number[], flaggedRetailerIds: readonly number[]): number[] {
  return [...new Set([...linkedRetailerIds, ...flaggedRetailerIds])];
}

/** The retailers whose links one unlink removes: 1408 takes 4 with it (001 §4); any other, itself. */
export function retailersClearedByUnlink(retailerId: number): number[] {
  return retailerId === RETAILER_ID.DIRECT_INTEGRATION ? [...UNLINK_CLEARS_RETAILER_IDS] : [retailerId];
}
