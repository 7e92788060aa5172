import { makeAutoObservable, runInAction } from 'mobx';
import { HTTP_STATUS } from '../../domain/constants/http';
import { MESSAGES } from '../../domain/constants/messages';
import type { BreadcrumbRetailer } from '../../domain/navigation/breadcrumbs';
import type { Offer } from '../../domain/offers/Offer';
import { offerGroupLookupResult } from '../../domain/offers/offerGroup';
import type { Retailer } from '../../domain/retailers/Retailer';
import { pathSegment } from '../../domain/browsing/paths';
import type { OfferPageTarget } from '../../domain/offers/offerPageTarget';
import { errorMessage } from './errorMessage';
import type { OffersStore, OffersStoreRoot } from './OffersStore';

/** A target's identity, to tell whether the shown state answers it. */
function targetKey(target: OfferPageTarget): string {
  return JSON.stringify(target);
}

export type OfferPageStatus = 'idle' | 'loading' | 'ready' | 'notFound';

/**
 * The offer page (000 §2, both offer routes): the offer, the retailers where it is available, and the 404
 * with its message when the offer (or the offer group's offer) cannot be found (000 §8).
 */
export class OfferPageStore {
  status: OfferPageStatus = 'idle';
  offerId: number | null = null;
  /** The 404's message: 'No offer found with id: {id}' or 'Could not find offer ID for offer group ID: {id}'. */
  error: string | null = null;
  /** The offer's retailers the catalogue could name, in the offer's order. */
  retailers: Retailer[] = [];
  private request = 0;
  /** Which target the page state belongs to (offerTargetKey), so a page never shows the previous offer. */
  private shownTarget: string | null = null;

  constructor(
    private readonly root: OffersStoreRoot,
    private readonly offers: OffersStore,
  ) {
    makeAutoObservable<OfferPageStore, 'root' | 'offers' | 'request'>(
      this,
      { root: false, offers: false, request: false },
      { autoBind: true },
    );
  }

  /** The offer as it is now (unlocks on the page update it). */
  get offer(): Offer | null {
    return this.offerId === null ? null : (this.offers.offersById.get(this.offerId) ?? null);
  }

  /**
   * Whether the page state (offer or 404) answers this target rather than the previous one; a reload of the
   * same target (after sign-in) keeps showing it meanwhile.
   */
  isShowing(target: OfferPageTarget): boolean {
    return this.shownTarget === targetKey(target);
  }

  /** The page went away: a load still running must not touch the next page (its context, its redirect). */
  abandon(): void {
    this.request += 1;
  }

  async load(target: OfferPageTarget): Promise<void> {
    const request = ++this.request;
    const key = targetKey(target);
    this.status = 'loading';
    this.error = null;
    if (target.kind === 'invalid') {
      this.showNotFound(key, target.error);
      return;
    }
    try {
      const offerId = target.kind === 'offerGroup' ? await this.offerOfGroup(target.offerGroupId) : target.offerId;
      const offer = await this.root.ports.offers.fetchOffer(offerId);
      if (!offer) throw new Error(MESSAGES.noOfferWithId(offerId));
      const retailers = await this.retailersOf(offer);
      if (request !== this.request) return;
      runInAction(() => {
        this.offers.remember([offer]);
        this.offerId = offer.id;
        this.retailers = retailers;
        this.shownTarget = key;
        this.status = 'ready';
      });
      this.root.routeHistory.setPageContext({
        title: offer.name,
        offerRetailerIds: offer.retailers ?? [],
        retailersById: Object.fromEntries(
          retailers.map((retailer): [string, BreadcrumbRetailer] => [String(retailer.id), { name: retailer.name, slug: pathSegment(retailer.name) }]),
        ),
      });
    } catch (error) {
      if (request !== this.request) return;
      this.showNotFound(key, errorMessage(error, MESSAGES.DEFAULT_ERROR));
    }
  }

  /** The first generic offer of an offer group (000 §5); more than one is reported by the gateway. */
  private async offerOfGroup(offerGroupId: string): Promise<number> {
    const ids = await this.root.ports.offers.fetchOfferGroupOfferIds(offerGroupId);
    const result = offerGroupLookupResult(HTTP_STATUS.OK, ids.map((id) => ({ id })), offerGroupId);
    if (!result.ok) throw new Error(result.error);
    return result.offerId;
  }

  /** The retailers where the offer is available; without names (catalogue failure) the page just omits them. */
  private async retailersOf(offer: Offer): Promise<Retailer[]> {
    const ids = offer.retailers?.length ? offer.retailers : (offer.availableAtRetailers ?? []).map((retailer) => retailer.id);
    if (ids.length === 0) return [];
    try {
      return await this.root.ports.catalogue.fetchRetailers(ids);
    } catch (error) {
      console.warn(`[offers] the retailers of offer ${offer.id} could not be loaded`, error);
      return [];
    }
  }

  private showNotFound(key: string, message: string): void {
    this.shownTarget = key;
    this.status = 'notFound';
    this.offerId = null;
    this.retailers = [];
    this.error = message;
  }
}
