import { expect } from 'chai';
import type { ReactElement } from 'react';
import type { MemoryCatalogueGateway } from '../../../adapters/catalogue/MemoryCatalogueGateway';
import CategoriesPage from '../../../ui/pages/categories/CategoriesPage';
import HomePage from '../../../ui/pages/home/HomePage';
import RetailersPage from '../../../ui/pages/retailers/RetailersPage';
import { AppShell } from '../../../ui/app/AppShell';
import { FIXED_CATEGORIES, FIXED_RETAILERS } from '../../../scripts/sandbox/seed/fixtures';
import { aCategory, aRetailer } from '../../support/catalogueMother';
import { cleanup } from '../support/render';
import { setViewport } from '../support/viewport';
import { textOutsideItsBoxes } from '../support/textOverflow';
import { flush, renderBrowsing } from './support';

/** From the narrowest phone to a wide desktop, through the styling breakpoints (000 §9). */
const WIDTHS = [320, 375, 512, 768, 1024, 1280, 1440];

const PAGES: readonly [string, string, () => ReactElement][] = [
  ['home', '/home', () => <HomePage />],
  ['categories', '/categories', () => <CategoriesPage />],
  ['retailers gallery', '/retailers', () => <RetailersPage />],
];

/** A 1×1 image that loads without a request: icons keep their box as in the app (their size is fixed). */
const ICON = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

/** The seed's own category and retailer names (the real words a tile must hold), with icons as the app shows them. */
function withSeedNames({ catalogue }: { catalogue: MemoryCatalogueGateway }) {
  const retailers = FIXED_RETAILERS.map((retailer) => aRetailer({ id: retailer.id, name: retailer.name, iconUrl: ICON }));
  catalogue.addRetailers(...retailers).addCategories(
    ...FIXED_CATEGORIES.map((category) =>
      aCategory({ id: category.id, name: category.name, iconUrl: ICON, retailers: retailers.map((retailer) => retailer.id) }),
    ),
  );
}

describe('text stays inside its box from 320 to 1440 px (Chromium)', () => {
  after(() => setViewport(800, 600));
  afterEach(cleanup);

  for (const [name, path, page] of PAGES) {
    it(`${name}: no text outside its tile, card, button or heading at ${WIDTHS.join(', ')} px`, async () => {
      const { container, stores } = await renderBrowsing(<AppShell>{page()}</AppShell>, { path }, withSeedNames);
      const problems: string[] = [];
      for (const width of WIDTHS) {
        await setViewport(width, 900);
        // What startApp's resize listener does (the header and footer switch in CSS; the signed-in search bar reads it).
        stores.layout.setWidth(width);
        await flush(1);
        problems.push(...textOutsideItsBoxes(container).map((problem) => `${width} px: ${problem}`));
      }
      expect(problems).to.deep.equal([]);
    });
  }
});
