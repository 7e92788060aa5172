// Issue 29, defect 5: with SANDBOX_ENDPOINTS=off NODE_ENV=production (a deployment, not a demo) the demo accounts,
// their known password and the seed's deterministic secrets (the e-mail settings token) must not answer.
import { expect } from 'chai';
import { signIn } from '../../../../scripts/sandbox/identity';
import { buildCatalogue } from '../../../../scripts/sandbox/seed/catalogue';
import { buildCustomers } from '../../../../scripts/sandbox/seed/customers';
import { DEFAULT_SCALE, DEFAULT_SEED, DEMO_CUSTOMERS, DEMO_PASSWORD } from '../../../../scripts/sandbox/seed';
import { createRng } from '../../../../scripts/sandbox/seed/rng';
import { startSandboxWithEnv, useOwnSandbox } from '../support/sandbox';
import { call } from './support';

/** The e-mail settings token the deterministic seed generator makes for the demo account (seed 1). */
function seededEmailSettingsToken(): string {
  const rng = createRng(DEFAULT_SEED);
  const ctx = { scale: DEFAULT_SCALE, now: new Date() };
  const catalogue = buildCatalogue({ ...ctx, rng: rng.fork('catalogue') });
  const customers = buildCustomers({ ...ctx, rng: rng.fork('customers') }, catalogue);
  return String(customers.email_settings_tokens[0]?.token);
}

describe('sandbox platform: production mode (SANDBOX_ENDPOINTS=off NODE_ENV=production)', function () {
  this.timeout(180_000);
  const harness = useOwnSandbox(() => startSandboxWithEnv({ SANDBOX_ENDPOINTS: 'off', NODE_ENV: 'production' }));

  it("the seed's fixed e-mail settings token does not answer", async () => {
    const token = seededEmailSettingsToken();
    expect(token).to.match(/^est-/);
    const settings = await call(harness.origin, 'POST', '/api/gateway/monolith/fetchEmailSettingsWithToken', { body: { token } });
    expect(settings.status, JSON.stringify(settings.body)).to.equal(401);
    expect(settings.body.code).to.equal('TOKEN_INVALID');
  });

  it('no demo account signs in with the published password', async () => {
    for (const { email } of Object.values(DEMO_CUSTOMERS)) {
      const attempt = await signIn(harness.sandbox.identity.accounts, email, DEMO_PASSWORD, new Date());
      expect(attempt.ok, email).to.equal(false);
    }
  });

  it('still serves the catalogue', async () => {
    const retailers = await call(harness.origin, 'POST', '/api/gateway/contentServer/fetchGenericRetailers', { body: { retailerIds: [1408] } });
    expect(retailers.status).to.equal(200);
  });
});
