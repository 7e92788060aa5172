import { expect } from 'chai';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { type SandboxHarness } from '../support/sandbox';
import { useSharedSandbox } from '../../../support/sharedSandbox';

/** What the contract fuzz tier (test/fuzz) found, each fixed at its root and kept fixed here. */
describe('sandbox: findings of the contract fuzz tier stay fixed', function () {
  this.timeout(60_000);

  const harness = useSharedSandbox();

  const post = (path: string, body: unknown) =>
    fetch(harness.origin + path, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-App-Token': WEB_APP_TOKEN }, body: JSON.stringify(body) });

  it('offers of retailers: more than 10 retailers at once is a 400 naming retailerIds, not megabytes of offers', async () => {
    const everyRetailer = Array.from({ length: 5_000 }, (_, index) => index + 1);
    const started = performance.now();
    const response = await post('/api/gateway/contentServer/fetchGenericOffersByRetailerIds', { retailerIds: everyRetailer });
    const body = (await response.json()) as { fields?: Record<string, string> };
    expect(response.status).to.equal(400);
    expect(body.fields).to.have.property('retailerIds');
    // Before the bound this one anonymous request answered 3.7 MB after ~3 s of the single-threaded server's time.
    expect(performance.now() - started).to.be.below(1_000);
  });

  it('GraphQL: a huge variable of the wrong type is refused without being echoed back whole', async () => {
    const huge = 'x'.repeat(200_000);
    const response = await post('/api/graphql', { query: 'query Bonuses($limit: Int) { availableBonuses(limit: $limit) { id } }', variables: { limit: huge } });
    const text = await response.text();
    expect(response.status).to.equal(400);
    // graphql-js quotes the value whole, twice: this answer was 400 KB.
    expect(text.length).to.be.below(2_000);
    const { errors } = JSON.parse(text) as { errors: { message: string; extensions: { code: string } }[] };
    expect(errors[0]?.extensions.code).to.equal('BAD_USER_INPUT');
    expect(errors[0]?.message).to.match(/^Variable "\$limit" got invalid value "x{80}…"; Int cannot represent non-integer value: "x{80}…"$/);
  });

  it('offers of retailers: up to 10 retailers are still answered', async () => {
    const response = await post('/api/gateway/contentServer/fetchGenericOffersByRetailerIds', { retailerIds: Array.from({ length: 10 }, (_, index) => index + 1) });
    expect(response.status).to.equal(200);
    expect(((await response.json()) as { genericOffers: unknown[] }).genericOffers).to.be.an('array');
  });
});
