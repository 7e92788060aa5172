import { expect } from 'chai';
import { formatQuery, type QueryInput } from '../../../../domain/navigation/routeQuery';
import { ERROR_MESSAGE_PROPERTY, PLATFORM_TRACKING_EVENT } from '../../../../domain/constants/platform';
import { REFUSED_AFFILIATE_URL_REPORT, SANDBOX_AFFILIATE_ORIGIN } from '../../../../domain/navigation/affiliateLanding';
import { RetailerLaunchPageModel } from '../../../../ui/pages/retailerLaunch/RetailerLaunchPageModel';
import { createTestStores } from '../../../support/testStores';

const LAUNCH_ID = 'lid-0123456789abcdefghijABCDEFGHIJ01';
const AFFILIATE_URL = `https://go.example/r?u1=${LAUNCH_ID}`;
const QUERY = {
  affiliateUrl: AFFILIATE_URL,
  name: 'Target',
  iconUrl: '/sandbox/images/retailers/1058/icon.png',
  offerValueString: '5% back',
  shoppingId: 'S-12345',
  itemOfferCount: '3',
  topAmountBack: '200',
  maxPercentBack: '5',
  launchedOfferId: '77',
};

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/** The affiliate-link service's hosts as /app-config.json would list them. */
const AFFILIATE_LINK_HOSTS = ['go.example', new URL(SANDBOX_AFFILIATE_ORIGIN).host];

function launchPage(query: QueryInput = QUERY, environment: 'sandbox' | 'production' | null = 'production') {
  const test = createTestStores({ path: `/retailer-launch${formatQuery(query)}` });
  if (environment) {
    test.stores.environment.setEnvironment(environment);
    test.stores.environment.setAffiliateLinkHosts(AFFILIATE_LINK_HOSTS);
  }
  return { ...test, model: new RetailerLaunchPageModel(test.stores) };
}

describe('RetailerLaunchPageModel', () => {
  it('reads the retailer, its cash back, the offers being activated and the shopping id from the query', () => {
    const { model } = launchPage();
    expect(model.retailerName).to.equal('Target');
    expect(model.iconUrl).to.equal(QUERY.iconUrl);
    expect(model.offerValue).to.equal('5% back');
    expect(model.maxPercentBackLabel).to.equal('Up to 5% back');
    expect(model.topAmountBackLabel).to.equal('Up to $2.00 back');
    expect(model.activatedOfferCount).to.equal(3);
    expect(model.launchedOfferId).to.equal('77');
    expect(model.shoppingId).to.equal('S-12345');
  });

  it('leaves out what is missing or malformed, and an icon that is not https or same-origin', () => {
    const { model } = launchPage({
      affiliateUrl: AFFILIATE_URL,
      iconUrl: 'http://tracker.example/pixel.gif',
      itemOfferCount: '-2',
      maxPercentBack: 'lots',
      launchedOfferId: '<b>1</b>',
    });
    expect(model.retailerName).to.equal(null);
    expect(model.iconUrl).to.equal(null);
    expect(model.activatedOfferCount).to.equal(0);
    expect(model.maxPercentBackLabel).to.equal(null);
    expect(model.topAmountBackLabel).to.equal(null);
    expect(model.launchedOfferId).to.equal(null);
    expect(model.shoppingId).to.equal(null);
  });

  it('forwards to the affiliate URL once the delay is over, once', async () => {
    const { model, externalNavigation } = launchPage();
    model.start(20);
    await tick();
    expect(externalNavigation.replacedWith).to.deep.equal([]);
    await tick(40);
    expect(externalNavigation.replacedWith).to.deep.equal([AFFILIATE_URL]);
    expect(model.forwarded).to.equal(true);
    model.stop();
  });

  it("lands a sandbox affiliate URL on the sandbox's demo retailer site", async () => {
    const sandboxUrl = `${SANDBOX_AFFILIATE_ORIGIN}/demo-retailer/1058?launchId=${LAUNCH_ID}`;
    const { model, externalNavigation } = launchPage({ ...QUERY, affiliateUrl: sandboxUrl }, 'sandbox');
    model.start(0);
    await tick();
    expect(externalNavigation.replacedWith).to.deep.equal([`/demo-retailer/1058?launchId=${LAUNCH_ID}`]);
  });

  it('waits for the environment before forwarding (a sandbox URL must land locally)', async () => {
    const { model, stores, externalNavigation } = launchPage(QUERY, null);
    model.start(0);
    await tick();
    expect(model.forwardTarget).to.equal(null);
    expect(externalNavigation.replacedWith).to.deep.equal([]);
    stores.environment.setEnvironment('production');
    expect(externalNavigation.replacedWith).to.deep.equal([]);
    stores.environment.setAffiliateLinkHosts(AFFILIATE_LINK_HOSTS);
    expect(externalNavigation.replacedWith).to.deep.equal([AFFILIATE_URL]);
  });

  it('never forwards to an affiliate URL the guard rule refuses', async () => {
    for (const affiliateUrl of [`http://go.example/r?u1=${LAUNCH_ID}`, 'javascript:alert(1)', `https://evil.example/out?to=${encodeURIComponent(AFFILIATE_URL)}`]) {
      const { model, externalNavigation } = launchPage({ ...QUERY, affiliateUrl });
      model.start(0);
      await tick();
      expect(model.forwardTarget, affiliateUrl).to.equal(null);
      expect(externalNavigation.replacedWith, affiliateUrl).to.deep.equal([]);
      model.stop();
    }
  });

  it("sends another origin's https URL home, with the 'error message' event, and never forwards to it (issue 29)", async () => {
    const affiliateUrl = `https://redirect.example/out?to=${encodeURIComponent('https://evil.example/login')}&id=${LAUNCH_ID}`;
    const { model, stores, externalNavigation, tracking } = launchPage({ ...QUERY, affiliateUrl });
    model.start(0);
    await tick(20);
    expect(externalNavigation.replacedWith).to.deep.equal([]);
    expect(stores.router.path).to.equal('/home');
    const reported = tracking.events.filter((event) => event.name === PLATFORM_TRACKING_EVENT.ERROR_MESSAGE);
    expect(reported).to.have.length(1);
    expect(reported[0]?.properties).to.deep.include({ [ERROR_MESSAGE_PROPERTY.MESSAGE]: REFUSED_AFFILIATE_URL_REPORT, host: 'redirect.example' });
    model.stop();
  });

  it('does not forward after the page went away', async () => {
    const { model, externalNavigation } = launchPage();
    model.start(10);
    model.stop();
    await tick(30);
    expect(externalNavigation.replacedWith).to.deep.equal([]);
  });
});
