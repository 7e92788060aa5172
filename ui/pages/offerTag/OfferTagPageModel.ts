import { makeAutoObservable, runInAction } from 'mobx';
import { MESSAGES } from '../../../domain/constants/messages';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';

import { buildPath } from '../../../domain/navigation/buildPath';
import type { Offer } from '../../../domain/offers/Offer';
import { LatestLoad } from '../../stores/base/LatestLoad';
import type { RootStore } from '../../stores/RootStore';
import { OFFER_TAG_FAILURE_KEYWORD } from '../../../domain/offers/offerTag';

export type OfferTagStatus = 'idle' | 'loading' | 'ready' | 'empty';

/**
 * The offer-tag page (000 §2 offer-tag, §7 offerTag(name, limit 200)): the tag's offers; none (or an unknown
 * tag) shows 'No offers found with that offer tag'; a failed load redirects to /mobile-only?keyword=offer.
 */
export class OfferTagPageModel {
  status: OfferTagStatus = 'idle';
  tagName: string | null = null;
  /** The tag's name for people ('Weekend deals'), once loaded; null while loading and for an unknown tag. */
  displayName: string | null = null;
  offerIds: readonly number[] = [];
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<OfferTagPageModel, 'stores' | 'latest'>(this, { stores: false, latest: false }, { autoBind: true });
  }

  get tagOffers(): Offer[] {
    return this.offerIds.flatMap((id) => this.stores.offers.get(id) ?? []);
  }

  /** The empty state's message, when there is nothing to show. */
  get emptyMessage(): string | null {
    return this.status === 'empty' ? MESSAGES.NO_OFFERS_FOR_TAG : null;
  }

  /** The page went away: a load still running must not touch the next page (its context, its redirect). */
  abandon(): void {
    this.latest.cancel();
  }

  async load(tagName: string): Promise<void> {
    const isLatest = this.latest.start();
    this.status = 'loading';
    this.tagName = tagName;
    this.displayName = null;
    this.offerIds = [];
    try {
      const tag = await this.stores.ports.offers.fetchOfferTag(tagName);
      if (!isLatest()) return;
      const offers = tag?.offers ?? [];
      runInAction(() => {
        this.stores.offers.adoptAll(offers);
        this.displayName = tag?.displayName ?? null;
        this.offerIds = offers.map((offer) => offer.id);
        this.status = this.offerIds.length > 0 ? 'ready' : 'empty';
      });
      this.stores.routeHistory.setPageContext({ title: tag?.displayName ?? tagName });
    } catch (error) {
      if (!isLatest()) return;
      console.warn(`[offers] the offers of tag ${tagName} could not be loaded`, error);
      runInAction(() => {
        this.status = 'idle';
      });
      this.stores.router.navigate(buildPath(ROUTE_NAME.MOBILE_ONLY, {}, { [NAV_QUERY_KEY.KEYWORD]: OFFER_TAG_FAILURE_KEYWORD }), {
        replace: true,
      });
    }
  }
}
