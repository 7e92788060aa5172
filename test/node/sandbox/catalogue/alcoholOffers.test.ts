import { expect } from 'chai';
import { ALCOHOL_OFFER_REFUSED } from '../../../../domain/customers/age';
import { buildUnlockPayload } from '../../../../domain/offers/unlock';
import type { ClipbackSdk } from '../../../../sdk/src';
import { ALCOHOL_OFFER } from '../../../../scripts/sandbox/seed/catalogue';
import { apiError } from '../account/support';
import { useSharedSandbox, type SharedSandbox } from '../../../support/sharedSandbox';

/** 001 §1: "Alcohol offers are only for users over 21." The seed's one alcohol offer, seen by whom. */
describe('sandbox: alcohol offers only for customers 21 and over', function () {
  this.timeout(60_000);
  let adult: ClipbackSdk & { customerId: string };
  let young: ClipbackSdk & { customerId: string };
  const [retailerId] = ALCOHOL_OFFER.retailerIds;
  const offerId = ALCOHOL_OFFER.id;

  const harness = useSharedSandbox();

  before(async () => {
    // Customers of their own (unlocking leaves a row behind): one born in 1990, one who turned 19 today.
    const nineteen = new Date();
    nineteen.setUTCFullYear(nineteen.getUTCFullYear() - 19);
    const bornOn = async (birthDate: string) => {
      const { customerId, sdk } = await harness.freshCustomer();
      await harness.sandbox.db.query('UPDATE customers SET birth_date = $1::date WHERE id = $2', [birthDate, customerId]);
      return sdk;
    };
    adult = await bornOn('1990-04-12');
    young = await bornOn(nineteen.toISOString().slice(0, 10));
  });

  const retailerOfferIds = async (sdk: ClipbackSdk) =>
    ((await sdk.gateway.POST('/contentServer/fetchGenericOffersByRetailerIds', { body: { retailerIds: [retailerId] } })).data?.genericOffers ?? []).map((offer) => offer.id);
  const searchedOfferIds = async (sdk: ClipbackSdk) =>
    ((await sdk.gateway.POST('/contentServer/search', { body: { term: 'Lakeside Craft Lager' } })).data?.results?.offers ?? []).map((offer) => offer.id);
  const suggestions = async (sdk: ClipbackSdk) =>
    ((await sdk.gateway.POST('/contentServer/typeAheadSuggestion', { body: { prefix: 'Lakeside Cr', limit: 8 } })).data?.suggestions ?? []).map((entry) => entry.text);
  const offerById = async (sdk: ClipbackSdk) => (await sdk.content.offer({ id: String(offerId) })).offer;

  it('shows it, marked alcohol, to a customer over 21 in lists, search, type-ahead and by id', async () => {
    expect(await retailerOfferIds(adult)).to.include(offerId);
    expect(await searchedOfferIds(adult)).to.include(offerId);
    expect(await suggestions(adult)).to.include(ALCOHOL_OFFER.name);
    expect(await offerById(adult)).to.include({ id: String(offerId), alcohol: true });
  });

  it('hides it from a customer under 21 and from a visitor, everywhere', async () => {
    for (const [who, sdk] of [['under 21', young], ['visitor', harness.anonymous]] as const) {
      expect(await retailerOfferIds(sdk), who).not.to.include(offerId);
      expect(await offerById(sdk), who).to.equal(null);
    }
    // Search and type-ahead are for signed-in shoppers (000 §6).
    expect(await searchedOfferIds(young)).not.to.include(offerId);
    expect(await suggestions(young)).not.to.include(ALCOHOL_OFFER.name);
    expect((await young.gateway.POST('/contentServer/fetchGenericOffersByRetailerIds', { body: { retailerIds: [retailerId] } })).data?.genericOffers.length, 'the rest stays').to.be.greaterThan(0);
  });

  it('refuses its unlock and its offer link to a customer under 21 with 403 and a message; the adult unlocks it', async () => {
    const payload = buildUnlockPayload({ offer: { id: offerId, currentValue: '$3.00', rewards: [] }, retailerId, isMobileWeb: false });
    const refused = await apiError(
      young.main.PUT('/v2/customers/{customerId}/offers/{offerId}.json', { params: { path: { customerId: young.customerId, offerId } }, body: payload }),
      403,
    );
    expect(refused.message).to.equal(ALCOHOL_OFFER_REFUSED);
    const noRow = await harness.sandbox.db.one('SELECT 1 FROM unlocked_offers WHERE customer_id = $1 AND offer_id = $2', [young.customerId, offerId]);
    expect(noRow, 'nothing changed').to.equal(null);
    const link = await apiError(
      young.affiliateLink.GET('/offer-link/{retailerId}/{offerId}', { params: { path: { retailerId, offerId }, query: { client: 'WEB' } } }),
      403,
    );
    expect(link.message).to.equal(ALCOHOL_OFFER_REFUSED);

    const { data } = await adult.main.PUT('/v2/customers/{customerId}/offers/{offerId}.json', { params: { path: { customerId: adult.customerId, offerId } }, body: payload });
    expect(data?.offers[0]).to.include({ id: offerId, activated: true });
  });
});
