import { RETAILER_LINK_STATUS_WORDS } from '../retailers/linkState';

/**
 * After an unlock, ask the shopper to link their retailer account (000 §4) when the retailer
 * requires a link, the link is not verified, and its status mentions neither 'pending' nor
 * 'cancelled' (a link in progress, or one the shopper chose to cancel, is not nagged about).
 */
export function shouldShowAccountNotLinkedModal(input: {
  retailerRequiresLink: boolean;
  linkStatus: string | null | undefined;
}): boolean {
  if (!input.retailerRequiresLink) return false;
  const status = (input.linkStatus ?? '').toLowerCase();
  if (status === RETAILER_LINK_STATUS_WORDS.VERIFIED) return false;
  return !RETAILER_LINK_STATUS_WORDS.MODAL_SILENT_FRAGMENTS.some((fragment) => status.includes(fragment));
}
