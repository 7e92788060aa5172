import * as MESSAGES from '../../../domain/constants/messages';
import { expect } from 'chai';
import { CATEGORY_ID } from '../../../domain/constants/categories';
import CategoriesPage from '../../../ui/pages/categories/CategoriesPage';
import CategoryPage from '../../../ui/pages/category/CategoryPage';
import { FavoriteCategoriesSection } from '../../../ui/components/favorites/FavoriteCategoriesSection';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { pressKey } from '../support/keys';
import { aCategory } from '../../support/catalogueMother';
import { cleanup, click } from '../support/render';
import { expectAccessibleBasics, flush, renderBrowsing } from '../browsing/support';

const favorite = (categoryId: number) => ({ categoryId, favoriteDate: '2026-02-01T00:00:00.000Z' });
const toggleNamed = (container: HTMLElement, name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="Favorite ${name}"]`);

describe('favourite categories in Chromium (001 §3, §4 favourite toggle)', () => {
  afterEach(cleanup);

  it('/categories: each card has its toggle beside the link, pressed for a favourite, toggled from the keyboard', async () => {
    const { container, favorites } = await renderBrowsing(<CategoriesPage />, { path: '/categories', signedIn: true }, ({ favorites }) => {
      favorites.categories = [favorite(CATEGORY_ID.HOT_DEALS)];
    });
    const hotDeals = toggleNamed(container, 'Hot Deals');
    const grocery = toggleNamed(container, 'Grocery');
    expect(hotDeals?.getAttribute('aria-pressed')).to.equal('true');
    expect(grocery?.getAttribute('aria-pressed')).to.equal('false');
    // A sibling of the card's link, never inside it.
    expect(grocery?.closest('a')).to.equal(null);
    expect(grocery?.parentElement?.querySelector('a')?.getAttribute('href')).to.equal('/categories/Grocery/88');

    grocery?.focus();
    await pressKey('Enter');
    expect(grocery?.getAttribute('aria-pressed')).to.equal('true');
    await flush();
    expect(favorites.categories.map((category) => category.categoryId)).to.include(CATEGORY_ID.GROCERY);
    expect(document.activeElement).to.equal(grocery);
    await pressKey(' ');
    await flush();
    expect(grocery?.getAttribute('aria-pressed')).to.equal('false');
    expect(favorites.categories.map((category) => category.categoryId)).not.to.include(CATEGORY_ID.GROCERY);

    expectAccessibleBasics(container);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('category 1356, never stored as a favourite, has no toggle', async () => {
    const { container } = await renderBrowsing(<CategoriesPage />, { path: '/categories', signedIn: true }, ({ catalogue }) => {
      catalogue.addCategories(aCategory({ id: CATEGORY_ID.NEVER_STORED_FAVORITE, name: 'Featured Retailers', retailers: [] }));
    });
    expect([...container.querySelectorAll('ul a')].map((link) => link.textContent)).to.include('Featured Retailers');
    expect(toggleNamed(container, 'Featured Retailers')).to.equal(null);
    expect(toggleNamed(container, 'Grocery')).not.to.equal(null);
  });

  it('a failed save puts the toggle back and toasts the documents’ message', async () => {
    const { container, favorites, stores } = await renderBrowsing(<CategoriesPage />, { path: '/categories', signedIn: true });
    favorites.failWith = new Error('down');
    click(toggleNamed(container, 'Grocery'));
    await flush();
    expect(toggleNamed(container, 'Grocery')?.getAttribute('aria-pressed')).to.equal('false');
    expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.FAVORITE_CATEGORY_CREATE_FAILED]);
  });

  it('a visitor’s press opens the logged-out modal and stays unpressed', async () => {
    const { container, stores } = await renderBrowsing(<CategoriesPage />, { path: '/categories' }, ({ favorites }) => {
      favorites.signedInAs = null;
    });
    click(toggleNamed(container, 'Grocery'));
    await flush();
    expect(stores.modals.current?.kind).to.equal('loggedOut');
    expect(toggleNamed(container, 'Grocery')?.getAttribute('aria-pressed')).to.equal('false');
  });

  it('the category page has a labelled toggle beside its title', async () => {
    const { container, favorites } = await renderBrowsing(<CategoryPage />, { path: '/categories/Hot_Deals/1482', signedIn: true });
    const toggle = toggleNamed(container, 'Hot Deals');
    expect(toggle?.textContent).to.equal('Favorite');
    expect(toggle?.parentElement?.querySelector('h1')?.textContent).to.equal('Hot Deals');
    expect(toggle?.getAttribute('aria-pressed')).to.equal('false');
    toggle?.focus();
    await pressKey(' ');
    await flush();
    expect(toggle?.getAttribute('aria-pressed')).to.equal('true');
    expect(favorites.categories.map((category) => category.categoryId)).to.deep.equal([CATEGORY_ID.HOT_DEALS]);
    expectAccessibleBasics(container);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  describe('<FavoriteCategoriesSection>', () => {
    it('lists the favourites as links to their pages with a toggle each; a removed one stays, unpressed', async () => {
      const { container, favorites } = await renderBrowsing(<FavoriteCategoriesSection />, { signedIn: true }, ({ favorites }) => {
        favorites.categories = [favorite(CATEGORY_ID.GROCERY), favorite(CATEGORY_ID.HOT_DEALS)];
      });
      expect(container.querySelector('h2')?.textContent).to.equal('Favorite categories');
      expect([...container.querySelectorAll('li a')].map((link) => link.getAttribute('href'))).to.deep.equal([
        '/categories/Hot_Deals/1482',
        '/categories/Grocery/88',
      ]);
      await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
      const grocery = toggleNamed(container, 'Grocery');
      grocery?.focus();
      await pressKey('Enter');
      await flush();
      expect(favorites.categories.map((category) => category.categoryId)).to.deep.equal([CATEGORY_ID.HOT_DEALS]);
      expect(toggleNamed(container, 'Grocery')?.getAttribute('aria-pressed')).to.equal('false');
      expect(document.activeElement).to.equal(grocery);
    });

    it('says so when there are none, with a way to the categories', async () => {
      const { container } = await renderBrowsing(<FavoriteCategoriesSection headingLevel={3} />, { signedIn: true });
      expect(container.querySelector('h3')?.textContent).to.equal('Favorite categories');
      expect(container.textContent).to.contain('You have no favorite categories yet.');
      expect(container.querySelector('a')?.getAttribute('href')).to.equal('/categories');
      await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
    });

    it('shows a failure with Try again, which loads them again', async () => {
      const { container, favorites } = await renderBrowsing(<FavoriteCategoriesSection />, { signedIn: true }, ({ favorites }) => {
        favorites.failWith = new Error('down');
        favorites.categories = [favorite(CATEGORY_ID.GROCERY)];
      });
      expect(container.querySelector('[role="alert"]')?.textContent).to.contain(MESSAGES.FAVORITE_CATEGORY_FETCH_FAILED);
      await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
      favorites.failWith = null;
      click([...container.querySelectorAll('button')].find((button) => button.textContent === 'Try again') ?? null);
      await flush();
      expect(container.querySelector('[role="alert"]')).to.equal(null);
      expect(toggleNamed(container, 'Grocery')?.getAttribute('aria-pressed')).to.equal('true');
    });
  });
});
