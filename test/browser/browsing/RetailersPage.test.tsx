import { expect } from 'chai';
import { act } from 'react';
import { DEFAULT_RETAILER_IDS } from '../../../domain/constants/retailers';
import { DEFAULT_RETAILERS_POSITION, RETAILER_GALLERY_PAGE_SIZE } from '../../../domain/retailers/galleryOrder';
import RetailersPage from '../../../ui/pages/retailers/RetailersPage';
import CategoriesPage from '../../../ui/pages/categories/CategoriesPage';
import CategoryPage from '../../../ui/pages/category/CategoryPage';
import RetailerGroupPage from '../../../ui/pages/retailerGroup/RetailerGroupPage';
import { aCategory, aRetailer, CATALOGUE_FIXTURE as F } from '../../support/catalogueMother';
import { pressKey } from '../support/keys';
import { cleanup, click, texts } from '../support/render';
import { expectAccessibleBasics, flush, renderBrowsing } from './support';

const cardIds = (container: HTMLElement) =>
  [...container.querySelectorAll('ul > li > a[href^="/retailers/"]')].map((link) => Number(link.getAttribute('href')?.split('/').at(-1)));

describe('the retailers gallery and category pages in Chromium', () => {
  afterEach(cleanup);

  it('orders the gallery: favourites first, the default retailers at position 6', async () => {
    const { container } = await renderBrowsing(<RetailersPage />, { path: '/retailers', signedIn: true });
    const ids = cardIds(container);
    expect(ids.slice(0, 2)).to.deep.equal([302, F.OTHER_RETAILER_ID]);
    expect(ids.slice(DEFAULT_RETAILERS_POSITION - 1, DEFAULT_RETAILERS_POSITION + 1)).to.deep.equal([...DEFAULT_RETAILER_IDS]);
    expect(ids).not.to.include.members([F.TEMP_DISABLED_ID, F.WEB_EXCLUDED_ID]);
    expect(container.querySelector('h1')?.textContent).to.equal('All retailers');
    expectAccessibleBasics(container);
  });

  const many = Array.from({ length: 40 }, (_, index) => aRetailer({ id: 6000 + index, name: `Zed ${String(index).padStart(2, '0')}` }));
  const renderLongGallery = (path = '/retailers') =>
    renderBrowsing(<RetailersPage />, { path }, ({ catalogue }) => {
      catalogue.addRetailers(...many).addCategories(aCategory({ id: 230, name: 'Home', retailers: many.map((retailer) => retailer.id) }));
    });
  const currentPageOf = (container: HTMLElement) =>
    container.querySelector('nav[aria-label="Retailers pages"] [aria-current="page"]')?.textContent;

  it('paginates a long gallery with the pagination gallery, focusing the heading on a page change', async () => {
    const { container, stores } = await renderLongGallery();
    const cards = () => container.querySelectorAll('ul[aria-labelledby="retailers-title"] > li');
    expect(cards()).to.have.length(RETAILER_GALLERY_PAGE_SIZE);
    const pages = container.querySelector('nav[aria-label="Retailers pages"]');
    expect(pages).not.to.equal(null);
    click(pages?.querySelector('button[aria-label="Page 3"]') ?? null);
    await flush(1);
    expect(cards().length).to.be.within(1, RETAILER_GALLERY_PAGE_SIZE);
    expect(pages?.querySelector('[aria-current="page"]')?.textContent).to.equal('3');
    expect(document.activeElement).to.equal(container.querySelector('h1'));
    expect(stores.router.path, 'the page is in the URL').to.equal('/retailers?page=3');
    click(pages?.querySelector('button[aria-label="Page 1"]') ?? null);
    await flush(1);
    expect(stores.router.path, 'page 1 carries no parameter').to.equal('/retailers');
  });

  describe('a keyboard user pressing a favourite toggle the gallery then reorders', () => {
    const pressToggle = async (toggle: HTMLButtonElement) => {
      toggle.focus();
      await act(async () => {
        await pressKey('Enter');
      });
      await flush();
    };
    const toggleOf = (container: HTMLElement, retailerId: number) =>
      container.querySelector<HTMLButtonElement>(`li[data-retailer-id="${retailerId}"] > button[aria-pressed]`);

    it('keeps the focus on the toggle of a card that moves down the page', async () => {
      const { container } = await renderBrowsing(<RetailersPage />, { path: '/retailers', signedIn: true });
      const toggle = toggleOf(container, 302)!;
      await pressToggle(toggle);
      expect(cardIds(container)[0], 'the card moved down').not.to.equal(302);
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      expect(document.activeElement).to.equal(toggle);
    });

    it('moves the focus to the toggle now in its place when the card goes to another page', async () => {
      // The only favourite is the gallery's last retailer: once unfavourited it sorts back past the first page.
      const last = many.at(-1)!;
      const { container } = await renderBrowsing(<RetailersPage />, { path: '/retailers', signedIn: true }, ({ catalogue, favorites }) => {
        catalogue.addRetailers(...many).addCategories(aCategory({ id: 230, name: 'Home', retailers: many.map((retailer) => retailer.id) }));
        favorites.favoriteIds = [last.id];
      });
      expect(cardIds(container)[0]).to.equal(last.id);
      await pressToggle(toggleOf(container, last.id)!);
      expect(cardIds(container), 'the card left the page').not.to.include(last.id);
      expect(document.activeElement, 'the first card toggle').to.equal(container.querySelector('li[data-retailer-id] > button[aria-pressed]'));
    });
  });

  it('opens on the page the URL names, with its cards', async () => {
    const { container } = await renderLongGallery('/retailers?page=2');
    expect(currentPageOf(container)).to.equal('2');
    const firstPage = await renderLongGallery('/retailers');
    expect(cardIds(container)).to.have.length(RETAILER_GALLERY_PAGE_SIZE);
    expect(cardIds(container)).not.to.include.members(cardIds(firstPage.container).slice(0, 1));
  });

  it('falls back to a valid page for a non-numeric or out-of-range page', async () => {
    expect(currentPageOf((await renderLongGallery('/retailers?page=abc')).container)).to.equal('1');
    const { container } = await renderLongGallery('/retailers?page=99');
    const last = [...container.querySelectorAll('nav[aria-label="Retailers pages"] button[aria-label^="Page "]')].at(-1)?.textContent;
    expect(currentPageOf(container)).to.equal(last);
  });

  it('lists every category in the fixed order on /categories, each linking to its page', async () => {
    const { container } = await renderBrowsing(<CategoriesPage />, { path: '/categories' });
    expect(texts(container, 'ul a')).to.deep.equal(['Hot Deals', 'Clothing & Accessories', 'Grocery']);
    expectAccessibleBasics(container);
  });

  it("shows a category's name, description, banners and retailers", async () => {
    // Signed in, so a card moves to its retailer (a visitor's opens the logged-out modal, RetailerCard.test).
    const { container, stores } = await renderBrowsing(<CategoryPage />, { path: '/categories/Hot_Deals/1482', signedIn: true });
    expect(container.querySelector('h1')?.textContent).to.equal('Hot Deals');
    expect(container.textContent).to.contain('The best cash back this week.');
    expect(container.querySelector('a[href="/categories"] img')?.getAttribute('alt')).to.equal('This week’s hot deals');
    expect(cardIds(container)).to.deep.equal([F.RETAILER_ID, F.OTHER_RETAILER_ID, 300, 301]);
    expect(stores.routeHistory.pageContext?.title).to.equal('Hot Deals');
    expectAccessibleBasics(container);
    click(container.querySelector(`a[href="/retailers/Maple_Outfitters/${F.RETAILER_ID}"]`));
    expect(stores.router.pathname).to.equal(`/retailers/Maple_Outfitters/${F.RETAILER_ID}`);
  });

  it("shows a retailer group's retailers under its name", async () => {
    const { container } = await renderBrowsing(<RetailerGroupPage />, { path: '/retailers/groups/Book_lovers?ids=202&ids=201' });
    expect(container.querySelector('h1')?.textContent).to.equal('Book lovers');
    expect(cardIds(container)).to.deep.equal([F.OTHER_RETAILER_ID, F.RETAILER_ID]);
    expectAccessibleBasics(container);
  });
});
