import { expect } from 'chai';
import { MemoryOffersGateway } from '../../../../adapters/offers/MemoryOffersGateway';
import type { Offer } from '../../../../domain/offers/Offer';
import { deactivateOffer } from '../../../../ui/flows/deactivateOffer';

// The deactivate flow on the offers twin alone: no stores, no MobX, no React.

const milk: Offer = { id: 501, name: 'Milk, 1 gal', retailers: [3443], rewards: [], activated: true };

describe('deactivateOffer (flow)', () => {
  it("removes the offer through the service and answers it as the service now has it (activated false)", async () => {
    const offers = new MemoryOffersGateway();
    offers.offers.set(milk.id, milk);
    expect(await deactivateOffer(milk, { offers })).to.deep.equal({ ok: true, offer: { ...milk, activated: false } });
    expect(offers.deactivations).to.deep.equal([milk.id]);
    expect(offers.offers.get(milk.id)?.activated).to.equal(false);
  });

  it('fails (never rejects) when the service refuses, keeping the offer added', async () => {
    const offers = new MemoryOffersGateway();
    offers.offers.set(milk.id, milk);
    offers.failWith = new Error('500');
    const result = await deactivateOffer(milk, { offers });
    expect(result.ok).to.equal(false);
    expect(!result.ok && result.error).to.equal(offers.failWith);
    expect(offers.offers.get(milk.id)?.activated).to.equal(true);
  });
});
