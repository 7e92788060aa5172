import type { Offer } from './Offer';
import { hasSweepstakesReward, unlockRewardIds } from './rewards';

/** Offer unlock selection channels (PUT /v2/customers/{id}/offers/{offerId}.json `platform`). */
export const SELECTION_CHANNEL = {
  web: 'SelectionChannelDetails_WEB',
  mobileWeb: 'SelectionChannelDetails_MOBILE_WEB',
} as const;

/** What pressing "add offer" does: open the sweepstakes modal, or activate right away (000 §4). */
export type UnlockDecision = 'sweepstakes' | 'activate';

/** A sweepstakes offer is never activated directly unless the check is bypassed (after the modal). */
export function unlockDecision(
  offer: Pick<Offer, 'rewards'>,
  options: { bypassSweepstakes: boolean },
): UnlockDecision {
  return hasSweepstakesReward(offer) && !options.bypassSweepstakes ? 'sweepstakes' : 'activate';
}

/** The sweepstakes "Accept & add offer" button needs both checkboxes ticked (000 §4, §5). */
export function canAcceptSweepstakes(consent: { agreedToRules: boolean; consentedToSharing: boolean }): boolean {
  return consent.agreedToRules === true && consent.consentedToSharing === true;
}

export type SelectionChannel = (typeof SELECTION_CHANNEL)[keyof typeof SELECTION_CHANNEL];

/** Body of PUT /v2/customers/{customerId}/offers/{offerId}.json (000 §7). */
export interface UnlockPayload {
  retailer_id: number;
  offer_id: number;
  activated_retailer_id: number;
  current_value: string | null;
  segment_id: number | null;
  offer_segment_id: number | null;
  activated: boolean;
  reward_ids: number[];
  platform: SelectionChannel;
}

export interface UnlockPayloadInput {
  offer: Pick<Offer, 'id' | 'currentValue' | 'segmentId' | 'offerSegmentId' | 'rewards'>;
  /** The retailer the offer is shown for. */
  retailerId: number;
  /** The retailer the shopper picked when activating; defaults to retailerId. */
  activatedRetailerId?: number;
  /** Mobile-web sessions report the mobile-web selection channel. */
  isMobileWeb: boolean;
  /** Defaults to true: this call unlocks; removal goes through deleteUnlockedOffer. */
  activated?: boolean;
}

export function buildUnlockPayload(input: UnlockPayloadInput): UnlockPayload {
  const { offer } = input;
  return {
    retailer_id: input.retailerId,
    offer_id: offer.id,
    activated_retailer_id: input.activatedRetailerId ?? input.retailerId,
    current_value: offer.currentValue ?? null,
    segment_id: offer.segmentId ?? null,
    offer_segment_id: offer.offerSegmentId ?? null,
    activated: input.activated ?? true,
    reward_ids: unlockRewardIds(offer.rewards),
    platform: input.isMobileWeb ? SELECTION_CHANNEL.mobileWeb : SELECTION_CHANNEL.web,
  };
}

/** The unlock call succeeded when its response lists at least one offer (000 §7). */
export function isUnlockSuccessful(responseOffers: readonly unknown[] | null | undefined): boolean {
  return Array.isArray(responseOffers) && responseOffers.length > 0;
}
