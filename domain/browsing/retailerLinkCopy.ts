import { BROWSING_COPY } from '../constants/browsing';
import { RETAILER_LINK_STATUS_LABEL } from '../constants/shopping';
import type { RetailerLinkState } from '../retailers/linkState';

/** The note beside the retailer page's main button for each link state (001 §4); linked needs none. */
const LINK_NOTE: Partial<Record<RetailerLinkState, string>> = {
  actionRequired: BROWSING_COPY.MFA_NOTE,
  pending: BROWSING_COPY.LINK_PENDING_NOTE,
  failed: BROWSING_COPY.LINK_FAILED_NOTE,
  unlinked: BROWSING_COPY.LINK_UNLINKED_NOTE,
};

/** The status label a link shows (000 §3: LINKED = Verified, PENDING = Pending). */
const LINK_BADGE: Partial<Record<RetailerLinkState, string>> = {
  linked: RETAILER_LINK_STATUS_LABEL.LINKED,
  pending: RETAILER_LINK_STATUS_LABEL.PENDING,
};

/** What the retailer page shows about the shopper's account link: a status badge and a note, each when due. */
export function retailerLinkCopy(state: RetailerLinkState | null | undefined): { badge: string | null; note: string | null } {
  if (!state) return { badge: null, note: null };
  return { badge: LINK_BADGE[state] ?? null, note: LINK_NOTE[state] ?? null };
}
