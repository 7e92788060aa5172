import { expect } from 'chai';
import { FLAG } from '../../../../domain/constants/flags';
import { GRAPHQL_SERVICES, REST_SERVICES } from '../../../../sdk/src/services';
import { hashPassword } from '../../../../scripts/sandbox/db';
import { DatabaseIdentityAccounts } from '../../../../scripts/sandbox/identity';
import { DEMO_CUSTOMERS } from '../../../../scripts/sandbox/seed';
import { type SandboxHarness } from '../support/sandbox';
import { call } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

describe('sandbox platform: the sandbox-only endpoints (/sandbox)', function () {
  this.timeout(60_000);

  const harness = useSharedSandbox();

  describe('GET /sandbox/services', () => {
    it('lists every contract service, the identity provider and the stand-ins, as absolute URLs on the origin', async () => {
      const { status, body } = await call(harness.origin, 'GET', '/sandbox/services');
      expect(status).to.equal(200);
      const expected = {
        ...Object.fromEntries(Object.entries({ ...REST_SERVICES, ...GRAPHQL_SERVICES }).map(([name, { basePath }]) => [name, harness.origin + basePath])),
        identity: `${harness.origin}/identity`,
        bankLinking: `${harness.origin}/sandbox/plaid`,
        retailerSite: `${harness.origin}/demo-retailer`,
        images: `${harness.origin}/sandbox/images`,
      };
      expect(body).to.deep.equal(expected);
      for (const url of Object.values(body as Record<string, string>)) expect(new URL(url).origin).to.equal(harness.origin);
    });

    it('gives URLs that answer: each REST base reaches its own service, GraphQL executes, the identity provider is discoverable', async () => {
      const { body: urls } = await call(harness.origin, 'GET', '/sandbox/services');
      for (const name of Object.keys(REST_SERVICES)) {
        const response = await fetch(`${urls[name]}/no-such-operation`);
        expect(response.status, name).to.equal(404);
        expect((await response.json()).message, name).to.equal(`No ${name} endpoint at /no-such-operation.`);
      }
      for (const name of Object.keys(GRAPHQL_SERVICES)) {
        const response = await fetch(urls[name], { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
        expect(await response.json(), name).to.deep.equal({ data: { __typename: 'Query' } });
      }
      const discovery = await (await fetch(`${urls.identity}/.well-known/openid-configuration`)).json();
      expect(discovery.issuer).to.equal(`${urls.identity}/`);
      for (const name of ['bankLinking', 'retailerSite', 'images']) {
        const response = await fetch(urls[name]);
        expect(response.status, name).to.be.below(500);
      }
    });
  });

  describe('POST /sandbox/tokens', () => {
    for (const demo of Object.values(DEMO_CUSTOMERS)) {
      it(`mints a token for ${demo.email} that the APIs accept as that customer`, async () => {
        const { status, body } = await call(harness.origin, 'POST', '/sandbox/tokens', { body: { email: demo.email } });
        expect(status).to.equal(201);
        expect(body.customerId).to.equal(demo.id);
        expect(Date.parse(body.expiresAt)).to.be.greaterThan(Date.now());
        expect(await harness.sandbox.identity.verifyAccessToken(body.accessToken)).to.deep.include({ customerId: demo.id, identityId: demo.identityId });
        const evaluated = await call(harness.origin, 'POST', '/api/flags/evaluations', {
          body: { keys: [FLAG.MAINTENANCE], context: { platform: 'web_v2', customerId: demo.id } },
          headers: { authorization: `Bearer ${body.accessToken}` },
        });
        expect(evaluated.status).to.equal(200);
      });
    }

    it('reads the email without regard to case', async () => {
      const { status, body } = await call(harness.origin, 'POST', '/sandbox/tokens', { body: { email: 'Demo@Clipback.TEST' } });
      expect(status).to.equal(201);
      expect(body.customerId).to.equal(DEMO_CUSTOMERS.DEMO.id);
    });

    it('answers 404 NOT_FOUND for an email no account uses', async () => {
      const { status, body } = await call(harness.origin, 'POST', '/sandbox/tokens', { body: { email: 'nobody@clipback.test' } });
      expect(status).to.equal(404);
      expect(body.code).to.equal('NOT_FOUND');
    });

    it('answers 404 NO_CUSTOMER for an account that has not registered (no customer id to give)', async () => {
      const email = 'half-signed-up@clipback.test';
      await new DatabaseIdentityAccounts(harness.sandbox.db).create({ email, passwordHash: await hashPassword('clipback-demo'), createdAt: new Date() });
      const { status, body } = await call(harness.origin, 'POST', '/sandbox/tokens', { body: { email } });
      expect(status).to.equal(404);
      expect(body.code).to.equal('NO_CUSTOMER');
    });
  });

  describe('PUT /sandbox/flags', () => {
    after(() => call(harness.origin, 'PUT', '/sandbox/flags', { body: { flags: { maintenance: false } } }));

    it('answers every flag after the change and the flags service agrees at once', async () => {
      const put = await call(harness.origin, 'PUT', '/sandbox/flags', { body: { flags: { maintenance: true } } });
      expect(put.status).to.equal(200);
      expect(Object.keys(put.body.flags).sort()).to.deep.equal(Object.values(FLAG).sort());
      const evaluated = await call(harness.origin, 'POST', '/api/flags/evaluations', { body: { context: { platform: 'web_v2' } } });
      expect(evaluated.body.flags).to.deep.equal(put.body.flags);
    });
  });
});
