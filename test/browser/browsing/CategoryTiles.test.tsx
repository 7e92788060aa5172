import { expect } from 'chai';
import CategoriesPage from '../../../ui/pages/categories/CategoriesPage';
import { aCategory } from '../../support/catalogueMother';
import { cleanup } from '../support/render';
import { flush, renderBrowsing } from './support';

const tile = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll<HTMLAnchorElement>('ul a')].find((link) => link.textContent === name)!;

describe('category tiles in Chromium', () => {
  afterEach(cleanup);

  it('wear their catalogue colour through the module, with no style attribute (the CSP refuses one)', async () => {
    const { container } = await renderBrowsing(<CategoriesPage />, { path: '/categories' }, ({ catalogue }) => {
      catalogue.addCategories(
        aCategory({ id: 9001, name: 'Peach Tile', backgroundTreatmentColor: '#FDE7D9' }),
        aCategory({ id: 9002, name: 'Plain Tile', backgroundTreatmentColor: null }),
      );
    });
    await flush();
    const peach = tile(container, 'Peach Tile');
    const plain = tile(container, 'Plain Tile');
    expect(getComputedStyle(peach).backgroundColor).to.equal('rgb(253, 231, 217)');
    expect(getComputedStyle(plain).backgroundColor).to.not.equal('rgb(253, 231, 217)');
    expect(container.querySelectorAll('[style]')).to.have.length(0);
  });
});
