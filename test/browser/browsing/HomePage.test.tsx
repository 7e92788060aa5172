import { expect } from 'chai';
import { act } from 'react';
import { FLAG } from '../../../domain/constants/flags';
import HomePage from '../../../ui/pages/home/HomePage';
import { aBanner, CATALOGUE_FIXTURE as F } from '../../support/catalogueMother';
import { browsingStores } from '../../support/browsingStores';
import { cleanup, texts } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { expectAccessibleBasics, flush } from './support';

async function openHome({ signedIn = false, bannersOn = true, seasonal = true, seasonalFails = false } = {}) {
  const setup = await browsingStores({ path: '/home', signedIn, flags: { [FLAG.BANNERS_TOGGLE]: bannersOn } });
  if (seasonalFails) setup.catalogue.failures.set('fetchHomeSeasonalBanner', new Error('GraphQL error: upstream timeout'));
  if (seasonal) setup.catalogue.seasonalBanner = aBanner({ id: 9, name: 'Holiday gifts', link: 'retailer/lanternlight_books/9003', altText: 'Holiday gifts are coming' });
  const release = setup.catalogue.hold('fetchCategoriesWithRetailers');
  const rendered = renderRoute(<HomePage />, setup.stores);
  return { ...setup, ...rendered, release };
}

const section = (container: HTMLElement, heading: string) =>
  [...container.querySelectorAll('section')].find((element) => element.querySelector('h2')?.textContent === heading);

describe('<HomePage> in Chromium', () => {
  afterEach(cleanup);

  it('shows loading states, then the seasonal banner, recommended retailers, categories and Hot Deals', async () => {
    const { container, release } = await openHome({ signedIn: true });
    await flush(2);
    expect(texts(container, '[role="status"]')).to.include('Loading…');
    release();
    await flush();
    expect(texts(container, '[role="status"]')).to.deep.equal([]);

    const banner = container.querySelector('a[href="/retailers/lanternlight_books/9003"] img');
    expect(banner?.getAttribute('alt')).to.equal('Holiday gifts are coming');

    const recommended = section(container, 'Recommended retailers');
    expect(recommended?.querySelectorAll('ul > li')).to.have.length(4);
    expect(recommended?.querySelector('a')?.getAttribute('href')).to.equal('/retailers');

    const categories = section(container, 'Shop by category');
    expect([...(categories?.querySelectorAll('ul a') ?? [])].map((link) => link.getAttribute('href'))).to.deep.equal([
      '/categories/Hot_Deals/1482',
      '/categories/Clothing_and_Accessories/153',
      '/categories/Grocery/88',
    ]);

    const hotDeals = section(container, 'Hot Deals');
    expect(hotDeals?.querySelectorAll('ul > li')).to.have.length(4);
    expect(hotDeals?.querySelector('ul a')?.getAttribute('href')).to.equal(`/retailers/Maple_Outfitters/${F.RETAILER_ID}`);
    expectAccessibleBasics(container);
  });

  it('gives a visitor the ranked public retailers as recommendations', async () => {
    const { container, release, catalogue } = await openHome({ signedIn: false });
    release();
    await flush();
    expect(catalogue.calls).not.to.include('fetchHomeRecommendedRetailers');
    const names = [...(section(container, 'Recommended retailers')?.querySelectorAll('ul img') ?? [])].map((image) => image.getAttribute('alt'));
    expect(names).to.deep.equal(['Bluebird Books', 'Maple Outfitters']);
  });

  it('shows no banner while the banners flag is off, and an error where a section failed', async () => {
    const { container, release, catalogue } = await openHome({ bannersOn: false });
    catalogue.failures.set('fetchCategoriesWithRetailers', new Error('No categories with retailers were returned'));
    release();
    await flush();
    expect(container.querySelector('img[alt="Holiday gifts are coming"]')).to.equal(null);
    expect(section(container, 'Shop by category')?.textContent).to.contain('No categories with retailers were returned');
    expectAccessibleBasics(container);
  });

  it("says 'Error occured while fetching seasonal promotions, please try again...' where the seasonal banner failed, and Try again brings it", async () => {
    const { container, release, catalogue } = await openHome({ seasonalFails: true });
    release();
    await flush();
    const seasonal = section(container, 'Seasonal promotion');
    expect(seasonal?.querySelector('[role="alert"]')?.textContent).to.equal('Error occured while fetching seasonal promotions, please try again...');
    expect(container.textContent).not.to.contain('Something went wrong!');
    catalogue.failures.delete('fetchHomeSeasonalBanner');
    const retry = [...(seasonal?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Try again');
    await act(async () => retry!.click());
    await flush();
    expect(container.querySelector('img[alt="Holiday gifts are coming"]')).not.to.equal(null);
    expect(container.querySelector('[role="alert"]')).to.equal(null);
    expectAccessibleBasics(container);
  });
});
