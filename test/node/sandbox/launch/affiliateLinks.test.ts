import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../../domain/constants/retailers';
import { isValidAffiliateUrl, AFFILIATE_LAUNCH_ID_LENGTH, LAUNCH_ID_PREFIX } from '../../../../domain/navigation/affiliateUrl';
import { SANDBOX_RETAILER_ID } from '../../../../scripts/sandbox/seed/fixtures';
import { localLandingUrl, SANDBOX_AFFILIATE_ORIGIN } from '../../../../scripts/sandbox/services/affiliateLink';
import type { LaunchRow } from '../../../../scripts/sandbox/services/affiliateLink/launches';
import { ApiError, AuthenticationError, type ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL, NEW_EMAIL, type SandboxHarness } from '../support/sandbox';
import { contractErrors } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

const LAUNCH_ID = new RegExp(`^${LAUNCH_ID_PREFIX}[A-Za-z0-9]{${AFFILIATE_LAUNCH_ID_LENGTH}}$`);
const SHOP_RETAILER = RETAILER_ID.HIDES_EXTENSION_HEADER; // a web retailer where the demo has unlocked offers
const IN_STORE_RETAILER = DEFAULT_RETAILER_IDS[0] as number;

/** A launch row as SELECT * reads it: the service's row plus the columns it never reads back. */
type StoredLaunchRow = LaunchRow & { client: string; url: string };

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('sandbox: affiliate links and launch registration', function () {
  this.timeout(60_000);
  let demo: ClipbackSdk & { customerId: string };
  const launchRow = (id: string) => harness.sandbox.db.one<StoredLaunchRow>('SELECT * FROM affiliate_launches WHERE id = $1', [id]);
  const unlockedAt = async (customerId: string, retailerId: number) =>
    (await harness.sandbox.db.query<{ offer_id: number }>(
      `SELECT u.offer_id FROM unlocked_offers u JOIN offers o ON o.id = u.offer_id
        WHERE u.customer_id = $1 AND u.activated_retailer_id = $2 AND (o.expiration IS NULL OR o.expiration > now())
        ORDER BY u.unlocked_at, o.id`,
      [customerId, retailerId],
    )).map((row) => row.offer_id);
  const retailerLink = (sdk: ClipbackSdk, retailerId: number, query: Record<string, unknown> = {}) =>
    sdk.affiliateLink.GET('/retailer-link/{retailerId}', {
      params: { path: { retailerId }, query: { client: 'WEB', elsVariant: 'do_not_register', ...query } },
    });

  const harness = useSharedSandbox();

  before(async () => {
    demo = await harness.sdkFor(DEMO_EMAIL);
  });

  describe('GET /retailer-link/{retailerId}', () => {
    it('answers the contract: an https URL that passes isValidAffiliateUrl and carries its launch id', async () => {
      const { data } = await retailerLink(demo, SHOP_RETAILER);
      expect(await contractErrors('getRetailerAffiliateLink', 200, data)).to.deep.equal({});
      expect(data?.launchId).to.match(LAUNCH_ID);
      expect(data?.retailerId).to.equal(SHOP_RETAILER);
      expect(data?.offerId ?? null).to.equal(null);
      expect(isValidAffiliateUrl(data?.url ?? '')).to.equal(true);
      expect(data?.url.startsWith(`${SANDBOX_AFFILIATE_ORIGIN}/demo-retailer/${SHOP_RETAILER}?`)).to.equal(true);
      expect(data?.url).to.contain(data?.launchId);
    });

    it("registers the launch with the customer and that customer's unlocked offers at the retailer", async () => {
      const expected = await unlockedAt(demo.customerId, SHOP_RETAILER);
      expect(expected, 'the seed unlocks offers at this retailer').to.have.length.greaterThan(0);
      const { data } = await retailerLink(demo, SHOP_RETAILER);
      const row = await launchRow(data?.launchId ?? '');
      expect(row).to.include({ customer_id: demo.customerId, retailer_id: SHOP_RETAILER, client: 'WEB', url: data?.url, launched_offer_id: null });
      expect(row?.offer_ids).to.deep.equal(expected);
      expect(row?.awaiting_landing).to.equal(true);
      expect(row?.transaction_id).to.match(/^txn-[A-Za-z0-9]{20}$/);
      expect(row?.offer_value).to.be.a('string').and.not.equal('');
    });

    it('mints a fresh launch id on every call', async () => {
      const ids = new Set<string>();
      for (let i = 0; i < 5; i++) ids.add((await retailerLink(demo, SHOP_RETAILER)).data?.launchId ?? '');
      expect(ids.size).to.equal(5);
    });

    it('registers no offers for a customer without unlocked offers there', async () => {
      const fresh = await harness.sdkFor(NEW_EMAIL);
      const { data } = await retailerLink(fresh, SHOP_RETAILER);
      const row = await launchRow(data?.launchId ?? '');
      expect(row).to.include({ customer_id: fresh.customerId });
      expect(row?.offer_ids).to.deep.equal([]);
    });

    it('skipLaunchRegistration=true mints a valid link and registers nothing', async () => {
      const { data } = await retailerLink(demo, SHOP_RETAILER, { skipLaunchRegistration: true });
      expect(isValidAffiliateUrl(data?.url ?? '')).to.equal(true);
      expect(await launchRow(data?.launchId ?? '')).to.equal(null);
    });

    it('keeps an http(s) landingPageUrl with the launch and refuses any other scheme with a field message', async () => {
      const landing = 'https://shop.example/deals?x=1';
      const { data } = await retailerLink(demo, SHOP_RETAILER, { landingPageUrl: landing });
      expect((await launchRow(data?.launchId ?? ''))?.landing_page_url).to.equal(landing);
      const refused = await rejection(retailerLink(demo, SHOP_RETAILER, { landingPageUrl: 'javascript:alert(1)' }));
      expect(refused.status).to.equal(400);
      expect(refused.fields).to.have.property('landingPageUrl');
      expect(await contractErrors('getRetailerAffiliateLink', 400, refused.body)).to.deep.equal({});
    });

    it('answers 404 for an unknown retailer, 400 for a temporarily disabled or in-store-only one, never a 5xx', async () => {
      const unknown = await rejection(retailerLink(demo, 999_999));
      expect(unknown.status).to.equal(404);
      expect((unknown.body as { message: string }).message).to.equal(MESSAGES.RETAILER_NOT_FOUND);
      const disabled = await rejection(retailerLink(demo, SANDBOX_RETAILER_ID.TEMP_DISABLED));
      expect(disabled.status).to.equal(400);
      expect(disabled.fields).to.have.property('retailerId');
      const inStore = await rejection(retailerLink(demo, IN_STORE_RETAILER));
      expect(inStore.status).to.equal(400);
      for (const error of [unknown, disabled, inStore]) {
        expect(await contractErrors('getRetailerAffiliateLink', error.status, error.body)).to.deep.equal({});
      }
      const raw = await fetch(`${harness.origin}/api/affiliate-link/retailer-link/%3Cscript%3E?client=WEB`, {
        headers: { authorization: `Bearer ${(await harness.tokenFor(DEMO_EMAIL)).accessToken}` },
      });
      expect(raw.status).to.equal(400);
    });

    it('needs a signed-in customer', async () => {
      const error = await rejection(retailerLink(harness.anonymous, SHOP_RETAILER));
      expect(error).to.be.instanceOf(AuthenticationError);
      expect(error.status).to.equal(401);
    });
  });

  describe('GET /offer-link/{retailerId}/{offerId}', () => {
    it('registers a launch with that one offer', async () => {
      const [offerId] = await unlockedAt(demo.customerId, SHOP_RETAILER);
      const { data } = await demo.affiliateLink.GET('/offer-link/{retailerId}/{offerId}', {
        params: { path: { retailerId: SHOP_RETAILER, offerId: offerId as number }, query: { client: 'WEB' } },
      });
      expect(await contractErrors('getOfferAffiliateLink', 200, data)).to.deep.equal({});
      expect(data).to.include({ retailerId: SHOP_RETAILER, offerId });
      expect(isValidAffiliateUrl(data?.url ?? '')).to.equal(true);
      const row = await launchRow(data?.launchId ?? '');
      expect(row?.offer_ids).to.deep.equal([offerId]);
      expect(row?.launched_offer_id).to.equal(offerId);
    });

    it('answers 404 for an offer that is not at that retailer', async () => {
      const other = await harness.sandbox.db.one<{ offer_id: number }>(
        'SELECT offer_id FROM offer_retailers WHERE offer_id NOT IN (SELECT offer_id FROM offer_retailers WHERE retailer_id = $1) LIMIT 1',
        [SHOP_RETAILER],
      );
      const error = await rejection(
        demo.affiliateLink.GET('/offer-link/{retailerId}/{offerId}', {
          params: { path: { retailerId: SHOP_RETAILER, offerId: other?.offer_id as number }, query: { client: 'WEB' } },
        }),
      );
      expect(error.status).to.equal(404);
      expect((error.body as { message: string }).message).to.equal(MESSAGES.noOfferWithId(other?.offer_id as number));
    });
  });

  describe('POST /affiliateRetailerService/fetchAffiliateData', () => {
    it('answers launchId and an https url, and registers the launch (with the launched offer when given)', async () => {
      const [offerId] = await unlockedAt(demo.customerId, SHOP_RETAILER);
      const plain = await demo.gateway.POST('/affiliateRetailerService/fetchAffiliateData', { body: { retailerId: SHOP_RETAILER } });
      expect(await contractErrors('fetchAffiliateData', 200, plain.data)).to.deep.equal({});
      expect(isValidAffiliateUrl(plain.data?.url ?? '')).to.equal(true);
      expect((await launchRow(plain.data?.launchId ?? ''))?.offer_ids).to.deep.equal(await unlockedAt(demo.customerId, SHOP_RETAILER));

      const withOffer = await demo.gateway.POST('/affiliateRetailerService/fetchAffiliateData', {
        body: { retailerId: SHOP_RETAILER, launchedOfferId: offerId as number, landingPageUrl: 'https://shop.example/p/1' },
      });
      const row = await launchRow(withOffer.data?.launchId ?? '');
      expect(row).to.include({ launched_offer_id: offerId, landing_page_url: 'https://shop.example/p/1' });
      expect(row?.offer_ids).to.deep.equal([offerId]);
    });

    it('answers 404 for an unknown retailer and 401 without a token', async () => {
      expect((await rejection(demo.gateway.POST('/affiliateRetailerService/fetchAffiliateData', { body: { retailerId: 999_999 } }))).status).to.equal(404);
      expect((await rejection(harness.anonymous.gateway.POST('/affiliateRetailerService/fetchAffiliateData', { body: { retailerId: SHOP_RETAILER } }))).status).to.equal(401);
    });
  });

  describe('the https → local mapping (README.md)', () => {
    it("maps a sandbox affiliate URL to the same path on the sandbox's origin, and nothing else", async () => {
      const { data } = await retailerLink(demo, SHOP_RETAILER);
      const local = localLandingUrl(data?.url ?? '', harness.origin);
      expect(local).to.equal(`${harness.origin}/demo-retailer/${SHOP_RETAILER}?launchId=${data?.launchId}`);
      expect(localLandingUrl(`https://evil.example/demo-retailer/1?launchId=${data?.launchId}`, harness.origin)).to.equal(null);
      expect(localLandingUrl(`${SANDBOX_AFFILIATE_ORIGIN}/elsewhere`, harness.origin)).to.equal(null);
      expect(localLandingUrl('not a url', harness.origin)).to.equal(null);
    });
  });
});
