import { retailerUsesAccountLinking } from '../browsing/retailerPageAction';
import type { PostUnlockModal } from '../modals/postUnlockModal';
import { postUnlockModal } from '../modals/postUnlockModal';

export interface UnlockFollowUpInput {
  retailerId: number;
  extensionRequiredRetailerIds: readonly number[];
  extensionVersion: string | null | undefined;
  unifiedAccountLinkingRetailerIds: readonly number[];
  directIntegrationRetailerIds: readonly number[];
  /**
   * The shopper's link status at the retailer: a string, null when there is no link, or undefined when the
   * page does not know it (an offer page). Unknown never asks to link: we do not nag a shopper who may
   * already be linked (ours).
   */
  linkStatus: string | null | undefined;
  /** COOKIE.POST_UNLOCK_MODAL_SEEN's value, if set. */
  postUnlockCookie: string | null | undefined;
}

/**
 * Which post-unlock modal, if any, follows a successful unlock (000 §4 "Modals"). A retailer "requires a
 * link" when a linking flag lists it (unified-account-linking or direct-integration, 000 §6).
 */
export function unlockFollowUpModal(input: UnlockFollowUpInput): PostUnlockModal | null {
  const requiresLink = retailerUsesAccountLinking(input.retailerId, input) && input.linkStatus !== undefined;
  return postUnlockModal({
    retailerId: input.retailerId,
    extensionRequiredRetailerIds: input.extensionRequiredRetailerIds,
    extensionVersion: input.extensionVersion,
    retailerRequiresLink: requiresLink,
    linkStatus: input.linkStatus,
    postUnlockCookie: input.postUnlockCookie ?? null,
  });
}
