import { expect } from 'chai';
import { act } from 'react';
import { Breadcrumbs } from '../../../ui/components/Breadcrumbs/Breadcrumbs';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { createTestStores } from '../../support/testStores';
import { cleanup, render, texts } from '../support/render';
import { setViewport } from '../support/viewport';
import { isShown } from '../shell/support/shellHarness';

/** category → retailer → offer, each page naming itself as it would once loaded. */
function storesOnAnOffer(width: number) {
  const twins = createTestStores({ path: '/home', width });
  const { router, routeHistory } = twins.stores;
  router.navigate('/categories/Grocery/88');
  routeHistory.setPageContext({ title: 'Grocery' });
  router.navigate('/retailers/Acme_Market/12');
  routeHistory.setPageContext({ title: 'Acme Market' });
  router.navigate('/offers/Milk/5');
  routeHistory.setPageContext({ title: 'Milk', offerRetailerIds: [12] });
  return twins;
}

function renderCrumbs(twins: ReturnType<typeof createTestStores>) {
  return render(
    <StoresProvider stores={twins.stores}>
      <Breadcrumbs />
    </StoresProvider>,
  );
}

describe('<Breadcrumbs> in Chromium', () => {
  afterEach(cleanup);

  it('desktop: the whole trail as an ordered list in a Breadcrumb nav, the last crumb the current page', async () => {
    await setViewport(1280, 800);
    const twins = storesOnAnOffer(1280);
    const { container } = renderCrumbs(twins);
    const nav = container.querySelector('nav[aria-label="Breadcrumb"]');
    expect(nav).to.not.equal(null);
    expect(isShown(nav!.querySelector(':scope > a')), 'the back link is display: none').to.equal(false);
    expect(texts(container, 'nav ol > li')).to.deep.equal(['Categories', 'Grocery', 'Acme Market', 'Milk']);
    const links = [...container.querySelectorAll('nav ol a')];
    expect(links.map((link) => link.getAttribute('href'))).to.deep.equal([
      '/categories',
      '/categories/Grocery/88',
      '/retailers/Acme_Market/12',
      '/offers/Milk/5',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).to.deep.equal([null, null, null, 'page']);
    // The separators are CSS, not text a screen reader would read.
    const second = container.querySelectorAll('nav ol > li')[1] as HTMLElement;
    expect(getComputedStyle(second, '::before').content).to.equal('"/"');
  });

  it('mobile (under 768): one link back to the previous crumb', async () => {
    await setViewport(375, 800);
    const twins = storesOnAnOffer(375);
    const { container } = renderCrumbs(twins);
    const nav = container.querySelector('nav[aria-label="Breadcrumb"]');
    expect(isShown(nav?.querySelector('ol')), 'the list is display: none').to.equal(false);
    const back = [...(nav?.querySelectorAll('a') ?? [])].filter(isShown);
    expect(back).to.have.length(1);
    expect(back?.[0]?.getAttribute('href')).to.equal('/retailers/Acme_Market/12');
    expect(back?.[0]?.textContent).to.include('Acme Market');
    expect(back?.[0]?.querySelector('.visually-hidden')?.textContent).to.equal('Back to Acme Market');
  });

  it('follows the width as it changes: mobile under 768, the list from 768', async () => {
    await setViewport(1280, 800);
    const twins = storesOnAnOffer(1280);
    const { container } = renderCrumbs(twins);
    expect(isShown(container.querySelector('nav ol'))).to.equal(true);
    await setViewport(767, 800);
    expect(isShown(container.querySelector('nav ol'))).to.equal(false);
    expect([...container.querySelectorAll('nav a')].filter(isShown)).to.have.length(1);
    await setViewport(768, 800);
    expect(isShown(container.querySelector('nav ol'))).to.equal(true);
  });

  it('the withdraw trail: Account, Withdraw Earnings, then each step up to the current one', () => {
    const twins = createTestStores({ path: '/account/cashout?page=confirm' });
    const { container } = renderCrumbs(twins);
    expect(texts(container, 'nav ol > li')).to.deep.equal(['Account', 'Withdraw Earnings', 'Choose Account', 'Choose Amount', 'Confirm']);
    expect(container.querySelector('nav ol li:last-child a')?.getAttribute('aria-current')).to.equal('page');
  });

  it('after the withdrawal is complete, no crumb leads back into its steps', () => {
    const twins = createTestStores({ path: '/account/cashout?page=complete' });
    const { container } = renderCrumbs(twins);
    expect(texts(container, 'nav ol > li')).to.deep.equal(['Account', 'Withdraw Earnings', 'Complete']);
    const links = [...container.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links.filter((href) => /page=(confirm|preview|chooseAmount)/.test(href ?? ''))).to.deep.equal([]);
  });

  it('renders nothing on routes without breadcrumbs, or before the page names itself', () => {
    const twins = createTestStores({ path: '/categories' });
    const { container } = renderCrumbs(twins);
    expect(container.querySelector('nav')).to.equal(null);
    act(() => twins.stores.router.navigate('/retailers/Acme/12'));
    expect(container.querySelector('nav')).to.equal(null);
    act(() => twins.stores.routeHistory.setPageContext({ title: 'Acme' }));
    expect(texts(container, 'nav ol > li')).to.deep.equal(['Retailers', 'Acme']);
  });
});
