import { makeAutoObservable } from 'mobx';
import type { Offer } from '../../../domain/offers/Offer';
import type { OfferPageTarget } from '../../../domain/offers/offerPageTarget';
import type { Retailer } from '../../../domain/retailers/Retailer';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import { offerTargetKey } from '../../stores/OfferDetailsStore';
import type { Stores } from '../../stores/Stores';

/**
 * The offer page (000 §2, both offer routes): the offer, the retailers where it is available, and the 404
 * with its message when the offer (or the offer group's offer) cannot be found (000 §8), from OfferDetailsStore
 * (filled by the route's loader).
 */
export class OfferPageModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<OfferPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.stores.offerDetails.details.status;
  }

  /** The 404's message: 'No offer found with id: {id}' or 'Could not find offer ID for offer group ID: {id}'. */
  get error(): string | null {
    return this.stores.offerDetails.details.error;
  }

  /** The offer as it is now (unlocks on the page update it). */
  get offer(): Offer | null {
    const details = this.stores.offerDetails.details.value;
    return details ? (this.stores.offers.get(details.offerId) ?? null) : null;
  }

  /** The offer's retailers the catalogue could name, in the offer's order. */
  get retailers(): readonly Retailer[] {
    return this.stores.offerDetails.details.value?.retailers ?? [];
  }

  /**
   * Whether the page state (offer or 404) answers this target rather than the previous one; a reload of the
   * same target (after sign-in) keeps showing it meanwhile.
   */
  isShowing(target: OfferPageTarget): boolean {
    return this.stores.offerDetails.shownTarget === offerTargetKey(target);
  }

  /** The time the offer's tag is worked out at. */
  now(): Date {
    return this.stores.now();
  }
}
