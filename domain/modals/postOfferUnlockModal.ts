import type { PostUnlockModal } from './postUnlockModal';

/** The post-offer-unlock modal as an unlock's follow-up; also the value stored in COOKIE.POST_OFFER_UNLOCK_SEEN (ours). */
export const POST_OFFER_UNLOCK_MODAL = 'postOfferUnlock' as const;

/** What may follow a successful unlock: one of the post-unlock modals (000 §4) or the post-offer-unlock modal (000 §2). */
export type UnlockFollowUp = PostUnlockModal | typeof POST_OFFER_UNLOCK_MODAL;

export interface PostOfferUnlockModalInput {
  /** The post-unlock modal this unlock shows (extension or account-not-linked), if any. */
  postUnlockModal: PostUnlockModal | null;
  /** COOKIE.POST_OFFER_UNLOCK_SEEN's value, if set. */
  postOfferUnlockCookie: string | null | undefined;
}

/**
 * Whether the post-offer-unlock modal follows an unlock. The documents list the modal (000 §2) but not when it
 * opens; ours: after a successful unlock when no other post-unlock modal shows (that one asks for a fix the
 * shopper needs first, and only one modal shows at a time), and once per its own cookie's lifetime, so a shopper
 * learns once what happens next without being told at every unlock.
 */
export function shouldShowPostOfferUnlockModal(input: PostOfferUnlockModalInput): boolean {
  return input.postUnlockModal === null && !input.postOfferUnlockCookie;
}
