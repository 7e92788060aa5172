import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../domain/constants/account';
import { DEFAULT_ZIP, SITE_VERSION } from '../../../domain/constants/app';
import { UNAUTHENTICATED_ERROR_CODE } from '../../../domain/constants/http';
import * as MESSAGES from '../../../domain/constants/messages';
import { EMPTY_DATA_MESSAGE, UNAUTHENTICATED } from '../../../sdk/src/errors';
import {
  AUTHENTICATION_FAILURE_MESSAGE,
  createClipbackSdk,
  DEFAULT_APP_VERSION,
  DEFAULT_ZIP as SDK_DEFAULT_ZIP,
  LOCATION_CALLS,
  type ClipbackSdkOptions,
} from '../../../sdk/src/index';
import { callUntyped, sendJson, startLoopbackServer, type LoopbackServer } from './loopbackServer';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';

describe('sdk: the headers every call carries', () => {
  let server: LoopbackServer;

  before(async () => {
    server = await startLoopbackServer();
  });
  after(() => server.close());
  beforeEach(() => {
    server.received.length = 0;
    server.answer((request, response) =>
      request.pathname.endsWith('/graphql')
        ? sendJson(response, 200, { data: { retailerNode: { id: '3', name: 'Acme' } } })
        : sendJson(response, 200, { id: 42 }),
    );
  });

  const sdkWith = (options: ClipbackSdkOptions = {}) =>
    createClipbackSdk({ origin: server.origin, appToken: 'app-token-1', ...options });
  const only = () => {
    expect(server.received).to.have.length(1);
    return server.received[0]!;
  };

  it('sends Accept, Content-Type, X-App-Version and X-App-Token on a REST call, at the service base path', async () => {
    const { data } = await sdkWith().main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } });
    expect(data).to.deep.equal({ id: 42 });
    const request = only();
    expect(request.method).to.equal('GET');
    expect(request.url).to.equal('/api/main/v2/customers/42');
    expect(request.headers.accept).to.equal('application/json');
    expect(request.headers['content-type']).to.equal('application/json');
    expect(request.headers['x-app-version']).to.equal('4.485.0');
    expect(request.headers['x-app-token']).to.equal('app-token-1');
  });

  it('sends the same headers and a GraphQL body on a GraphQL call', async () => {
    const { retailerNode } = await sdkWith({ appVersion: '5.0.0' }).content.retailerNode({ id: '3' });
    expect(retailerNode).to.deep.include({ id: '3', name: 'Acme' });
    const request = only();
    expect(request.method).to.equal('POST');
    expect(request.url).to.equal('/api/graphql');
    expect(request.headers.accept).to.equal('application/json');
    expect(request.headers['content-type']).to.equal('application/json');
    expect(request.headers['x-app-version']).to.equal('5.0.0');
    expect(request.headers['x-app-token']).to.equal('app-token-1');
    const body = request.json as { query: string; operationName: string; variables: unknown };
    expect(body.operationName).to.equal('RetailerNode');
    expect(body.query).to.match(/^query RetailerNode\(\$id: ID!\)/);
    expect(body.variables).to.deep.equal({ id: '3' });
  });

  it('sends the payments operations to the payments endpoint', async () => {
    server.answer((_request, response) => sendJson(response, 200, { data: { getLinkToken: { linkToken: 'l', expiration: 'e' } } }));
    await sdkWith().payments.getLinkToken({ customerId: '42' });
    expect(only().url).to.equal('/api/payments/graphql');
  });

  it('defaults X-App-Version to the site version and leaves X-App-Token out when there is none', async () => {
    await createClipbackSdk({ origin: server.origin }).main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } });
    const request = only();
    expect(DEFAULT_APP_VERSION).to.equal('4.485.0');
    expect(request.headers['x-app-version']).to.equal('4.485.0');
    expect(request.headers).not.to.have.property('x-app-token');
  });

  it("keeps its own copies of the app's values (the SDK cannot import domain/) equal to domain/constants", () => {
    expect(DEFAULT_APP_VERSION).to.equal(SITE_VERSION);
    expect(SDK_DEFAULT_ZIP).to.equal(DEFAULT_ZIP);
    expect(AUTHENTICATION_FAILURE_MESSAGE).to.equal(MESSAGES.AUTHENTICATION_PROBLEM);
    expect(UNAUTHENTICATED).to.equal(UNAUTHENTICATED_ERROR_CODE);
    expect(EMPTY_DATA_MESSAGE).to.equal(ACCOUNT_MESSAGES.PAYMENTS_EMPTY_RESPONSE);
  });

  it('lets a header set on the call win over the SDK default', async () => {
    await sdkWith().main.GET('/v2/customers/{id}', {
      params: { path: { id: '1' } },
      headers: { 'X-App-Version': '9.9.9' },
    });
    expect(only().headers['x-app-version']).to.equal('9.9.9');
  });

  it('makes typed calls from the generated documents: path, query and body', async () => {
    const sdk = sdkWith();
    await sdk.affiliateLink.GET('/retailer-link/{retailerId}', {
      params: { path: { retailerId: 3443 }, query: { client: 'WEB', elsVariant: 'do_not_register' } },
    });
    await sdk.gateway.POST('/contentServer/fetchGenericOffersByOfferIds', { body: { offerIds: [552190] } });
    expect(server.received.map((request) => `${request.method} ${request.url} ${request.body}`)).to.deep.equal([
      'GET /api/affiliate-link/retailer-link/3443?client=WEB&elsVariant=do_not_register ',
      'POST /api/gateway/contentServer/fetchGenericOffersByOfferIds {"offerIds":[552190]}',
    ]);
    expect(server.received[1]!.headers['x-location']).to.equal(',,80011,,');
  });

  describe('X-Location', () => {
    it('is sent on GraphQL calls, with the default zip 80011', async () => {
      await sdkWith().content.retailerNode({ id: '3' });
      expect(only().headers['x-location']).to.equal(',,80011,,');
    });

    it('uses the zip provider (sync or async) when it gives one', async () => {
      await sdkWith({ getZip: async () => '10001' }).content.retailerNode({ id: '3' });
      expect(only().headers['x-location']).to.equal(',,10001,,');
    });

    for (const path of LOCATION_CALLS.gateway ?? []) {
      it(`is sent on the location call gateway ${path}`, async () => {
        await callUntyped(sdkWith({ getZip: () => '94105' }).gateway, 'post', path, { body: { offerIds: [1] } });
        expect(only().headers['x-location']).to.equal(',,94105,,');
        expect(only().url).to.equal(`/api/gateway${path}`);
      });
    }

    it('is not sent on other REST calls', async () => {
      const sdk = sdkWith({ getZip: () => '94105' });
      await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } });
      await callUntyped(sdk.gateway, 'post', '/contentServer/fetchGenericOffersByOfferGroupIds', { body: { offerGroupIds: [1] } });
      await callUntyped(sdk.gateway, 'post', '/contentServer/search', { body: { term: 'milk' } });
      expect(server.received).to.have.length(3);
      for (const request of server.received) expect(request.headers, request.url).not.to.have.property('x-location');
    });
  });

  describe('authentication headers', () => {
    const authenticated: ClipbackSdkOptions = {
      getAccessToken: async () => TOKEN,
      getSessionId: () => 'session-7',
      getCustomerId: () => 42,
    };

    it('sends Authorization Bearer, X-App-Session and X-Customer-Id on REST calls when a token is available', async () => {
      await sdkWith(authenticated).main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } });
      const { headers } = only();
      expect(headers.authorization).to.equal(`Bearer ${TOKEN}`);
      expect(headers['x-app-session']).to.equal('session-7');
      expect(headers['x-customer-id']).to.equal('42');
    });

    it('sends them on GraphQL calls too', async () => {
      await sdkWith(authenticated).payments.getLinkToken({ customerId: '42' });
      const { headers } = only();
      expect(headers.authorization).to.equal(`Bearer ${TOKEN}`);
      expect(headers['x-app-session']).to.equal('session-7');
      expect(headers['x-customer-id']).to.equal('42');
    });

    const anonymous: [string, ClipbackSdkOptions][] = [
      ['no token provider', { getSessionId: () => 'session-7', getCustomerId: () => 42 }],
      ['a provider that gives no token', { ...authenticated, getAccessToken: () => undefined }],
      ['a provider that gives an empty token', { ...authenticated, getAccessToken: () => '' }],
      [
        'a provider that fails',
        {
          ...authenticated,
          getAccessToken: () => Promise.reject(new Error('login_required')),
        },
      ],
    ];
    for (const [label, options] of anonymous) {
      it(`sends none of them with ${label}`, async () => {
        await sdkWith(options).main.GET('/v2/customers/{id}', { params: { path: { id: '42' } } });
        const { headers } = only();
        expect(headers).not.to.have.property('authorization');
        expect(headers).not.to.have.property('x-app-session');
        expect(headers).not.to.have.property('x-customer-id');
        expect(headers['x-app-version']).to.equal('4.485.0');
      });
    }

    it('asks the providers again on every call (a token that changes is picked up)', async () => {
      let token: string | undefined;
      const sdk = sdkWith({ getAccessToken: () => token });
      await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } });
      token = 'second-token';
      await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } });
      expect(server.received.map((request) => request.headers.authorization)).to.deep.equal([undefined, 'Bearer second-token']);
    });
  });

  it('uses a per-service base URL override and keeps the other services on the origin', async () => {
    const other = await startLoopbackServer();
    other.answer((_request, response) => sendJson(response, 200, { data: { retailerNode: null } }));
    try {
      const sdk = sdkWith({ baseUrls: { content: `${other.origin}/graphql-v2/` } });
      await sdk.content.retailerNode({ id: '3' });
      await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '1' } } });
      expect(other.received.map((request) => request.url)).to.deep.equal(['/graphql-v2']);
      expect(server.received.map((request) => request.url)).to.deep.equal(['/api/main/v2/customers/1']);
    } finally {
      await other.close();
    }
  });

  it('routes calls through a custom fetch', async () => {
    const seen: string[] = [];
    const sdk = sdkWith({
      fetch: (request) => {
        seen.push(`${request.method} ${new URL(request.url).pathname}`);
        return fetch(request);
      },
    });
    await sdk.main.GET('/v2/customers/{id}', { params: { path: { id: '5' } } });
    expect(seen).to.deep.equal(['GET /api/main/v2/customers/5']);
    expect(only().headers['x-app-version']).to.equal('4.485.0');
  });

  it('refuses to start without an origin outside a browser', () => {
    expect(() => createClipbackSdk()).to.throw(/origin/);
  });
});
