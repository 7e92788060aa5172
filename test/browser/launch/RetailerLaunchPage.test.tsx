import { expectAccessible } from '../support/axe';
import { expect } from 'chai';
import { SANDBOX_AFFILIATE_HOST, SANDBOX_AFFILIATE_ORIGIN, RETAILER_LAUNCH_FORWARD_DELAY_MS } from '../../../domain/navigation/affiliateLanding';
import { formatQuery, type QueryInput } from '../../../domain/navigation/routeQuery';
import RetailerLaunchPage from '../../../ui/pages/retailerLaunch/RetailerLaunchPage';
import { RETAILER_LAUNCH_COPY } from '../../../ui/pages/retailerLaunch/copy';
import { useTitledDocument } from '../support/render';
import { textOutsideItsBoxes } from '../support/textOverflow';
import { setViewport } from '../support/viewport';
import { renderShell, settle } from '../shell/support/shellHarness';

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

async function renderLaunch(query: QueryInput = QUERY, environment: 'sandbox' | 'production' = 'production', width?: number) {
  return renderShell(<main><RetailerLaunchPage /></main>, {
    path: `/retailer-launch${formatQuery(query)}`,
    ...(width === undefined ? {} : { width }),
    signedIn: true,
    arrange: ({ stores }) => {
      stores.environment.setEnvironment(environment);
      stores.environment.setAffiliateLinkHosts(['go.example', SANDBOX_AFFILIATE_HOST]);
    },
  });
}

describe('the retailer-launch page in Chromium', () => {
  useTitledDocument('Retailer launch');

  it('shows the retailer, its cash back, the offers being activated and the shopping id', async () => {
    const { container } = await renderLaunch();
    expect(container.querySelector('h1')?.textContent).to.equal('Target');
    expect(container.querySelector('img')?.getAttribute('src')).to.equal(QUERY.iconUrl);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal('Taking you to Target…');
    const text = container.textContent ?? '';
    for (const shown of ['5% back', 'Up to 5% back', 'Up to $2.00 back', '3 offers activated for this trip', 'Including the offer you picked (offer 77)', 'S-12345']) {
      expect(text).to.contain(shown);
    }
    const link = container.querySelector<HTMLAnchorElement>('a')!;
    expect(link.textContent).to.equal('Continue to Target');
    expect(link.getAttribute('href')).to.equal(AFFILIATE_URL);
    await expectAccessible({ ignore: ['region'] });
  });

  it('forwards to the affiliate URL after the delay, once, and not before', async function () {
    this.timeout(RETAILER_LAUNCH_FORWARD_DELAY_MS + 3000);
    const { externalNavigation } = await renderLaunch();
    await settle(RETAILER_LAUNCH_FORWARD_DELAY_MS / 2);
    expect(externalNavigation.replacedWith).to.deep.equal([]);
    await settle(RETAILER_LAUNCH_FORWARD_DELAY_MS);
    expect(externalNavigation.replacedWith).to.deep.equal([AFFILIATE_URL]);
  });

  it("in the sandbox, forwards a sandbox affiliate URL to the sandbox's demo retailer site", async function () {
    this.timeout(RETAILER_LAUNCH_FORWARD_DELAY_MS + 3000);
    const sandboxUrl = `${SANDBOX_AFFILIATE_ORIGIN}/demo-retailer/1058?launchId=${LAUNCH_ID}`;
    const { container, externalNavigation } = await renderLaunch({ ...QUERY, affiliateUrl: sandboxUrl }, 'sandbox');
    const local = `/demo-retailer/1058?launchId=${LAUNCH_ID}`;
    expect(container.querySelector('a')?.getAttribute('href')).to.equal(local);
    await settle(RETAILER_LAUNCH_FORWARD_DELAY_MS + 200);
    expect(externalNavigation.replacedWith).to.deep.equal([local]);
  });

  it('never forwards a hostile affiliate URL, nor offers a link to it', async function () {
    this.timeout(RETAILER_LAUNCH_FORWARD_DELAY_MS + 3000);
    const { container, externalNavigation } = await renderLaunch({ ...QUERY, affiliateUrl: `javascript:alert(1)//?u1=${LAUNCH_ID}` });
    expect(container.querySelector('a')).to.equal(null);
    await settle(RETAILER_LAUNCH_FORWARD_DELAY_MS + 200);
    expect(externalNavigation.replacedWith).to.deep.equal([]);
  });

  it('names no retailer it was not given, shows markup as text and hides an unsafe icon', async () => {
    const { container } = await renderLaunch({
      affiliateUrl: AFFILIATE_URL,
      shoppingId: '<img src=x onerror=alert(1)>',
      iconUrl: 'http://tracker.example/pixel.gif',
    });
    expect(container.querySelector('h1')?.textContent).to.equal(RETAILER_LAUNCH_COPY.FALLBACK_RETAILER);
    expect(container.querySelector('img')).to.equal(null);
    expect(container.textContent).to.contain('<img src=x onerror=alert(1)>');
    expect(container.querySelector('a')?.textContent).to.equal('Continue to the retailer');
    await expectAccessible({ ignore: ['region'] });
  });

  describe('at 375, 768 and 1280 px', () => {
    after(() => setViewport(800, 600));
    for (const width of [375, 768, 1280]) {
      it(`keeps every text inside its box and the page inside the viewport at ${width} px`, async () => {
        const long = 'The Extraordinarily Long Named Department Store Company';
        const { container } = await renderLaunch({ ...QUERY, name: long, shoppingId: 'SHOP-0123456789ABCDEFGHIJKLMNOPQRSTUV' }, 'production', width);
        expect(textOutsideItsBoxes(container)).to.deep.equal([]);
        expect(document.documentElement.scrollWidth).to.be.at.most(width);
      });
    }
  });
});
