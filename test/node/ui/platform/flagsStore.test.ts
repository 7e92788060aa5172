import { expect } from 'chai';
import sinon from 'sinon';
import type { FlagsRequest, FlagValues } from '../../../../adapters/flags/FlagsPort';
import { MemoryFlags } from '../../../../adapters/flags/MemoryFlags';
import { FLAG } from '../../../../domain/constants/flags';
import * as MESSAGES from '../../../../domain/constants/messages';
import { FlagsStore } from '../../../../ui/stores/FlagsStore';
import { createTestStores, TEST_NOW } from '../../../support/testStores';

describe('FlagsStore', () => {
  let warn: sinon.SinonStub;
  beforeEach(() => {
    warn = sinon.stub(console, 'warn');
  });
  afterEach(() => warn.restore());

  it('reads the documented defaults until the service answers', () => {
    const flags = new FlagsStore({ flags: new MemoryFlags() });
    expect(flags.loaded).to.equal(false);
    expect(flags.value(FLAG.MAINTENANCE)).to.equal(false);
    expect(flags.value(FLAG.LIST_TO_OFFERS)).to.equal('disabled');
    expect(flags.value(FLAG.CASHOUT_AGE_THRESHOLD)).to.equal(7);
    expect(flags.navigationValues[FLAG.LOGGED_OUT_ITEM_OFFERS]).to.equal(false);
  });

  it('loads the values for the visitor, with defaults for what the service left out', async () => {
    const port = new MemoryFlags();
    port.values = { [FLAG.MAINTENANCE]: true, [FLAG.LOGGED_OUT_AFFILIATE_OFFERS]: true } as FlagValues;
    const flags = new FlagsStore({ flags: port });
    await flags.load({ customerId: null, platform: 'web_v2' });
    expect(port.requests).to.deep.equal([{ customerId: null, platform: 'web_v2' }]);
    expect(flags.loaded).to.equal(true);
    expect(flags.isMaintenance).to.equal(true);
    expect(flags.navigationValues[FLAG.LOGGED_OUT_AFFILIATE_OFFERS]).to.equal(true);
    expect(flags.navigationValues[FLAG.LOGGED_OUT_ITEM_OFFERS]).to.equal(false);
  });

  it('reads the banners toggle, the web-excluded list and the linking lists the browsing stores share', async () => {
    const flags = new FlagsStore({ flags: new MemoryFlags() });
    expect(flags.bannersOn).to.equal(false);
    expect(flags.retailerListRules).to.deep.equal({ webExcludedRetailerIds: [] });
    expect(flags.retailerLinkingLists).to.deep.equal({ unifiedAccountLinkingRetailerIds: [], directIntegrationRetailerIds: [] });
    const port = new MemoryFlags();
    port.values = {
      [FLAG.BANNERS_TOGGLE]: true,
      [FLAG.WEB_EXCLUDED_RETAILERS]: [7],
      [FLAG.UNIFIED_ACCOUNT_LINKING_RETAILERS]: [1],
      [FLAG.DIRECT_INTEGRATION_RETAILERS]: [1408],
    } as FlagValues;
    const loaded = new FlagsStore({ flags: port });
    await loaded.load({ customerId: null, platform: 'web_v2' });
    expect(loaded.bannersOn).to.equal(true);
    expect(loaded.retailerListRules).to.deep.equal({ webExcludedRetailerIds: [7] });
    expect(loaded.retailerLinkingLists).to.deep.equal({ unifiedAccountLinkingRetailerIds: [1], directIntegrationRetailerIds: [1408] });
  });

  it('keeps the defaults (or the last values) when the service fails, logging the documented message', async () => {
    const port = new MemoryFlags();
    const flags = new FlagsStore({ flags: port });
    port.failWith = new Error('down');
    await flags.load({ customerId: null, platform: 'web_v2' });
    expect(flags.loaded).to.equal(true);
    expect(flags.isMaintenance).to.equal(false);
    expect(warn.firstCall.args[0]).to.equal(MESSAGES.FEATURE_FLAGS_FAILED);
    port.failWith = null;
    port.values = { [FLAG.FEEDBACK_SURVEY]: true } as FlagValues;
    await flags.load({ customerId: null, platform: 'web_v2' });
    port.failWith = new Error('down again');
    await flags.load({ customerId: '1', platform: 'web_v2' });
    expect(flags.value(FLAG.FEEDBACK_SURVEY)).to.equal(true);
  });

  it('never lets an older answer overwrite a newer one', async () => {
    const answers: ((values: FlagValues) => void)[] = [];
    const flags = new FlagsStore({
      flags: { evaluate: () => new Promise<FlagValues>((resolve) => answers.push(resolve)) },
    });
    const first = flags.load({ customerId: null, platform: 'web_v2' });
    const second = flags.load({ customerId: '1', platform: 'web_v2' });
    answers[1]?.({ [FLAG.MAINTENANCE]: true } as FlagValues);
    await second;
    answers[0]?.({ [FLAG.MAINTENANCE]: false } as FlagValues);
    await first;
    expect(flags.isMaintenance).to.equal(true);
  });

  it('watch: loads for the visitor and again when the customer signs in and out', async () => {
    const { stores, identity, flags: port } = createTestStores({ path: '/home' });
    await stores.auth.start(new URL('http://localhost/home'));
    const watched = stores.flags.watch((): FlagsRequest => ({ customerId: stores.auth.customerId, platform: 'web_v2' }));
    await watched.ready;
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: TEST_NOW.getTime() / 1000 + 60 });
    await stores.auth.readSession();
    stores.auth.forceSignOut();
    watched.dispose();
    await stores.auth.readSession();
    expect(port.requests.map((request) => request.customerId)).to.deep.equal([null, '1000001', null]);
  });
});
