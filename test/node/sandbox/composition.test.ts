import { expect } from 'chai';
import { type SandboxHarness, DEMO_EMAIL } from './support/sandbox';
import { useSharedSandbox } from '../../support/sharedSandbox';

describe('the composed sandbox', function () {
  this.timeout(60_000);
  const harness = useSharedSandbox();

  it('is ready on /healthz and serves the identity provider under /identity with the exact issuer', async () => {
    expect((await fetch(`${harness.origin}/healthz`)).status).to.equal(200);
    const discovery = await (await fetch(`${harness.origin}/identity/.well-known/openid-configuration`)).json();
    expect(discovery.issuer).to.equal(`${harness.origin}/identity/`);
  });

  it('verifies access tokens on the APIs: a test token passes authentication, a forged one gets 401', async () => {
    const { accessToken } = await harness.tokenFor(DEMO_EMAIL);
    const forged = await fetch(`${harness.origin}/api/main/v2/customers/1`, { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(forged.status).to.equal(401);
    const real = await fetch(`${harness.origin}/api/main/v2/customers/does-not-matter`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(real.status).not.to.equal(401);
  });

  it('mounts every GraphQL endpoint of the contract', async () => {
    for (const path of ['/api/graphql', '/api/payments/graphql']) {
      const response = await fetch(harness.origin + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ __typename }' }),
      });
      expect(response.status, path).to.equal(200);
      expect(await response.json(), path).to.deep.equal({ data: { __typename: 'Query' } });
    }
  });
});

describe('sandbox routing between prefixes', () => {
  it('gives a path to the service with the longest matching prefix', async () => {
    const { createSandboxServer } = await import('../../../scripts/sandbox/server');
    const { listenOnFreePort, close } = await import('../../support/listen');
    const answer = (name: string) => ({
      name,
      prefix: name,
      handle: (_request: unknown, response: import('node:http').ServerResponse) => {
        response.end(name);
      },
    });
    const server = createSandboxServer({ distDir: '/nonexistent', services: [answer('/sandbox'), answer('/sandbox/plaid')] });
    const base = await listenOnFreePort(server);
    try {
      expect(await (await fetch(`${base}/sandbox/plaid/link.js`)).text()).to.equal('/sandbox/plaid');
      expect(await (await fetch(`${base}/sandbox/tokens`)).text()).to.equal('/sandbox');
      expect(await (await fetch(`${base}/sandbox/plaidish`)).text()).to.equal('/sandbox');
    } finally {
      await close(server);
    }
  });
});
