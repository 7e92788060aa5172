export type {
  Offer,
  OfferDiscoverability,
  OfferAvailableAtRetailer,
  OfferRetailerPurchaseCategory,
  OfferBonusRef,
} from './Offer';
export type { Reward } from './Reward';
export { toUnlockedOffer, type UnlockedOffer } from './UnlockedOffer';
export { slugify, offerSlug } from './slug';
export {
  paginationGallery,
  pageCount,
  pageSlice,
  clampPage,
  requestedPage,
  pageQueryValue,
  type PaginationItem,
} from './pagination';
export { timeLeftLabel, type TimeLeftLabel, type TimeLeftUnit } from './timeLeft';
export { offerTag, type OfferTag } from './offerTag';
export { hasSweepstakesReward, unlockRewardIds } from './rewards';
export {
  unlockDecision,
  canAcceptSweepstakes,
  buildUnlockPayload,
  isUnlockSuccessful,
  type UnlockDecision,
  type UnlockPayload,
  type UnlockPayloadInput,
  type SelectionChannel,
} from './unlock';
export { isNonaffiliate, isDefaultTypeOffer } from './attribution';
export { offerGroupLookupResult, type OfferGroupLookupResult } from './offerGroup';
export { formatOfferValue } from './formatOfferValue';
export { offerPath, type OfferPathQuery } from './offerPath';
export { offerTagText } from './offerTagText';
export { unlockRetailerId } from './unlockRetailer';
export { unlockFollowUpModal, type UnlockFollowUpInput } from './unlockFollowUp';
export { offerPageTarget, offerPageRetailerId, parsePositiveId, type OfferPageTarget } from './offerPageTarget';
