import { expect } from 'chai';
import { connect } from 'node:net';
import { DEMO_EMAIL, type SandboxHarness } from '../support/sandbox';
import { call } from '../platform/support';
import { useSharedSandbox } from '../../../support/sharedSandbox';
import { builtBefore } from '../../../support/builtBefore';

/** One past PostgreSQL's `integer` (int32), the type of every catalogue id column. */
const PAST_INT32 = 2_147_483_648;
const HUGE_DIGITS = '99999999999999999999';
const NUL = '\u0000';

interface Probe {
  title: string;
  method: string;
  /** `$CUSTOMER` is replaced by the signed-in customer's id. */
  path: string;
  body?: unknown;
  /** Signed in as the demo customer (with X-Customer-Id, as the app sends it). */
  auth?: boolean;
  /** The field the answer's `fields` map must name. */
  field: string;
}

/**
 * Input no id column or text column can hold, across the REST services: huge and negative integers, NUL
 * characters in path, query and body strings. Each must be a 400 naming the field, never a 500.
 */
const PROBES: Probe[] = [
  // Integers beyond int32
  { title: 'retailer link: a 20-digit retailer id', method: 'GET', path: `/api/affiliate-link/retailer-link/${HUGE_DIGITS}?client=WEB`, auth: true, field: 'path.retailerId' },
  { title: 'offer link: a 20-digit retailer id', method: 'GET', path: `/api/affiliate-link/offer-link/${HUGE_DIGITS}/1?client=WEB`, auth: true, field: 'path.retailerId' },
  { title: 'offer link: a 20-digit offer id', method: 'GET', path: `/api/affiliate-link/offer-link/1408/${HUGE_DIGITS}?client=WEB`, auth: true, field: 'path.offerId' },
  { title: 'affiliate data: retailer id 2^31', method: 'POST', path: '/api/gateway/affiliateRetailerService/fetchAffiliateData', body: { retailerId: PAST_INT32 }, auth: true, field: 'retailerId' },
  { title: 'affiliate data: launched offer id 2^31', method: 'POST', path: '/api/gateway/affiliateRetailerService/fetchAffiliateData', body: { retailerId: 1408, launchedOfferId: PAST_INT32 }, auth: true, field: 'launchedOfferId' },
  { title: 'availability: retailer id 2^31', method: 'GET', path: `/api/main/v2/retailers/${PAST_INT32}/availability.json`, field: 'path.retailerId' },
  { title: 'generic retailers: an id of 1e20', method: 'POST', path: '/api/gateway/contentServer/fetchGenericRetailers', body: { retailerIds: [1e20] }, field: 'retailerIds.0' },
  { title: 'offers by ids: an id of 2^31', method: 'POST', path: '/api/gateway/contentServer/fetchGenericOffersByOfferIds', body: { offerIds: [PAST_INT32] }, field: 'offerIds.0' },
  { title: 'unlock: offer id 2^31 in the path', method: 'PUT', path: `/api/main/v2/customers/$CUSTOMER/offers/${PAST_INT32}.json`, body: { activated: true }, auth: true, field: 'path.offerId' },
  { title: 'loyalty connections: retailer id 2^31 in the query', method: 'GET', path: `/api/main/account_linking/loyalty_connections?customer_id=$CUSTOMER&retailer_id=${PAST_INT32}`, auth: true, field: 'query.retailer_id' },
  // Negative ids
  { title: 'retailer link: a negative retailer id', method: 'GET', path: '/api/affiliate-link/retailer-link/-1408?client=WEB', auth: true, field: 'path.retailerId' },
  { title: 'affiliate data: a negative retailer id', method: 'POST', path: '/api/gateway/affiliateRetailerService/fetchAffiliateData', body: { retailerId: -1 }, auth: true, field: 'retailerId' },
  // NUL characters
  { title: 'product: a NUL in the upc query', method: 'GET', path: '/api/extension/product?upc=0123%00', field: 'query.upc' },
  { title: 'validations: a NUL in the zip query', method: 'POST', path: '/api/main/v1/validations.json?zip_code=8001%00', field: 'query.zip_code' },
  { title: 'customer: a NUL in the path id', method: 'GET', path: '/api/main/v2/customers/1%002', auth: true, field: 'path.id' },
  { title: 'content search: a NUL in the term', method: 'POST', path: '/api/gateway/contentServer/search', body: { term: `milk${NUL}` }, auth: true, field: 'term' },
  { title: 'extension search: a NUL in the query', method: 'POST', path: '/api/extension/search', body: { query: `milk${NUL}` }, field: 'query' },
  { title: 'e-mail confirmation: a NUL in the token', method: 'POST', path: '/api/main/web_v1/email_confirmations.json', body: { token: `abc${NUL}def` }, field: 'token' },
  { title: 'account unlock: a NUL in the token', method: 'POST', path: '/api/main/web_v1/account_unlocks.json', body: { token: `abc${NUL}def` }, field: 'token' },
  { title: 'e-mail settings: a NUL in the token', method: 'POST', path: '/api/gateway/monolith/fetchEmailSettingsWithToken', body: { token: `abc${NUL}def` }, field: 'token' },
  { title: 'shopping list: a NUL in the list', method: 'POST', path: '/api/main/listToOffers', body: { retailerId: 1408, list: `milk${NUL}eggs` }, auth: true, field: 'list' },
];

describe('sandbox REST pipeline: hostile input is a 400 naming the field, never a 500', function () {
  this.timeout(60_000);
  const harness = useSharedSandbox();
  const demo = builtBefore(() => harness.tokenFor(DEMO_EMAIL));

  for (const probe of PROBES) {
    it(`${probe.title} → 400 naming ${probe.field}`, async () => {
      const { status, body } = await call(harness.origin, probe.method, probe.path.replace('$CUSTOMER', demo.customerId), {
        body: probe.body,
        headers: probe.auth ? { authorization: `Bearer ${demo.accessToken}`, 'x-customer-id': demo.customerId } : {},
      });
      expect(status, JSON.stringify(body).slice(0, 300)).to.equal(400);
      expect(body.message).to.be.a('string').and.not.equal('');
      expect(Object.keys(body.fields ?? {}), JSON.stringify(body)).to.include(probe.field);
    });
  }

  it('answers 400 with a message to a request line whose URL cannot be parsed', async () => {
    const { port } = new URL(harness.origin);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write('GET http://[bad/healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      });
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    const [statusLine = '', ...rest] = answer.split('\r\n');
    expect(statusLine).to.match(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(rest.slice(rest.indexOf('') + 1).join('\r\n')).message).to.be.a('string');
  });
});
