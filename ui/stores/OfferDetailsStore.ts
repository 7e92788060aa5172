import { makeAutoObservable, runInAction } from 'mobx';
import type { CatalogueGateway } from '../../adapters/catalogue/CatalogueGateway';
import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import { HTTP_STATUS } from '../../domain/constants/http';
import * as MESSAGES from '../../domain/constants/messages';
import type { Offer } from '../../domain/offers/Offer';
import { offerGroupLookupResult } from '../../domain/offers/offerGroup';
import type { OfferPageTarget } from '../../domain/offers/offerPageTarget';
import type { Retailer } from '../../domain/retailers/Retailer';
import { LatestLoad } from './base/LatestLoad';
import { Loadable } from './base/Loadable';
import type { OffersStore } from './OffersStore';

/** What an offer page shows beside the offer itself (which OffersStore holds, so unlocks update it). */
export interface OfferDetails {
  readonly offerId: number;
  /** The offer's retailers the catalogue could name, in the offer's order. */
  readonly retailers: readonly Retailer[];
}

/** A target's identity, to tell whether the shown state answers it. */
export function offerTargetKey(target: OfferPageTarget): string {
  return JSON.stringify(target);
}

/**
 * The offer an offer page shows (000 §2, both offer routes): the offer (adopted into OffersStore) and the
 * retailers where it is available. Any failure, an unknown offer or offer group included, is the load's error
 * with the documents' message ('No offer found with id: {id}', 'Could not find offer ID for offer group ID:
 * {id}'), which the page shows as its 404 (000 §8).
 */
export class OfferDetailsStore {
  readonly details = new Loadable<OfferDetails | null>(null);
  /** Which target the details (or the failure) answer (offerTargetKey), so a page never shows the previous offer. */
  shownTarget: string | null = null;
  private readonly latest = new LatestLoad();

  constructor(
    private readonly deps: {
      offersGateway: OffersGateway;
      catalogue: CatalogueGateway;
      offers: Pick<OffersStore, 'adopt'>;
    },
  ) {
    makeAutoObservable<OfferDetailsStore, 'deps' | 'latest'>(this, { deps: false, latest: false }, { autoBind: true });
  }

  /**
   * Loads the offer `target` names, then its retailers. A reload of the shown target keeps showing it meanwhile.
   * Answers the offer when this load is still the latest and found it, else null.
   */
  async load(target: OfferPageTarget): Promise<Offer | null> {
    const isLatest = this.latest.start();
    const key = offerTargetKey(target);
    let found: Offer | null = null;
    await this.details.run(async () => {
      if (target.kind === 'invalid') throw new Error(target.error);
      const offerId = target.kind === 'offerGroup' ? await this.offerOfGroup(target.offerGroupId) : target.offerId;
      const offer = await this.deps.offersGateway.fetchOffer(offerId);
      if (!offer) throw new Error(MESSAGES.noOfferWithId(offerId));
      const retailers = await this.retailersOf(offer);
      if (isLatest()) {
        this.deps.offers.adopt(offer);
        found = offer;
      }
      return { offerId: offer.id, retailers };
    }, MESSAGES.DEFAULT_ERROR);
    if (!isLatest()) return null;
    runInAction(() => (this.shownTarget = key));
    return found;
  }

  /** The first generic offer of an offer group (000 §5); more than one is reported by the gateway. */
  private async offerOfGroup(offerGroupId: string): Promise<number> {
    const ids = await this.deps.offersGateway.fetchOfferGroupOfferIds(offerGroupId);
    const result = offerGroupLookupResult(HTTP_STATUS.OK, ids.map((id) => ({ id })), offerGroupId);
    if (!result.ok) throw new Error(result.error);
    return result.offerId;
  }

  /** The retailers where the offer is available; without names (catalogue failure) the page just omits them. */
  private async retailersOf(offer: Offer): Promise<Retailer[]> {
    const ids = offer.retailers?.length ? offer.retailers : (offer.availableAtRetailers ?? []).map((retailer) => retailer.id);
    if (ids.length === 0) return [];
    try {
      return await this.deps.catalogue.fetchRetailers(ids);
    } catch (error) {
      console.warn(`[offers] the retailers of offer ${offer.id} could not be loaded`, error);
      return [];
    }
  }
}
