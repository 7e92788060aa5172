import type { RetailerLinkState } from '../retailers/linkState';

/** Display labels of link states (000 §3, 001 §3). */
export const RETAILER_LINK_STATUS_LABEL = { LINKED: 'Verified', PENDING: 'Pending' } as const;

/** The note beside the retailer page's main button for each link state (001 §4); linked needs none. Wording ours. */
export const RETAILER_LINK_NOTE: Readonly<Partial<Record<RetailerLinkState, string>>> = {
  /** 001 §4: a pending link usually lasts a few minutes, up to 24 hours, and earns nothing until done. */
  pending:
    'Linking usually takes a few minutes and can take up to 24 hours. You won’t earn cash back until it’s done.',
  failed: 'We couldn’t link your account. Check your details and try again.',
  unlinked: 'Link your account to earn cash back here.',
  actionRequired: 'Your retailer needs a verification code to finish linking.',
};

/** The status label a link shows (000 §3: LINKED = Verified, PENDING = Pending). */
const LINK_BADGE: Partial<Record<RetailerLinkState, string>> = {
  linked: RETAILER_LINK_STATUS_LABEL.LINKED,
  pending: RETAILER_LINK_STATUS_LABEL.PENDING,
};

/** What the retailer page shows about the shopper's account link: a status badge and a note, each when due. */
export function retailerLinkCopy(state: RetailerLinkState | null | undefined): { badge: string | null; note: string | null } {
  if (!state) return { badge: null, note: null };
  return { badge: LINK_BADGE[state] ?? null, note: RETAILER_LINK_NOTE[state] ?? null };
}
