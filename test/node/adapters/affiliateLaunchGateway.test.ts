// The affiliate launch port's contract on the in-memory twin and on the SDK adapter against the sandbox (real HTTP).
import { expect } from 'chai';
import { MemoryAffiliateLaunchGateway, type TwinLaunchRetailer } from '../../../adapters/launch/MemoryAffiliateLaunchGateway';
import { sdkAffiliateLaunchGateway } from '../../../adapters/launch/sdkAffiliateLaunchGateway';
import { WEB_APP_TOKEN } from '../../../domain/constants/app';
import { RETAILER_ID } from '../../../domain/constants/retailers';
import { createClipbackSdk } from '../../../sdk/src';
import { sandboxLandingPath } from '../../../domain/navigation/affiliateLanding';
import { DEMO_CUSTOMERS as CUSTOMER, SANDBOX_RETAILER_ID } from '../../../scripts/sandbox/seed/fixtures';
import { describeAffiliateLaunchContract } from '../../contracts/affiliateLaunchContract';
import { DEMO_EMAIL } from '../sandbox/support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';

/** A web retailer where the seed unlocks offers for the demo customer. */
const SHOP_RETAILER = RETAILER_ID.HIDES_EXTENSION_HEADER;
/** In-store only (webRetailer false in the seed's fixed retailers). */
const IN_STORE_RETAILER = RETAILER_ID.FALLBACK_DEFAULT;
const UNKNOWN_RETAILER = 999_999;
const UNKNOWN_OFFER = 9_999_999;

describeAffiliateLaunchContract('MemoryAffiliateLaunchGateway (in-memory twin)', async () => {
  const offerId = 501;
  const retailers: [number, TwinLaunchRetailer][] = [
    [SHOP_RETAILER, { name: 'Copperline Outfitters', webUrl: 'https://shop.copperline.example/', productUrl: null, webRetailer: true, tempDisabled: false, offerIds: [offerId], offerValue: 'Up to 5%' }],
    [IN_STORE_RETAILER, { name: 'Grandmart Grocery', webUrl: null, productUrl: null, webRetailer: false, tempDisabled: false }],
    [SANDBOX_RETAILER_ID.TEMP_DISABLED, { name: 'Driftwood Home Goods', webUrl: 'https://shop.driftwood.example/', productUrl: null, webRetailer: true, tempDisabled: true }],
  ];
  const twin = (signedInAs: string | null) => {
    const gateway = Object.assign(new MemoryAffiliateLaunchGateway(), { signedInAs });
    for (const [id, retailer] of retailers) gateway.retailers.set(id, retailer);
    return gateway;
  };
  const customer = twin(CUSTOMER.DEMO.id);
  return {
    visitor: twin(null),
    customer,
    retailerId: SHOP_RETAILER,
    retailerWebUrls: { webUrl: 'https://shop.copperline.example/', productUrl: null },
    offerId,
    inStoreRetailerId: IN_STORE_RETAILER,
    disabledRetailerId: SANDBOX_RETAILER_ID.TEMP_DISABLED,
    unknownRetailerId: UNKNOWN_RETAILER,
    unknownOfferId: UNKNOWN_OFFER,
    land: async ({ launchId }) => customer.land(launchId),
  };
});

describe('affiliate launch adapter against the sandbox (real HTTP)', function () {
  const harness = useSharedSandbox();
  describeAffiliateLaunchContract('sdkAffiliateLaunchGateway', async () => {
    const { db } = harness.sandbox;
    const retailer = await db.one<{ web_url: string | null }>('SELECT web_url FROM retailers WHERE id = $1', [SHOP_RETAILER]);
    const offer = await db.one<{ offer_id: number }>(
      `SELECT r.offer_id FROM offer_retailers r JOIN offers o ON o.id = r.offer_id
        WHERE r.retailer_id = $1 AND (o.expiration IS NULL OR o.expiration > now()) ORDER BY r.offer_id LIMIT 1`,
      [SHOP_RETAILER],
    );
    if (!offer) throw new Error(`the seed has no current offer at retailer ${SHOP_RETAILER}`);
    return {
      visitor: sdkAffiliateLaunchGateway(harness.anonymous),
      customer: sdkAffiliateLaunchGateway(await harness.sdkFor(DEMO_EMAIL)),
      retailerId: SHOP_RETAILER,
      retailerWebUrls: { webUrl: retailer?.web_url ?? null, productUrl: null },
      offerId: offer.offer_id,
      inStoreRetailerId: IN_STORE_RETAILER,
      disabledRetailerId: SANDBOX_RETAILER_ID.TEMP_DISABLED,
      unknownRetailerId: UNKNOWN_RETAILER,
      unknownOfferId: UNKNOWN_OFFER,
      // The demo retailer page records the landing on GET, at the local path the retailer-launch page forwards to.
      async land({ url }) {
        const path = sandboxLandingPath(url);
        if (path === null) throw new Error(`not a sandbox affiliate URL: ${url}`);
        const response = await fetch(new URL(path, harness.origin));
        if (!response.ok) throw new Error(`the demo retailer page answered ${response.status}`);
        await response.body?.cancel();
      },
    };
  });
});

describe('sdkAffiliateLaunchGateway: which link a Shop asks for (000 §7, affiliate link service)', function () {
  this.timeout(60_000);
  const harness = useSharedSandbox();

  it("launches an offer's Shop with the offer's own link and any other Shop with the retailer's link", async () => {
    const { accessToken } = await harness.tokenFor(DEMO_EMAIL);
    const asked: string[] = [];
    const api = createClipbackSdk({
      origin: harness.origin,
      appToken: WEB_APP_TOKEN,
      getAccessToken: () => accessToken,
      fetch: (request) => {
        const url = new URL(request.url);
        asked.push(`${request.method} ${url.pathname}${url.search}`);
        return fetch(request);
      },
    });
    const gateway = sdkAffiliateLaunchGateway(api);
    const offer = await harness.sandbox.db.one<{ offer_id: number }>(
      `SELECT r.offer_id FROM offer_retailers r JOIN offers o ON o.id = r.offer_id
        WHERE r.retailer_id = $1 AND NOT o.alcohol AND (o.expiration IS NULL OR o.expiration > now()) ORDER BY r.offer_id LIMIT 1`,
      [SHOP_RETAILER],
    );
    const offerId = offer?.offer_id ?? 0;

    const fromOffer = await gateway.fetchRedirectData({ retailerId: SHOP_RETAILER, launchedOfferId: offerId });
    const fromRetailer = await gateway.fetchRedirectData({ retailerId: SHOP_RETAILER, landingPageUrl: 'https://shop.example/deals' });

    expect(asked).to.deep.equal([
      `GET /api/affiliate-link/offer-link/${SHOP_RETAILER}/${offerId}?client=WEB`,
      `GET /api/affiliate-link/retailer-link/${SHOP_RETAILER}?client=WEB&elsVariant=do_not_register&landingPageUrl=${encodeURIComponent('https://shop.example/deals')}`,
    ]);
    const launched = await harness.sandbox.db.query<{ id: string; offer_ids: number[] }>(
      'SELECT id, offer_ids FROM affiliate_launches WHERE id = ANY($1::text[])',
      [[fromOffer.launchId, fromRetailer.launchId]],
    );
    expect(launched.find((row) => row.id === fromOffer.launchId)?.offer_ids, 'the offer link registers that one offer').to.deep.equal([offerId]);
    expect(launched.map((row) => row.id)).to.have.members([fromOffer.launchId, fromRetailer.launchId]);
  });
});
