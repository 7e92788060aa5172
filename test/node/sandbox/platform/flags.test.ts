import { expect } from 'chai';
import { FLAG, FLAG_DEFAULTS } from '../../../../domain/constants/flags';
import { flagStoreFor } from '../../../../scripts/sandbox/services/flags';
import { loadSeedFlags } from '../../../../scripts/sandbox/seed/flags';
import { DEMO_EMAIL, type SandboxHarness } from '../support/sandbox';
import { call } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

describe('sandbox platform: feature flags (POST /api/flags/evaluations)', function () {
  this.timeout(60_000);
  const evaluate = (body: unknown, headers: Record<string, string> = {}) => call(harness.origin, 'POST', '/api/flags/evaluations', { body, headers });
  const setFlags = (flags: Record<string, unknown>) => call(harness.origin, 'PUT', '/sandbox/flags', { body: { flags } });
  const seeded = loadSeedFlags();

  const harness = useSharedSandbox();

  afterEach(async () => {
    // Every test starts from the seeded values, whatever it changed.
    await harness.sandbox.db.query(
      `INSERT INTO feature_flags (key, value) SELECT key, value FROM jsonb_each($1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
      [JSON.stringify(seeded)],
    );
  });

  it('answers every flag of the contract with the seeded values for a visitor, and only the keys asked for', async () => {
    const all = await evaluate({ context: { platform: 'web_v2' } });
    expect(all.status).to.equal(200);
    expect(all.body.flags).to.deep.equal(seeded);
    expect(Object.keys(all.body.flags).sort()).to.deep.equal(Object.values(FLAG).sort());

    const some = await evaluate({ keys: [FLAG.MAINTENANCE, FLAG.LIST_TO_OFFERS], context: { platform: 'web_mobile' } });
    expect(some.body).to.deep.equal({ flags: { maintenance: false, 'list-to-offers': 'enabled' } });
  });

  it('answers a signed-in customer the same values through the SDK (no targeting in the sandbox)', async () => {
    const sdk = await harness.sdkFor(DEMO_EMAIL);
    const { data } = await sdk.flags.POST('/evaluations', {
      body: { keys: [FLAG.CASHOUT_AGE_THRESHOLD], context: { platform: 'web_v2', customerId: sdk.customerId } },
    });
    expect(data).to.deep.equal({ flags: { cashoutAgeThreshold: 7 } });
  });

  it('gives the documented default (001 §9) to a flag the table does not hold', async () => {
    await harness.sandbox.db.query(`DELETE FROM feature_flags WHERE key = ANY($1::text[])`, [[FLAG.LIST_TO_OFFERS, FLAG.TRACKING_ENABLED, FLAG.DIRECT_INTEGRATION_RETAILERS]]);
    const { body } = await evaluate({ context: { platform: 'web_v2' } });
    expect(body.flags[FLAG.LIST_TO_OFFERS]).to.equal('disabled');
    expect(body.flags[FLAG.TRACKING_ENABLED]).to.equal(false);
    expect(body.flags[FLAG.DIRECT_INTEGRATION_RETAILERS]).to.deep.equal([]);
    expect(body.flags[FLAG.MAINTENANCE]).to.equal(seeded[FLAG.MAINTENANCE]);
  });

  it('gives the default to a stored value the contract does not allow (written behind the API, by SQL)', async () => {
    await harness.sandbox.db.query(`UPDATE feature_flags SET value = '"yes"' WHERE key = 'maintenance'`);
    await harness.sandbox.db.query(`UPDATE feature_flags SET value = '"soon"' WHERE key = 'cashout-payments-env'`);
    await harness.sandbox.db.query(`UPDATE feature_flags SET value = '[0, "x"]' WHERE key = 'web-excluded-retailers-list'`);
    const { status, body } = await evaluate({ context: { platform: 'web_v2' } });
    expect(status).to.equal(200);
    expect(body.flags).to.include({ maintenance: FLAG_DEFAULTS.maintenance, 'cashout-payments-env': FLAG_DEFAULTS['cashout-payments-env'] });
    expect(body.flags['web-excluded-retailers-list']).to.deep.equal([]);
  });

  it('sees a change made behind its back (SQL, another instance) on the very next read, though it caches', async () => {
    const popularSort = async () => (await evaluate({ keys: ['popular-sort'], context: { platform: 'web_v2' } })).body.flags['popular-sort'];
    expect(await popularSort()).to.equal(false);
    const store = flagStoreFor(harness.sandbox.db);
    expect(await store.stored()).to.equal(await store.stored());
    await harness.sandbox.db.query(`UPDATE feature_flags SET value = 'true' WHERE key = 'popular-sort'`);
    expect(await popularSort()).to.equal(true);
  });

  it('sees a flip through PUT /sandbox/flags on the very next call: maintenance on, then off', async () => {
    const maintenance = async () => (await evaluate({ keys: ['maintenance'], context: { platform: 'web_v2' } })).body.flags.maintenance;
    expect(await maintenance()).to.equal(false);

    const on = await setFlags({ maintenance: true });
    expect(on.status).to.equal(200);
    expect(on.body.flags).to.deep.equal({ ...seeded, maintenance: true });
    expect(await maintenance()).to.equal(true);

    const off = await setFlags({ maintenance: false });
    expect(off.body.flags.maintenance).to.equal(false);
    expect(await maintenance()).to.equal(false);
  });

  it('changes only the keys given, all in one write, and stamps them with the sandbox clock', async () => {
    const before = await harness.sandbox.db.one<{ updated_at: Date }>(`SELECT updated_at FROM feature_flags WHERE key = 'feedbackSurvey'`);
    const { body } = await setFlags({ 'popular-sort': true, 'home-recommendation': 'VariantB', 'web-excluded-retailers-list': [] });
    expect(body.flags).to.deep.equal({ ...seeded, 'popular-sort': true, 'home-recommendation': 'VariantB', 'web-excluded-retailers-list': [] });
    const after = await harness.sandbox.db.one<{ updated_at: Date }>(`SELECT updated_at FROM feature_flags WHERE key = 'feedbackSurvey'`);
    expect(after?.updated_at.getTime()).to.equal(before?.updated_at.getTime());
    const changed = await harness.sandbox.db.one<{ updated_at: Date }>(`SELECT updated_at FROM feature_flags WHERE key = 'popular-sort'`);
    expect(changed?.updated_at.getTime()).to.be.closeTo(Date.now(), 60_000);
    const evaluated = await evaluate({ keys: ['popular-sort', 'home-recommendation'], context: { platform: 'web_v2' } });
    expect(evaluated.body.flags).to.deep.equal({ 'popular-sort': true, 'home-recommendation': 'VariantB' });
  });

  it('refuses retailer ids that are not in the catalogue, naming the flag, and changes nothing', async () => {
    const refused = await setFlags({ maintenance: true, 'direct-integration-retailers': [1408, 999_999] });
    expect(refused.status).to.equal(400);
    expect(refused.body.fields).to.have.property('flags.direct-integration-retailers').that.includes('999999');
    expect((await evaluate({ keys: ['maintenance'], context: { platform: 'web_v2' } })).body.flags.maintenance).to.equal(false);
  });
});
