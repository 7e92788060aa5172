export { shouldShowAccountNotLinkedModal } from './accountNotLinkedModal';
export {
  shouldShowExtensionPostUnlockModal,
  shouldShowExtensionPromoHeader,
  hasKnownExtensionVersion,
  type ExtensionPromoHeaderInput,
} from './extensionModals';
export { postUnlockModal, type PostUnlockModalInput } from './postUnlockModal';
export { temporaryBannerFor, type TemporaryBannerEntry } from './temporaryBanner';
export { isPrivacyApprovalConfirmed } from './privacyApproval';
