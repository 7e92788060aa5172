import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS } from '../../../../domain/constants/retailers';
import type { ClipbackSdk } from '../../../../sdk/src';
import { SANDBOX_MESSAGES } from '../../../../scripts/sandbox/services/account/refusals';
import { DEMO_EMAIL, NEW_EMAIL } from '../support/sandbox';
import { DEMO, NEW, apiError, rawRequest, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

const MAPLE_AND_MAIN = DEFAULT_RETAILER_IDS[0] as number;

describe('sandbox account: list to offers', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));
  const fresh = builtBefore(() => harness.sdkFor(NEW_EMAIL));

  it('GET answers the seeded list of the demo with its offers hydrated', async () => {
    const { data } = await demo.main.GET('/listToOffers');
    expect(data?.listToOffers?.retailerId).to.equal(MAPLE_AND_MAIN);
    expect(data?.listToOffers?.matchedOffers.map((group) => group.searchTerm)).to.deep.equal(['milk', 'eggs', 'coffee', 'bread']);
    for (const offer of data?.listToOffers?.matchedOffers[0]?.offers ?? []) expect(offer.name.toLowerCase()).to.contain('milk');
  });

  it('GET answers null for a customer without a list', async () => {
    expect((await fresh.main.GET('/listToOffers')).data).to.deep.equal({ listToOffers: null });
  });

  it('POST matches each line against the retailer’s offers and stores the list', async () => {
    const { data } = await fresh.main.POST('/listToOffers', { body: { list: 'Whole milk\noat milk\nunobtainium', retailerId: MAPLE_AND_MAIN } });
    const groups = data?.listToOffers.matchedOffers ?? [];
    expect(groups.map((group) => [group.searchTerm, group.title])).to.deep.equal([
      ['Whole milk', 'Whole milk'], ['oat milk', 'Oat milk'], ['unobtainium', 'Unobtainium'],
    ]);
    expect(groups[0]?.offers.length).to.be.within(1, 10);
    expect(groups[0]?.offers[0]?.name).to.match(/whole milk/i);
    for (const offer of groups[1]?.offers ?? []) expect(offer.name.toLowerCase()).to.match(/oat|milk/);
    expect(groups[1]?.offers[0]?.name).to.match(/oat milk/i);
    expect(groups[2]?.offers).to.deep.equal([]);
    for (const offer of groups.flatMap((group) => group.offers)) expect(offer.retailers).to.include(MAPLE_AND_MAIN);

    const { data: stored } = await fresh.main.GET('/listToOffers');
    expect(stored?.listToOffers).to.deep.equal(data?.listToOffers);
  });

  it('POST tolerates case, plurals and a slip in a word', async () => {
    const { data } = await fresh.main.POST('/listToOffers', { body: { list: 'WHOLE MILKS\nwhole mlik', retailerId: MAPLE_AND_MAIN } });
    for (const group of data?.listToOffers.matchedOffers ?? []) expect(group.offers[0]?.name, group.searchTerm).to.match(/whole milk/i);
  });

  it('refuses an unknown retailer, a blank list and one of invisible characters only with 400', async () => {
    const unknown = await apiError(fresh.main.POST('/listToOffers', { body: { list: 'milk', retailerId: 987_654 } }), 400);
    expect(unknown.fields).to.deep.equal({ retailerId: MESSAGES.RETAILER_NOT_FOUND });
    await apiError(fresh.main.POST('/listToOffers', { body: { list: '  \n ', retailerId: MAPLE_AND_MAIN } }), 400);
    const invisible = await apiError(fresh.main.POST('/listToOffers', { body: { list: '\u0007\n\u200b', retailerId: MAPLE_AND_MAIN } }), 400);
    expect(invisible.fields).to.deep.equal({ list: SANDBOX_MESSAGES.LIST_WITHOUT_ITEMS });
  });

  it('answers 403 when X-Customer-Id names someone else, and stores nothing', async () => {
    const { accessToken } = await harness.tokenFor(NEW_EMAIL);
    const before = await harness.sandbox.db.query('SELECT id FROM shopping_lists');
    const { status } = await rawRequest(harness, 'POST', '/api/main/listToOffers', {
      token: accessToken,
      headers: { 'x-customer-id': DEMO.id },
      body: { list: 'milk', retailerId: MAPLE_AND_MAIN },
    });
    expect(status).to.equal(403);
    expect(await harness.sandbox.db.query('SELECT id FROM shopping_lists')).to.deep.equal(before);
  });

  it('takes feedback once (201), then answers 409 ALREADY_SUBMITTED', async () => {
    const { data, response } = await fresh.main.POST('/listToOffers/feedback', { body: { frequency: 'often', additionalText: 'Handy!', retailerId: MAPLE_AND_MAIN } });
    expect(response.status).to.equal(201);
    expect(data).to.deep.equal({ submitted: true });
    const again = await apiError(fresh.main.POST('/listToOffers/feedback', { body: { frequency: 'never' } }), 409);
    expect(again.code).to.equal('ALREADY_SUBMITTED');
    const rows = await harness.sandbox.db.query<{ frequency: string; shopping_list_id: number | null }>(
      'SELECT frequency, shopping_list_id FROM list_to_offers_feedback WHERE customer_id = $1',
      [NEW.id],
    );
    expect(rows).to.have.length(1);
    expect(rows[0]?.frequency).to.equal('often');
    expect(rows[0]?.shopping_list_id).to.be.a('number');
    await apiError(demo.main.POST('/listToOffers/feedback', { body: { frequency: 'sometimes-ish' as never } }), 400);
  });
});
