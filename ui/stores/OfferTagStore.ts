import { makeAutoObservable } from 'mobx';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import * as MESSAGES from '../../domain/constants/messages';
import type { Offer } from '../../domain/offers/Offer';
import type { AuthStore } from './AuthStore';
import { Loadable } from './base/Loadable';
import type { OffersStore } from './OffersStore';

/** An offer tag as its page shows it. */
export interface OfferTagContent {
  /** The tag's name for people ('Weekend deals'); null for an unknown tag. */
  readonly displayName: string | null;
  readonly offerIds: readonly number[];
}

/**
 * The offer tag an offer-tag page shows (000 §2 offer-tag, §7 offerTag(name, limit 200)): its offers (adopted into
 * OffersStore, so unlocks update them). An unknown tag is a ready tag without offers.
 */
export class OfferTagStore {
  readonly tag = new Loadable<OfferTagContent | null>(null);
  /** The tag name the load is for. */
  tagName: string | null = null;
  /** The tag and customer last loaded: another page of the offers (?page=) loads nothing again. */
  private loadedKey: string | null = null;

  constructor(private readonly deps: { offersGateway: OffersGateway; offers: Pick<OffersStore, 'adoptAll' | 'get'>; auth: Pick<AuthStore, 'customerId'> }) {
    makeAutoObservable<OfferTagStore, 'deps' | 'loadedKey'>(this, { deps: false, loadedKey: false }, { autoBind: true });
  }

  get offers(): Offer[] {
    return (this.tag.value?.offerIds ?? []).flatMap((id) => this.deps.offers.get(id) ?? []);
  }

  /** Loads `tagName`'s offers. Answers whether this load ran and its answer was kept (false when already shown). */
  async load(tagName: string): Promise<boolean> {
    const key = `${tagName}|${this.deps.auth.customerId ?? ''}`;
    if (key === this.loadedKey && this.tag.status !== 'error') return false;
    this.loadedKey = key;
    this.tagName = tagName;
    this.tag.reset();
    return this.tag.run(async () => {
      const tag = await this.deps.offersGateway.fetchOfferTag(tagName);
      const offers = tag?.offers ?? [];
      this.deps.offers.adoptAll(offers);
      return { displayName: tag?.displayName ?? null, offerIds: offers.map((offer) => offer.id) };
    }, MESSAGES.DEFAULT_ERROR);
  }

  /** The page was left: a visit again loads the tag again. */
  leave(): void {
    this.loadedKey = null;
  }
}
