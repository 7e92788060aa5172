import * as MESSAGES from '../../../domain/constants/messages';
import { expect } from 'chai';
import { act } from 'react';
import { retailerPath } from '../../../domain/browsing/paths';
import AccountPage from '../../../ui/pages/account/AccountPage';
import { FAVORITES_COPY } from '../../../ui/pages/account/copy';
import { FAVORITE_CATEGORIES_SECTION_COPY } from '../../../ui/components/favorites/copy';
import RetailerPage from '../../../ui/pages/retailer/RetailerPage';
import { RetailerGrid } from '../../../ui/components/retailers/RetailerGrid';
import { RETAILER_LIST_NAME } from '../../../ui/components/retailers/tracking';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import { signedInAccount } from '../../support/accountStores';
import { CATALOGUE_FIXTURE as F, SEEDED_FAVORITE_RETAILER_IDS, seedCatalogue, seedFavorites } from '../../support/catalogueMother';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { pressKey } from '../support/keys';
import { cleanup, click, render } from '../support/render';
import { renderRouteSettled } from '../support/renderRoute';
import { browsingStores } from '../../support/browsingStores';
import { flush, renderBrowsing } from '../browsing/support';

const toggleNamed = (container: ParentNode, name: string) => container.querySelector<HTMLButtonElement>(`button[aria-label="Favorite ${name}"]`);

/** Presses a key on the focused element and lets the save and the reload settle. */
async function press(key: string): Promise<void> {
  await act(async () => {
    await pressKey(key);
  });
  await flush();
}

describe('Favourite retailers in Chromium', () => {
  afterEach(cleanup);

  describe('on a retailer card', () => {
    async function gallery({ signedIn = true } = {}) {
      const setup = await browsingStores({ signedIn });
      const retailers = [setup.catalogue.retailers.get(F.RETAILER_ID)!, setup.catalogue.retailers.get(F.OTHER_RETAILER_ID)!];
      const rendered = render(
        <StoresProvider stores={setup.stores}>
          <section aria-labelledby="t">
            <h1 id="t">Retailers</h1>
            <RetailerGrid retailers={retailers} list={RETAILER_LIST_NAME.GALLERY} labelledBy="t" />
          </section>
        </StoresProvider>,
      );
      await flush();
      return { ...setup, ...rendered };
    }

    it('sits beside the card link (no button inside a link), named for the retailer, pressed for a favourite', async () => {
      const { container } = await gallery();
      expect(container.querySelector('a button'), 'no button inside a link').to.equal(null);
      const items = [...container.querySelectorAll('ul > li')];
      expect(items.map((item) => [...item.children].map((child) => child.tagName))).to.deep.equal([
        ['A', 'BUTTON'],
        ['A', 'BUTTON'],
      ]);
      expect(toggleNamed(container, F.RETAILER_NAME)?.getAttribute('aria-pressed')).to.equal('false');
      expect(toggleNamed(container, 'Bluebird Books')?.getAttribute('aria-pressed'), 'a seeded favourite').to.equal('true');
      expect(container.textContent, 'no separate Favorite badge').not.to.contain('Favorite');
      await expectAccessible({ ignore: DOCUMENT_RULES });
    });

    it('toggles from the keyboard (Enter, then Space), saving each time, the pressed state following the saved list', async () => {
      const { container, favorites } = await gallery();
      const toggle = toggleNamed(container, F.RETAILER_NAME)!;
      toggle.focus();
      await press('Enter');
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(favorites.favoriteIds).to.include(F.RETAILER_ID);
      expect(document.activeElement).to.equal(toggle);
      await press(' ');
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      expect(favorites.favoriteIds).to.deep.equal([...SEEDED_FAVORITE_RETAILER_IDS]);
    });

    it("shows a failed save's message and leaves the toggle as it was", async () => {
      const { container, favorites, stores } = await gallery();
      favorites.saveFavoriteRetailers = () => Promise.reject(new Error('down'));
      click(toggleNamed(container, F.RETAILER_NAME));
      await flush();
      expect(toggleNamed(container, F.RETAILER_NAME)?.getAttribute('aria-pressed')).to.equal('false');
      expect(stores.toasts.toasts.map((toast) => toast.message)).to.deep.equal([MESSAGES.FAVORITE_RETAILER_SAVE_FAILED]);
    });

    it('opens the logged-out modal for a visitor, the card link untouched', async () => {
      const { container, stores } = await gallery({ signedIn: false });
      const before = stores.router.pathname;
      click(toggleNamed(container, F.RETAILER_NAME));
      await flush();
      expect(stores.modals.current).to.deep.equal({ kind: 'loggedOut', retailerId: F.RETAILER_ID, retailerName: F.RETAILER_NAME });
      expect(stores.router.pathname).to.equal(before);
    });
  });

  describe('on the retailer page', () => {
    it("is the labelled toggle beside the retailer's name, working from the keyboard", async () => {
      const setup = await renderBrowsing(<RetailerPage />, { path: `/retailers/any/${F.RETAILER_ID}`, signedIn: true });
      const toggle = toggleNamed(setup.container, F.RETAILER_NAME)!;
      expect(toggle.closest('header')?.querySelector('h1')?.textContent).to.equal(F.RETAILER_NAME);
      expect(toggle.textContent).to.equal('Favorite');
      expect(toggle.getAttribute('aria-pressed')).to.equal('false');
      toggle.focus();
      await press(' ');
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      expect(setup.favorites.favoriteIds).to.include(F.RETAILER_ID);
      await expectAccessible({ ignore: DOCUMENT_RULES });
    });
  });

  describe('the account Favorites panel', () => {
    const retailersSection = (container: HTMLElement) => container.querySelector('section[aria-labelledby="favorite-retailers-title"]')!;
    async function favoritesPanel(arrange: (setup: Awaited<ReturnType<typeof signedInAccount>>) => void = () => undefined) {
      const setup = await signedInAccount({ path: '/account/favorites' });
      seedCatalogue(setup.catalogue);
      seedFavorites(setup.favorites, setup.catalogue);
      arrange(setup);
      return renderRouteSettled(setup, <AccountPage />, 8);
    }

    it('lists the favourite retailers, each linking to its page with its toggle; removing one takes it off', async () => {
      const { container, favorites } = await favoritesPanel();
      expect(container.querySelector('[role="tabpanel"] h2')?.textContent).to.equal(FAVORITES_COPY.HEADING);
      const panel = retailersSection(container);
      const links = [...panel.querySelectorAll<HTMLAnchorElement>('ul a')];
      expect(links.map((link) => [link.textContent, link.getAttribute('href')])).to.deep.equal([
        [favorites.retailers.get(302)!.name, retailerPath({ id: 302, name: favorites.retailers.get(302)!.name })],
        ['Bluebird Books', retailerPath({ id: F.OTHER_RETAILER_ID, name: 'Bluebird Books' })],
      ]);
      await expectAccessible({ ignore: DOCUMENT_RULES });
      const toggle = toggleNamed(panel, 'Bluebird Books')!;
      expect(toggle.getAttribute('aria-pressed')).to.equal('true');
      toggle.focus();
      await press('Enter');
      expect(favorites.favoriteIds).to.deep.equal([302]);
      expect([...panel.querySelectorAll('ul a')].map((link) => link.textContent)).not.to.include('Bluebird Books');
    });

    it('shows the empty state with a way to the retailers gallery', async () => {
      const { container } = await favoritesPanel(({ favorites }) => {
        favorites.favoriteIds = [];
      });
      expect(container.textContent).to.contain(FAVORITES_COPY.EMPTY);
      const browse = [...container.querySelectorAll('a')].find((link) => link.textContent === FAVORITES_COPY.BROWSE_RETAILERS);
      expect(browse?.getAttribute('href')).to.equal('/retailers');
      await expectAccessible({ ignore: DOCUMENT_RULES });
    });

    it("shows the documents' message when the favourites cannot be read, and Try again reads them again", async () => {
      const { container, favorites } = await favoritesPanel(({ favorites: twin }) => {
        twin.failWith = new Error('down');
      });
      expect(retailersSection(container).querySelector('[role="alert"]')?.textContent).to.equal(MESSAGES.FAVORITE_RETAILERS_FETCH_FAILED);
      await expectAccessible({ ignore: DOCUMENT_RULES });
      favorites.failWith = null;
      click([...retailersSection(container).querySelectorAll('button')].find((button) => button.textContent === FAVORITES_COPY.TRY_AGAIN) ?? null);
      await flush();
      expect(retailersSection(container).querySelector('[role="alert"]')).to.equal(null);
      expect(retailersSection(container).querySelectorAll('ul li')).to.have.length(SEEDED_FAVORITE_RETAILER_IDS.length);
    });

    it('lists the favourite categories below the retailers, each with its toggle', async () => {
      const { container } = await favoritesPanel(({ favorites }) => {
        favorites.categories = [{ categoryId: F.GROCERY_ID, favoriteDate: null }];
      });
      const sections = [...container.querySelectorAll('[role="tabpanel"] section')];
      expect(sections.map((section) => section.querySelector('h3')?.textContent)).to.deep.equal([FAVORITES_COPY.RETAILERS_HEADING, FAVORITE_CATEGORIES_SECTION_COPY.HEADING]);
      const categories = sections[1]!;
      const names = [...categories.querySelectorAll('li a')].map((link) => link.textContent ?? '');
      expect(names).to.have.length(1);
      expect(categories.querySelector(`button[aria-label="Favorite ${names[0]}"]`)?.getAttribute('aria-pressed')).to.equal('true');
      await expectAccessible({ ignore: DOCUMENT_RULES });
    });
  });
});
