import { expect } from 'chai';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { createApi } from '../../../../adapters/http/createApi';
import { type SandboxHarness } from '../support/sandbox';
import { call, event, trackingHeaders } from '../platform/support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

interface AnonymousAction {
  title: string;
  path: string;
  body: unknown;
  headers?: Record<string, string>;
  /** What the app's own call answers; undefined where the handler's answer depends on more than this test sets up. */
  accepted?: number;
}

/** Anonymous calls that change something, which a cross-site page must not be able to trigger. */
const ACTIONS: AnonymousAction[] = [
  { title: 'password reset', path: '/api/main/web_v1/password_resets.json', body: { email: 'demo@clipback.test' }, accepted: 202 },
  { title: 'app-download SMS', path: '/api/main/web_v1/app_download_links.json', body: { phone: '3035550123' }, accepted: 202 },
  {
    title: 'registration',
    path: '/api/main/auth0_customers',
    body: { app_version: '4.485.0', device_id: 'd', customer: { first_name: 'Pat', email: 'pat@example.com', birth_date: '1990-01-01', auth0_user_id: 'auth0|nobody', zip: '80011' } },
  },
  { title: 'tracking', path: '/api/tracking/events', body: { events: [event()] }, headers: trackingHeaders(), accepted: 202 },
];

describe('sandbox REST pipeline: cross-site requests cannot trigger anonymous actions', function () {
  this.timeout(60_000);

  const harness = useSharedSandbox();

  const send = (action: AnonymousAction, headers: Record<string, string | undefined>) =>
    call(harness.origin, 'POST', action.path, { raw: JSON.stringify(action.body), headers: { ...action.headers, ...headers } });

  for (const action of ACTIONS) {
    describe(action.title, () => {
      for (const contentType of ['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp']) {
        it(`answers 415 to a ${contentType} body (a form or "simple request" another site can send)`, async () => {
          const { status, body } = await send(action, { 'content-type': contentType, 'x-app-token': WEB_APP_TOKEN });
          expect(status, JSON.stringify(body)).to.equal(415);
          expect(body.code).to.equal('UNSUPPORTED_MEDIA_TYPE');
          expect(body.message).to.be.a('string').and.not.equal('');
        });
      }

      for (const [label, headers, problem] of [
        ['without X-App-Token', { 'x-app-token': undefined }, 'is required'],
        ['with another X-App-Token', { 'x-app-token': 'forged' }, 'is not valid'],
      ] as const) {
        it(`answers 400 APP_TOKEN_INVALID ${label}`, async () => {
          const { status, body } = await send(action, { 'content-type': 'application/json', ...headers });
          expect(status, JSON.stringify(body)).to.equal(400);
          expect(body.code).to.equal('APP_TOKEN_INVALID');
          expect(body.fields).to.deep.equal({ 'header.X-App-Token': problem });
        });
      }

      it("lets the app's call through (JSON with a charset, the app's token)", async () => {
        for (const contentType of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
          const { status, body } = await send(action, { 'content-type': contentType, 'x-app-token': WEB_APP_TOKEN });
          if (action.accepted !== undefined) expect(status, `${contentType}: ${JSON.stringify(body)}`).to.equal(action.accepted);
          expect(status).to.be.below(500);
          expect(body?.code, contentType).not.to.be.oneOf(['UNSUPPORTED_MEDIA_TYPE', 'APP_TOKEN_INVALID']);
        }
      });
    });
  }

  for (const endpoint of ['/api/graphql', '/api/payments/graphql']) {
    it(`answers 415 to a text/plain GraphQL post to ${endpoint}, and runs the JSON one`, async () => {
      const raw = JSON.stringify({ query: '{ __typename }' });
      const plain = await call(harness.origin, 'POST', endpoint, { raw, headers: { 'content-type': 'text/plain' } });
      expect(plain.status, JSON.stringify(plain.body)).to.equal(415);
      expect(plain.body.code).to.equal('UNSUPPORTED_MEDIA_TYPE');
      const json = await call(harness.origin, 'POST', endpoint, { raw, headers: { 'content-type': 'application/json' } });
      expect(json.status, JSON.stringify(json.body)).to.equal(200);
    });
  }

  it('needs no app token on reads nor on signed-in calls', async () => {
    const noAppToken = { 'x-app-token': undefined };
    expect((await call(harness.origin, 'GET', '/api/main/v2/retailers/1408/availability.json', { headers: noAppToken })).status).to.equal(200);
    const { accessToken } = await harness.tokenFor('demo@clipback.test');
    const signedIn = await call(harness.origin, 'POST', '/api/gateway/contentServer/search', {
      body: { term: 'milk' },
      headers: { ...noAppToken, authorization: `Bearer ${accessToken}` },
    });
    expect(signedIn.status).to.equal(200);
  });

  it("the app's SDK instance sends the app's X-App-Token", async () => {
    const sent: Request[] = [];
    const api = createApi(
      harness.origin,
      { getAccessToken: async () => null, getCustomerId: () => null, getSessionId: () => null, getZip: () => null },
      () => undefined,
      { fetch: (request) => (sent.push(request.clone()), fetch(request)) },
    );
    // Another address than the table's: password resets are throttled per address.
    const { response } = await api.main.POST('/web_v1/password_resets.json', { body: { email: 'new@clipback.test' } });
    expect(response.status).to.equal(202);
    expect(sent[0]?.headers.get('x-app-token')).to.equal(WEB_APP_TOKEN);
  });
});
