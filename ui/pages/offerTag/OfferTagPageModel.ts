import { makeAutoObservable } from 'mobx';
import * as MESSAGES from '../../../domain/constants/messages';
import type { Offer } from '../../../domain/offers/Offer';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/**
 * The offer-tag page (000 §2 offer-tag, §7 offerTag(name, limit 200)): the tag's offers from OfferTagStore (filled
 * by the route's loader, which sends a failed load to /mobile-only?keyword=offer); none (or an unknown tag) shows
 * 'No offers found with that offer tag'.
 */
export class OfferTagPageModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<OfferTagPageModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.stores.offerTag.tag.status;
  }

  get tagName(): string | null {
    return this.stores.offerTag.tagName;
  }

  /** The tag's name for people ('Weekend deals'), once loaded; null while loading and for an unknown tag. */
  get displayName(): string | null {
    return this.stores.offerTag.tag.value?.displayName ?? null;
  }

  get tagOffers(): Offer[] {
    return this.stores.offerTag.offers;
  }

  /** The empty state's message, when there is nothing to show. */
  get emptyMessage(): string | null {
    return this.status === 'ready' && this.tagOffers.length === 0 ? MESSAGES.NO_OFFERS_FOR_TAG : null;
  }

  /** The page went away: a visit again loads the tag again. */
  leave(): void {
    this.stores.offerTag.leave();
  }
}
