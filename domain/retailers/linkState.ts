import { RETAILER_ID } from '../constants/retailers';

/** Account-link status words grouped by the state they mean (000 §4, 001 §4), lower case. */
export const RETAILER_LINK_STATUS_WORDS = {
  VERIFIED: 'verified',
  PENDING: ['pending', 'checking'] as readonly string[],
  FAILED: ['invalid', 'taken', 'unknown', 'pendingdisconnect'] as readonly string[],
  /** Substrings that keep the account-not-linked modal closed (000 §4). */
  MODAL_SILENT_FRAGMENTS: ['pending', 'cancelled'] as readonly string[],
} as const;

/** What the shopper's link to a retailer account amounts to (000 §4, 001 §4). */
export type RetailerLinkState = 'linked' | 'pending' | 'failed' | 'unlinked' | 'actionRequired';

function normalizedStatus(status: string | null | undefined): string {
  return typeof status === 'string' ? status.trim().toLowerCase() : '';
}

/**
 * Maps a link status to a state, case-insensitively. A verified link at the MFA retailer (1144)
 * that is locked still needs the multi-factor step, so it is actionRequired rather than linked.
 */
export function retailerLinkState(
  status: string | null | undefined,
  retailerId: number,
  locked: boolean,
): RetailerLinkState {
  const word = normalizedStatus(status);
  if (word === RETAILER_LINK_STATUS_WORDS.VERIFIED) {
    return locked && retailerId === RETAILER_ID.MFA ? 'actionRequired' : 'linked';
  }
  if (RETAILER_LINK_STATUS_WORDS.PENDING.includes(word)) return 'pending';
  if (RETAILER_LINK_STATUS_WORDS.FAILED.includes(word)) return 'failed';
  return 'unlinked';
}

/**
 * A link holds its retailer account while it is linked, being linked or waiting for the customer (MFA); a
 * failed or unlinked one does not. One retailer account cannot be held by two customers (001 §8 duplicate).
 */
export function isLinkHoldingAccount(state: RetailerLinkState): boolean {
  return state !== 'failed' && state !== 'unlinked';
}

/** A direct integration (retailer 1408) counts as linked when its lower-cased status is 'verified'. */
export function isDirectIntegrationLinked(status: string | null | undefined): boolean {
  // Exact comparison after lower-casing, as documented (no trimming).
  return typeof status === 'string' && status.toLowerCase() === RETAILER_LINK_STATUS_WORDS.VERIFIED;
}
