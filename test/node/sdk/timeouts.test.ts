import { expect } from 'chai';
import { createClipbackSdk, DEFAULT_TIMEOUTS_MS, TimeoutError } from '../../../sdk/src/index';
import { timeoutKeyFor } from '../../../sdk/src/services';
import { callUntyped, failureOf, sendJson, startLoopbackServer, type LoopbackServer } from './loopbackServer';

describe('sdk: timeouts', () => {
  let server: LoopbackServer;

  before(async () => {
    server = await startLoopbackServer();
  });
  after(() => server.close());

  it('owns the documents’ defaults', () => {
    expect(DEFAULT_TIMEOUTS_MS).to.deep.equal({
      auth: 10_000,
      extension: 30_000,
      main: 10_000,
      thirdPartyAuth: 10_000,
      favorites: 10_000,
      content: 10_000,
      payments: 10_000,
      affiliateRetailer: 5_000,
      default: 5_000,
    });
  });

  it('picks the timeout by service, and by path inside the main API and the gateway', () => {
    const cases: [Parameters<typeof timeoutKeyFor>, string][] = [
      [['main', '/v2/customers/{id}'], 'main'],
      [['main', '/auth0_customers'], 'auth'],
      [['main', '/v2/customers/{id}/retailer_favorites.json'], 'favorites'],
      [['gateway', '/contentServer/search'], 'content'],
      [['gateway', '/walmartOAuthService/walmartOAuthServiceLogin'], 'thirdPartyAuth'],
      [['gateway', '/affiliateRetailerService/fetchAffiliateData'], 'affiliateRetailer'],
      [['gateway', '/monolith/fetchCustomerInfo'], 'main'],
      [['affiliateLink', '/retailer-link/{retailerId}'], 'affiliateRetailer'],
      [['extension', '/search'], 'extension'],
      [['content', ''], 'content'],
      [['payments', ''], 'payments'],
      [['tracking', '/events'], 'default'],
      [['flags', '/evaluations'], 'default'],
      [['sandbox', '/reset'], 'default'],
    ];
    for (const [args, key] of cases) expect(timeoutKeyFor(...args), args.join(' ')).to.equal(key);
  });

  it('throws TimeoutError (service, ms) when a server never answers, with a small per-service override', async () => {
    server.answer(() => undefined);
    const sdk = createClipbackSdk({ origin: server.origin, timeouts: { main: 60 } });
    const started = Date.now();
    const error = await failureOf(() => sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } }));
    expect(error).to.be.instanceOf(TimeoutError);
    const timeout = error as TimeoutError;
    expect(timeout.name).to.equal('TimeoutError');
    expect(timeout.service).to.equal('main');
    expect(timeout.timeoutMs).to.equal(60);
    expect(timeout.message).to.equal('main did not answer within 60 ms (GET /v2/customers/{id})');
    expect(Date.now() - started).to.be.within(50, 2_000);
  });

  it('times out a GraphQL call with the content timeout, and a gateway content-server call with the same key', async () => {
    server.answer(() => undefined);
    const sdk = createClipbackSdk({ origin: server.origin, timeouts: { content: 40 } });
    const graphql = (await failureOf(() => sdk.content.retailerNode({ id: '3' }))) as TimeoutError;
    expect(graphql).to.be.instanceOf(TimeoutError);
    expect(graphql.service).to.equal('content');
    expect(graphql.timeoutMs).to.equal(40);
    const gateway = (await failureOf(() => callUntyped(sdk.gateway, 'post', '/contentServer/search', { body: {} }))) as TimeoutError;
    expect(gateway).to.be.instanceOf(TimeoutError);
    expect(gateway.service).to.equal('gateway');
    expect(gateway.timeoutMs).to.equal(40);
  });

  it('counts a body that stalls after the headers', async () => {
    server.answer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' });
      response.write('{"id":');
    });
    const sdk = createClipbackSdk({ origin: server.origin, timeouts: { main: 80 } });
    const error = await failureOf(() => sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } }));
    expect(error).to.be.instanceOf(TimeoutError);
  });

  it("composes with the caller's signal: the timeout still fires when the caller does not abort", async () => {
    server.answer(() => undefined);
    const sdk = createClipbackSdk({ origin: server.origin, timeouts: { payments: 50 } });
    const controller = new AbortController();
    const error = await failureOf(() => sdk.payments.getLinkToken({ customerId: '1' }, { signal: controller.signal }));
    expect(error).to.be.instanceOf(TimeoutError);
    expect(error.service).to.equal('payments');
  });

  it('leaves other services on their own timeout, and a slow answer inside it succeeds', async () => {
    server.answer((_request, response) => setTimeout(() => sendJson(response, 200, { id: 1 }), 120));
    const sdk = createClipbackSdk({ origin: server.origin, timeouts: { content: 10, main: 2_000 } });
    const { data } = await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } });
    expect(data).to.deep.equal({ id: 1 });
  });

  it('can be disabled for a key with 0', async () => {
    server.answer((_request, response) => setTimeout(() => sendJson(response, 200, { id: 2 }), 50));
    const sdk = createClipbackSdk({ origin: server.origin, timeouts: { main: 0 } });
    const { data } = await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '2' } } });
    expect(data).to.deep.equal({ id: 2 });
  });
});
