import { shouldShowAccountNotLinkedModal } from './accountNotLinkedModal';
import { shouldShowExtensionPostUnlockModal } from './extensionPostUnlockModal';

/** The post-unlock modals (000 §4); also the value stored in COOKIE.POST_UNLOCK_MODAL_SEEN (ours). */
export const POST_UNLOCK_MODAL = {
  EXTENSION: 'extensionPostUnlock',
  ACCOUNT_NOT_LINKED: 'accountNotLinked',
} as const;

export type PostUnlockModal = (typeof POST_UNLOCK_MODAL)[keyof typeof POST_UNLOCK_MODAL];

export interface PostUnlockModalInput {
  retailerId: number;
  extensionRequiredRetailerIds: readonly number[];
  extensionVersion: string | null | undefined;
  retailerRequiresLink: boolean;
  linkStatus: string | null | undefined;
  /** Value of COOKIE.POST_UNLOCK_MODAL_SEEN, if set. */
  postUnlockCookie?: string | null;
}

/**
 * Which modal, if any, follows an unlock (000 §4). Decisions where the document is silent:
 * - once any post-unlock modal has been shown (the cookie holds a value) none shows again, so a
 *   shopper is prompted at most once per cookie lifetime; the caller stores the returned name in
 *   COOKIE.POST_UNLOCK_MODAL_SEEN when it shows one;
 * - the extension modal wins over account-not-linked: without the extension the purchase cannot
 *   be tracked at all, so it is the more basic fix.
 */
export function postUnlockModal(input: PostUnlockModalInput): PostUnlockModal | null {
  if (input.postUnlockCookie) return null;
  if (shouldShowExtensionPostUnlockModal(input)) return POST_UNLOCK_MODAL.EXTENSION;
  if (shouldShowAccountNotLinkedModal(input)) return POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED;
  return null;
}
