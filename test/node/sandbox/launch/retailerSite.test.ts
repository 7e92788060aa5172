import { expect } from 'chai';
import { EARNINGS_ITEM_TYPE, EARNINGS_STATUS } from '../../../../domain/money/earnings';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { PENDING_PERIOD_COPY } from '../../../../domain/retailers/pendingPeriod';
import { DEMO_CUSTOMERS } from '../../../../scripts/sandbox/seed/fixtures';
import { localLandingUrl } from '../../../../scripts/sandbox/services/affiliateLink';
import { CONTENT_SECURITY_POLICY } from '../../../../scripts/sandbox/http/securityHeaders';
import { demoOrderCashBack } from '../../../../scripts/sandbox/services/retailerSite/cashBack';
import { ApiError, type ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL, NEW_EMAIL, type SandboxHarness } from '../support/sandbox';
import { INLINE_CODE, inputValue, postForm } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

const SHOP_RETAILER = RETAILER_ID.HIDES_EXTENSION_HEADER;
const HOSTILE = '<script>alert(1)</script>';

interface Launch {
  launchId: string;
  url: string;
  local: string;
}

/** The typed error a failing query throws (GraphqlError, or AuthenticationError for UNAUTHENTICATED). */
async function graphqlRejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the query to fail');
}

describe('sandbox: the demo retailer site and the launch loop', function () {
  this.timeout(60_000);
  let demo: ClipbackSdk & { customerId: string };
  let retailerName: string;

  const shop = async (sdk: ClipbackSdk = demo, retailerId: number = SHOP_RETAILER): Promise<Launch> => {
    const { data } = await sdk.affiliateLink.GET('/retailer-link/{retailerId}', {
      params: { path: { retailerId }, query: { client: 'WEB', elsVariant: 'do_not_register' } },
    });
    const local = localLandingUrl(data?.url ?? '', harness.origin);
    if (!data || !local) throw new Error('no affiliate link');
    return { launchId: data.launchId, url: data.url, local };
  };
  const transaction = (launchId: string, sdk: ClipbackSdk = demo, retailerId: number = SHOP_RETAILER) =>
    sdk.content.fetchAffiliateTransactionByLaunchId({ retailerId: String(retailerId), launchId });
  const offersOf = (launchId: string) =>
    harness.sandbox.db.query<{ id: number; name: string; percent_back: number | null; amount_cents: number | null }>(
      `SELECT o.id, o.name, o.percent_back, o.amount_cents FROM affiliate_launches l JOIN offers o ON o.id = ANY (l.offer_ids) WHERE l.id = $1`,
      [launchId],
    );
  const ordersUrl = `/demo-retailer/${SHOP_RETAILER}/orders`;

  const harness = useSharedSandbox();

  before(async () => {
    demo = await harness.sdkFor(DEMO_EMAIL);
    retailerName = (await harness.sandbox.db.one<{ name: string }>('SELECT name FROM retailers WHERE id = $1', [SHOP_RETAILER]))?.name ?? '';
  });

  it('goes the whole way: link → landing page with the offers → demo order → pending earnings → transaction', async () => {
    const launch = await shop();
    expect((await transaction(launch.launchId)).fetchAffiliateTransactionByLaunchId, 'before the landing').to.equal(null);

    // The landing page shows the retailer, the launch id and the offers that came with it.
    const page = await fetch(launch.local);
    expect(page.status).to.equal(200);
    expect(page.headers.get('content-type')).to.match(/^text\/html/);
    expect(page.headers.get('content-security-policy')).to.equal(CONTENT_SECURITY_POLICY);
    const html = await page.text();
    const escapedName = retailerName.replace(/&/g, '&#38;');
    expect(html).to.contain(escapedName);
    expect(html).to.contain(launch.launchId);
    const offers = await offersOf(launch.launchId);
    expect(offers).to.have.length.greaterThan(0);
    for (const offer of offers) expect(html).to.contain(offer.name.replace(/&/g, '&#38;'));
    expect(html).not.to.match(INLINE_CODE);
    expect(html).to.match(/<html lang="en">/);
    expect(html).to.match(/<label for="orderTotal">/);
    expect(html, "the app's icon, not a request for a missing /favicon.ico").to.contain('<link rel="icon" href="/favicon.ico"');

    // The landing is recorded: the transaction answers now.
    const landed = (await transaction(launch.launchId)).fetchAffiliateTransactionByLaunchId;
    const row = await harness.sandbox.db.one<{ transaction_id: string; offer_value: string | null; landing_count: number }>(
      'SELECT transaction_id, offer_value, landing_count FROM affiliate_launches WHERE id = $1',
      [launch.launchId],
    );
    expect(landed).to.deep.equal({ transactionId: row?.transaction_id, offerValue: row?.offer_value });
    expect(row?.landing_count).to.equal(1);

    // A demo order: 303 to its confirmation, a pending cash_credit for the demo customer worth the offers' value.
    const orderKey = inputValue(html, 'orderKey') ?? '';
    const placed = await postForm(harness.origin + ordersUrl, { launchId: launch.launchId, orderKey, orderTotal: '80.00' });
    expect(placed.status).to.equal(303);
    const location = placed.headers.get('location') ?? '';
    expect(location).to.match(new RegExp(`^/demo-retailer/${SHOP_RETAILER}/orders/ord-[A-Za-z0-9]{20}\\?launchId=${launch.launchId}$`));
    const expected = demoOrderCashBack(8_000, offers);
    expect(expected.cashBackCents).to.be.greaterThan(0);

    const confirmation = await fetch(harness.origin + location);
    expect(confirmation.status).to.equal(200);
    const confirmationHtml = await confirmation.text();
    expect(confirmationHtml).to.contain('$80.00');
    expect(confirmationHtml).to.contain(`$${(expected.cashBackCents / 100).toFixed(2)}`);
    expect(confirmationHtml).not.to.match(INLINE_CODE);

    const order = await harness.sandbox.db.one<{ id: string; cash_back_cents: number; earnings_item_id: string }>(
      'SELECT id, cash_back_cents, earnings_item_id FROM affiliate_launch_orders WHERE launch_id = $1',
      [launch.launchId],
    );
    expect(order?.cash_back_cents).to.equal(expected.cashBackCents);
    const earning = await harness.sandbox.db.one<Record<string, unknown>>('SELECT * FROM earnings_items WHERE id = $1', [order?.earnings_item_id]);
    expect(earning).to.include({
      customer_id: DEMO_CUSTOMERS.DEMO.id,
      type: EARNINGS_ITEM_TYPE.CASH_CREDIT,
      status: EARNINGS_STATUS.PENDING,
      reversed: false,
      amount_cents: expected.cashBackCents,
      cash_back_pending_cents: expected.cashBackCents,
      retailer_id: SHOP_RETAILER,
      title: retailerName,
      offers_matched: expected.offersMatched,
    });
    expect(confirmationHtml).to.contain(`/earnings/${order?.earnings_item_id}`);

    // The transaction still answers after the order; the same form sent again places nothing new.
    expect((await transaction(launch.launchId)).fetchAffiliateTransactionByLaunchId?.transactionId).to.equal(row?.transaction_id);
    const again = await postForm(harness.origin + ordersUrl, { launchId: launch.launchId, orderKey, orderTotal: '80.00' });
    expect(again.status).to.equal(303);
    expect(again.headers.get('location')).to.equal(location);
    const count = await harness.sandbox.db.one<{ n: number }>('SELECT count(*)::int AS n FROM affiliate_launch_orders WHERE launch_id = $1', [launch.launchId]);
    expect(count?.n).to.equal(1);
  });

  describe("the order's pending earnings item in earnings.json", () => {
    const setPendingPeriod = (period: string | null) =>
      harness.sandbox.db.query('UPDATE retailers SET credit_pending_period = $2 WHERE id = $1', [SHOP_RETAILER, period]);
    let seededPeriod: string | null = null;
    before(async () => {
      seededPeriod = (await harness.sandbox.db.one<{ p: string | null }>('SELECT credit_pending_period AS p FROM retailers WHERE id = $1', [SHOP_RETAILER]))?.p ?? null;
    });
    afterEach(() => setPendingPeriod(seededPeriod));

    const earnings = async () => {
      const { data } = await demo.main.GET('/v2/customers/{id}/earnings.json', { params: { path: { id: demo.customerId }, query: { limit: 100 } } });
      if (!data) throw new Error('earnings.json answered no page');
      return data.earnings;
    };
    /** Lands on a fresh launch and places one $80.00 order; answers the order's earnings item id. */
    const orderOnce = async (orderKey?: string) => {
      const launch = await shop();
      const html = await (await fetch(launch.local)).text();
      const key = orderKey ?? inputValue(html, 'orderKey') ?? '';
      const placed = await postForm(harness.origin + ordersUrl, { launchId: launch.launchId, orderKey: key, orderTotal: '80.00' });
      expect(placed.status).to.equal(303);
      await placed.arrayBuffer();
      const order = await harness.sandbox.db.one<{ earnings_item_id: string | null; cash_back_cents: number }>(
        'SELECT earnings_item_id, cash_back_cents FROM affiliate_launch_orders WHERE launch_id = $1',
        [launch.launchId],
      );
      if (!order?.earnings_item_id) throw new Error('the order earned nothing');
      return { launch, key, itemId: order.earnings_item_id, cashBackCents: order.cash_back_cents };
    };

    it("lists the order as pending, titled with the retailer, with the retailer's pending period as it was at the order", async () => {
      await setPendingPeriod('45 days');
      const { launch, key, itemId, cashBackCents } = await orderOnce();
      const item = (await earnings()).find((candidate) => candidate.id === itemId);
      expect(item).to.include({
        type: EARNINGS_ITEM_TYPE.CASH_CREDIT,
        status: EARNINGS_STATUS.PENDING,
        title: retailerName,
        retailerId: SHOP_RETAILER,
        cashBackPending: cashBackCents,
        pendingPeriod: '45 days',
      });

      // The retailer's period changing later does not rewrite what the order was told.
      await setPendingPeriod('60 days');
      expect((await earnings()).find((candidate) => candidate.id === itemId)?.pendingPeriod).to.equal('45 days');

      // The same form sent again adds no second item.
      const before = (await earnings()).length;
      const again = await postForm(harness.origin + ordersUrl, { launchId: launch.launchId, orderKey: key, orderTotal: '80.00' });
      expect(again.status).to.equal(303);
      await again.arrayBuffer();
      expect((await earnings()).length).to.equal(before);
    });

    it("answers the domain's default storewide period for a retailer without one (or a blank one)", async () => {
      for (const period of [null, '   ']) {
        await setPendingPeriod(period);
        const { itemId } = await orderOnce();
        expect((await earnings()).find((candidate) => candidate.id === itemId)?.pendingPeriod, String(period)).to.equal(PENDING_PERIOD_COPY.DEFAULT_STOREWIDE);
      }
    });

    it('answers null for items that are not a pending online order: processed ones and seeded receipts, bonuses, referrals', async () => {
      const { itemId } = await orderOnce();
      await harness.sandbox.db.query('UPDATE earnings_items SET status = $2 WHERE id = $1', [itemId, EARNINGS_STATUS.PROCESSED]);
      const items = await earnings();
      expect(items.find((candidate) => candidate.id === itemId)?.pendingPeriod).to.equal(null);
      const orderItems = await harness.sandbox.db.query<{ id: string }>('SELECT earnings_item_id AS id FROM affiliate_launch_orders WHERE earnings_item_id IS NOT NULL');
      const others = items.filter((candidate) => !orderItems.some((order) => order.id === candidate.id));
      expect(others).to.have.length.greaterThan(0);
      for (const other of others) expect(other.pendingPeriod, other.id).to.equal(null);
    });
  });

  it('serves its stylesheet as a CSS file under the prefix', async () => {
    const response = await fetch(`${harness.origin}/demo-retailer/assets/site.css`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/^text\/css/);
    expect(await response.text()).to.contain('.site-header');
  });

  it('re-renders the form with an inline, escaped message for a bad order total, and places nothing', async () => {
    const launch = await shop();
    const orderKey = inputValue(await (await fetch(launch.local)).text(), 'orderKey') ?? '';
    for (const orderTotal of ['', 'abc', '0.50', '999999', HOSTILE]) {
      const response = await postForm(harness.origin + ordersUrl, { launchId: launch.launchId, orderKey, orderTotal });
      expect(response.status, orderTotal).to.equal(400);
      const html = await response.text();
      expect(html).to.contain('aria-invalid="true"');
      expect(html).to.contain('id="orderTotal-error"');
      expect(html).not.to.contain('<script>');
      expect(html).not.to.match(INLINE_CODE);
    }
    const count = await harness.sandbox.db.one<{ n: number }>('SELECT count(*)::int AS n FROM affiliate_launch_orders WHERE launch_id = $1', [launch.launchId]);
    expect(count?.n).to.equal(0);
  });

  it('takes at most five demo orders per launch', async () => {
    const launch = await shop();
    await fetch(launch.local);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await postForm(harness.origin + ordersUrl, { launchId: launch.launchId, orderKey: `key-${i}-abcdefghijklmnop`, orderTotal: '10' });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).to.deep.equal([303, 303, 303, 303, 303, 409]);
  });

  it('credits no earnings for a launch without offers, but still records the order and the transaction', async () => {
    const fresh = await harness.sdkFor(NEW_EMAIL);
    const launch = await shop(fresh);
    const html = await (await fetch(launch.local)).text();
    expect(html).to.contain('No offers came with this trip');
    const placed = await postForm(harness.origin + ordersUrl, { launchId: launch.launchId, orderKey: inputValue(html, 'orderKey') ?? '', orderTotal: '25' });
    expect(placed.status).to.equal(303);
    const order = await harness.sandbox.db.one<{ cash_back_cents: number; earnings_item_id: string | null }>(
      'SELECT cash_back_cents, earnings_item_id FROM affiliate_launch_orders WHERE launch_id = $1',
      [launch.launchId],
    );
    expect(order).to.deep.equal({ cash_back_cents: 0, earnings_item_id: null });
    expect((await transaction(launch.launchId, fresh)).fetchAffiliateTransactionByLaunchId).to.not.equal(null);
  });

  describe('hostile and unknown input: a friendly 404 page, never a 5xx, nothing reflected', () => {
    it('answers 404 for a malformed, unknown or mismatched launch id and for unknown paths', async () => {
      const launch = await shop();
      const shortId = launch.launchId.slice(0, -1); // 'lid-' and 31 characters
      const paths = [
        `/demo-retailer/${SHOP_RETAILER}?launchId=${shortId}`,
        `/demo-retailer/${SHOP_RETAILER}?launchId=${launch.launchId}x`,
        `/demo-retailer/${SHOP_RETAILER}?launchId=lid-${'A'.repeat(32)}`,
        `/demo-retailer/${SHOP_RETAILER}?launchId=${encodeURIComponent(HOSTILE)}`,
        `/demo-retailer/${SHOP_RETAILER}`,
        `/demo-retailer/${RETAILER_ID.DIRECT_INTEGRATION}?launchId=${launch.launchId}`,
        `/demo-retailer/999999?launchId=${launch.launchId}`,
        `/demo-retailer/${encodeURIComponent(HOSTILE)}?launchId=${launch.launchId}`,
        `/demo-retailer/${SHOP_RETAILER}/orders/ord-${'a'.repeat(20)}?launchId=${launch.launchId}`,
        `/demo-retailer/${SHOP_RETAILER}/${encodeURIComponent(HOSTILE)}`,
        '/demo-retailer',
        '/demo-retailer/',
      ];
      for (const path of paths) {
        const response = await fetch(harness.origin + path);
        expect(response.status, path).to.equal(404);
        expect(response.headers.get('content-type'), path).to.match(/^text\/html/);
        const html = await response.text();
        expect(html, path).to.contain("We couldn't find that shopping trip");
        expect(html, path).not.to.contain('<script>');
        expect(html, path).not.to.contain(shortId);
        expect(html, path).not.to.match(INLINE_CODE);
      }
      expect((await harness.sandbox.db.one<{ landing_count: number }>('SELECT landing_count FROM affiliate_launches WHERE id = $1', [launch.launchId]))?.landing_count).to.equal(0);
    });

    it('refuses orders for unknown launches, other methods and non-form bodies without a 5xx', async () => {
      const unknown = await postForm(harness.origin + ordersUrl, { launchId: `lid-${'b'.repeat(31)}`, orderKey: 'x'.repeat(20), orderTotal: '10' });
      expect(unknown.status).to.equal(404);
      expect(await unknown.text()).not.to.contain('<script>');
      const json = await fetch(harness.origin + ordersUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(json.status).to.equal(415);
      const put = await fetch(`${harness.origin}/demo-retailer/${SHOP_RETAILER}`, { method: 'PUT', body: HOSTILE });
      expect(put.status).to.equal(405);
      expect(await put.text()).not.to.contain('<script>');
      const big = await fetch(harness.origin + ordersUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `launchId=${'a'.repeat(20_000)}`,
      });
      expect(big.status).to.equal(413);
    });
  });

  describe('fetchAffiliateTransactionByLaunchId', () => {
    it('answers a seeded (earlier) launch at once, null for an unknown one', async () => {
      const seeded = await harness.sandbox.db.one<{ id: string; retailer_id: number; transaction_id: string; offer_value: string | null }>(
        'SELECT id, retailer_id, transaction_id, offer_value FROM affiliate_launches WHERE customer_id = $1 AND NOT awaiting_landing ORDER BY created_at LIMIT 1',
        [DEMO_CUSTOMERS.DEMO.id],
      );
      expect((await transaction(seeded?.id ?? '', demo, seeded?.retailer_id)).fetchAffiliateTransactionByLaunchId).to.deep.equal({
        transactionId: seeded?.transaction_id,
        offerValue: seeded?.offer_value,
      });
      expect((await transaction(`lid-${'C'.repeat(32)}`)).fetchAffiliateTransactionByLaunchId).to.equal(null);
      expect((await transaction(seeded?.id ?? '', demo, SHOP_RETAILER === seeded?.retailer_id ? RETAILER_ID.MFA : SHOP_RETAILER)).fetchAffiliateTransactionByLaunchId).to.equal(null);
    });

    it("is FORBIDDEN for someone else's launch, BAD_USER_INPUT for a malformed id, UNAUTHENTICATED anonymously", async () => {
      const launch = await shop();
      await fetch(launch.local);
      const fresh = await harness.sdkFor(NEW_EMAIL);
      expect((await graphqlRejection(transaction(launch.launchId, fresh))).code).to.equal('FORBIDDEN');
      const malformed = await graphqlRejection(transaction(launch.launchId.slice(0, -1)));
      expect(malformed.code).to.equal('BAD_USER_INPUT');
      expect(malformed.fields).to.have.property('launchId');
      const hostile = await graphqlRejection(demo.content.fetchAffiliateTransactionByLaunchId({ retailerId: HOSTILE, launchId: HOSTILE }));
      expect(hostile.code).to.equal('BAD_USER_INPUT');
      expect(hostile.fields).to.have.keys('retailerId', 'launchId');
      const anonymous = await graphqlRejection(transaction(launch.launchId, harness.anonymous));
      expect(anonymous.code).to.equal('UNAUTHENTICATED');
    });
  });
});
