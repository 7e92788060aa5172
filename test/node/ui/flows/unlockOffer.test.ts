import { expect } from 'chai';
import { FixedClock } from '../../../../adapters/clock/Clock';
import { MemoryCookies } from '../../../../adapters/cookies/Cookies';
import { MemoryAccountLinkingGateway } from '../../../../adapters/linking/MemoryAccountLinkingGateway';
import { MemoryOffersGateway } from '../../../../adapters/offers/MemoryOffersGateway';
import { COOKIE } from '../../../../domain/constants/cookies';

import type { Offer } from '../../../../domain/offers/Offer';
import { unlockOffer, type UnlockOfferInput } from '../../../../ui/flows/unlockOffer';
import { SELECTION_CHANNEL } from '../../../../domain/offers/unlock';
import { POST_OFFER_UNLOCK_MODAL } from '../../../../domain/modals/postOfferUnlockModal';
import { POST_UNLOCK_MODAL } from '../../../../domain/modals/postUnlockModal';

// The unlock flow on the in-memory twins alone: no stores, no MobX, no React.

const NOW = new Date('2026-03-01T12:00:00.000Z');
const CUSTOMER_ID = '1000001';
const LINKING_RETAILER = 3443;
const EXTENSION_RETAILER = 9003;
const PLAIN_RETAILER = 5;

const milk: Offer = {
  id: 501,
  name: 'Milk, 1 gal',
  currentValue: '$1.00',
  segmentId: 7,
  offerSegmentId: 8,
  retailers: [LINKING_RETAILER, PLAIN_RETAILER, EXTENSION_RETAILER],
  rewards: [{ id: 61, type: 'instant' }],
  activated: false,
};

function twins() {
  const offers = new MemoryOffersGateway();
  offers.offers.set(milk.id, milk);
  const linking = new MemoryAccountLinkingGateway();
  const clock = new FixedClock(NOW);
  const cookies = new MemoryCookies(clock);
  const tracked: { name: string; properties: Record<string, unknown> }[] = [];
  const ports = {
    offers,
    cookies,
    linkStatusAt: async (retailerId: number) => (await linking.fetchAccountLink(CUSTOMER_ID, retailerId))?.status ?? null,
    track: (name: string, properties: Record<string, unknown>) => tracked.push({ name, properties }),
  };
  return { offers, linking, cookies, clock, tracked, ports };
}

function input(overrides: Partial<UnlockOfferInput> = {}): UnlockOfferInput {
  return {
    customerId: CUSTOMER_ID,
    offer: milk,
    retailerId: LINKING_RETAILER,
    isMobileWeb: false,
    extensionRequiredRetailerIds: [EXTENSION_RETAILER],
    extensionVersion: null,
    unifiedAccountLinkingRetailerIds: [LINKING_RETAILER],
    directIntegrationRetailerIds: [],
    ...overrides,
  };
}

describe('unlockOffer (flow)', () => {
  it("PUTs the documented payload, answers the offer as the service returns it and tracks 'OfferUnlocked'", async () => {
    const { offers, tracked, ports } = twins();
    const result = await unlockOffer(input({ retailerId: PLAIN_RETAILER, isMobileWeb: true }), ports);
    expect(result).to.deep.equal({ ok: true, offer: { ...milk, activated: true }, followUp: POST_OFFER_UNLOCK_MODAL });
    expect(offers.unlocks).to.deep.equal([
      {
        customerId: CUSTOMER_ID,
        payload: {
          retailer_id: PLAIN_RETAILER,
          offer_id: milk.id,
          activated_retailer_id: PLAIN_RETAILER,
          current_value: '$1.00',
          segment_id: 7,
          offer_segment_id: 8,
          activated: true,
          reward_ids: [61],
          platform: SELECTION_CHANNEL.mobileWeb,
        },
      },
    ]);
    expect(tracked).to.deep.equal([
      { name: 'OfferUnlocked', properties: { offerId: milk.id, retailerId: PLAIN_RETAILER, platform: SELECTION_CHANNEL.mobileWeb } },
    ]);
  });

  it('fails without tracking or a modal when the service refuses (an unknown offer, an outage)', async () => {
    const { offers, tracked, cookies, ports } = twins();
    const unknown = await unlockOffer(input({ offer: { ...milk, id: 999 } }), ports);
    offers.failWith = new Error('500');
    const down = await unlockOffer(input(), ports);
    expect([unknown.ok, down.ok]).to.deep.equal([false, false]);
    expect(tracked).to.deep.equal([]);
    expect(cookies.get(COOKIE.POST_UNLOCK_MODAL_SEEN.name)).to.equal(null);
  });

  it('asks to link an unlinked account at a linking retailer, reading the link, and stores the cookie', async () => {
    const { linking, cookies, ports } = twins();
    const result = await unlockOffer(input(), ports);
    expect(result.ok && result.followUp).to.equal(POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED);
    expect(linking.requests).to.deep.equal([{ customerId: CUSTOMER_ID, retailerId: LINKING_RETAILER }]);
    expect(cookies.get(COOKIE.POST_UNLOCK_MODAL_SEEN.name)).to.equal(POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED);
  });

  it('stays quiet for a verified or pending link, and never reads the link at a retailer that does not link', async () => {
    for (const status of ['Verified', 'pending']) {
      const { linking, ports } = twins();
      linking.links.set(LINKING_RETAILER, { retailerId: LINKING_RETAILER, status });
      const result = await unlockOffer(input(), ports);
      expect(result.ok && result.followUp, status).to.equal(POST_OFFER_UNLOCK_MODAL);
    }
    const plain = twins();
    await unlockOffer(input({ retailerId: PLAIN_RETAILER }), plain.ports);
    expect(plain.linking.requests).to.deep.equal([]);
  });

  it('prompts for the extension (without reading the link) where it is required and unknown', async () => {
    const { linking, cookies, ports } = twins();
    const result = await unlockOffer(input({ retailerId: EXTENSION_RETAILER, unifiedAccountLinkingRetailerIds: [EXTENSION_RETAILER] }), ports);
    expect(result.ok && result.followUp).to.equal(POST_UNLOCK_MODAL.EXTENSION);
    expect(linking.requests).to.deep.equal([]);
    expect(cookies.get(COOKIE.POST_UNLOCK_MODAL_SEEN.name)).to.equal(POST_UNLOCK_MODAL.EXTENSION);
    const installed = await unlockOffer(input({ retailerId: EXTENSION_RETAILER, extensionVersion: '3.1.0' }), twins().ports);
    expect(installed.ok && installed.followUp).to.equal(POST_OFFER_UNLOCK_MODAL);
  });

  it('shows a post-unlock modal at most once per cookie lifetime, without reading the link', async () => {
    const { linking, cookies, ports } = twins();
    cookies.set(COOKIE.POST_UNLOCK_MODAL_SEEN.name, POST_UNLOCK_MODAL.EXTENSION);
    cookies.set(COOKIE.POST_OFFER_UNLOCK_SEEN.name, POST_OFFER_UNLOCK_MODAL);
    const result = await unlockOffer(input(), ports);
    expect(result.ok && result.followUp).to.equal(null);
    expect(linking.requests).to.deep.equal([]);
  });

  it('an unreadable link asks nothing about the link', async () => {
    const { ports } = twins();
    const result = await unlockOffer(input(), { ...ports, linkStatusAt: async () => undefined });
    expect(result.ok && result.followUp).to.equal(POST_OFFER_UNLOCK_MODAL);
  });

  it('follows an unlock with no other modal by the post-offer-unlock one, once per its own 90-day cookie', async () => {
    const { cookies, clock, ports } = twins();
    const first = await unlockOffer(input({ retailerId: PLAIN_RETAILER }), ports);
    expect(first.ok && first.followUp).to.equal(POST_OFFER_UNLOCK_MODAL);
    expect(cookies.get(COOKIE.POST_OFFER_UNLOCK_SEEN.name)).to.equal(POST_OFFER_UNLOCK_MODAL);
    expect(cookies.get(COOKIE.POST_UNLOCK_MODAL_SEEN.name)).to.equal(null);
    const second = await unlockOffer(input({ retailerId: PLAIN_RETAILER }), ports);
    expect(second.ok && second.followUp).to.equal(null);
    clock.advance(COOKIE.POST_OFFER_UNLOCK_SEEN.maxAgeMs + 1);
    const afterExpiry = await unlockOffer(input({ retailerId: PLAIN_RETAILER }), ports);
    expect(afterExpiry.ok && afterExpiry.followUp).to.equal(POST_OFFER_UNLOCK_MODAL);
  });

  it('gives way to the link or extension modal without spending its cookie', async () => {
    const { cookies, ports } = twins();
    const linkFirst = await unlockOffer(input(), ports);
    expect(linkFirst.ok && linkFirst.followUp).to.equal(POST_UNLOCK_MODAL.ACCOUNT_NOT_LINKED);
    expect(cookies.get(COOKIE.POST_OFFER_UNLOCK_SEEN.name)).to.equal(null);
    const next = await unlockOffer(input(), ports);
    expect(next.ok && next.followUp).to.equal(POST_OFFER_UNLOCK_MODAL);
  });
});
