import type { OffersGateway } from '../../adapters/offers/OffersGateway';
import type { Offer } from '../../domain/offers/Offer';

export interface DeactivateOfferPorts {
  offers: Pick<OffersGateway, 'deactivate'>;
}

export type DeactivateOfferResult = { ok: true; offer: Offer } | { ok: false; error: unknown };

/**
 * Removes an unlocked offer (000 §4, §7: monolith/deleteUnlockedOffer). `offer` comes back as the service now
 * has it (its `activated` is the answer's). Never rejects.
 */
export async function deactivateOffer(offer: Offer, ports: DeactivateOfferPorts): Promise<DeactivateOfferResult> {
  try {
    const answer = await ports.offers.deactivate(offer.id);
    return { ok: true, offer: { ...offer, activated: answer.activated } };
  } catch (error) {
    return { ok: false, error };
  }
}
