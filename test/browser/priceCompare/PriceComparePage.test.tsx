import { expect } from 'chai';
import { act } from 'react';
import { retailerPath } from '../../../domain/browsing/paths';
import { LIMITS } from '../../../domain/constants/limits';
import { PRODUCT_CLICK_EVENT } from '../../../domain/products/productSearch';
import { SHELL_LABEL } from '../../../ui/app/copy';
import { PriceCompareLink } from '../../../ui/components/PriceCompareLink/PriceCompareLink';
import { PRICE_COMPARE_LINK_COPY } from '../../../ui/components/PriceCompareLink/copy';
import { PRICE_COMPARE_COPY as COPY } from '../../../ui/pages/priceCompare/copy';
import PriceComparePage from '../../../ui/pages/priceCompare/PriceComparePage';
import { PRODUCT_FIXTURE as F, seededProducts } from '../../support/productMother';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { click, render, texts, type } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { buttonNamed, offerStores, quietRenderedTests, settle, withStores } from '../offers/support/offersTestSupport';
import { SEARCH_MAX_LENGTH } from '../../../domain/search/searchQuery';

async function renderPage(path: string) {
  const t = await offerStores({ path });
  t.products.products = seededProducts().products;
  const rendered = renderRoute(<PriceComparePage />, t.stores);
  await settle();
  return { ...t, ...rendered };
}

const field = (container: ParentNode) => container.querySelector<HTMLInputElement>('input[type="search"]');
const productCards = (container: ParentNode) => [...container.querySelectorAll('article')];

describe('<PriceComparePage> in Chromium', () => {
  quietRenderedTests();

  it('lists the products found with picture, name, UPC and their retailers by price, linked in or out of the app', async () => {
    const { container, products } = await renderPage(`/price-compare?q=${F.WORD}`);
    expect(texts(container, 'h1')).to.deep.equal([COPY.TITLE]);
    expect(field(container)?.value).to.equal(F.WORD);
    expect(texts(container, 'h2')).to.deep.equal([COPY.resultsTitle(3, F.WORD)]);
    const [first] = productCards(container);
    const product = products.products[0]!;
    expect(first?.querySelector('h3 a')?.getAttribute('href')).to.equal(`/price-compare?upc=${product.upc}`);
    expect(first?.textContent).to.contain(COPY.upc(product.upc ?? ''));
    expect(first?.querySelector('img')).to.not.equal(null);
    // Cheapest first, two decimals, the excluded marketplace left out.
    expect(texts(first!, 'tbody tr')).to.deep.equal([
      `${F.RETAILER.name}$3.49${COPY.LOWEST_PRICE}${COPY.IN_STOCK}`,
      `${F.OUTSIDE_SHOP} ${SHELL_LABEL.OPENS_IN_NEW_TAB}$12.99${COPY.OUT_OF_STOCK}`,
    ]);
    const retailerLink = first!.querySelector<HTMLAnchorElement>('tbody tr th a');
    expect(retailerLink?.getAttribute('href')).to.equal(retailerPath(F.RETAILER));
    expect(retailerLink?.hasAttribute('target')).to.equal(false);
    const outside = first!.querySelectorAll<HTMLAnchorElement>('tbody tr th a')[1];
    expect([outside?.target, outside?.rel.split(' ').includes('noopener')]).to.deep.equal(['_blank', true]);
    expect(products.calls[0]).to.deep.equal({ operation: 'searchProducts', args: [F.WORD, LIMITS.PRODUCT_SEARCH_LIMIT] });
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('follows a retailer link to the retailer page in the app, tracking the product click', async () => {
    const { container, stores, products, tracking } = await renderPage(`/price-compare?q=${F.WORD}`);
    click(productCards(container)[0]!.querySelector('tbody tr th a'));
    expect(stores.router.pathname).to.equal(retailerPath(F.RETAILER));
    await settle();
    const event = tracking.batches.flatMap((batch) => batch.events).find((sent) => sent.name === PRODUCT_CLICK_EVENT);
    expect(event?.screenName).to.equal('price_compare');
    expect(event?.properties).to.deep.equal({ upc: products.products[0]!.upc, retailerId: F.RETAILER.id, seller: F.RETAILER.name });
  });

  it('refuses an empty search inline, focused, sending nothing; a search puts the trimmed query in the URL, once', async () => {
    const { container, stores, products } = await renderPage('/price-compare');
    expect(container.textContent).to.contain(COPY.INTRO);
    const input = field(container)!;
    expect(input.maxLength).to.equal(SEARCH_MAX_LENGTH);
    type(input, '   ');
    click(buttonNamed(container, COPY.SUBMIT));
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).to.include(COPY.EMPTY_QUERY);
    expect(document.activeElement).to.equal(input);
    expect(products.calls).to.deep.equal([]);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
    type(input, '  oat ');
    click(buttonNamed(container, COPY.SUBMIT));
    click(buttonNamed(container, COPY.SUBMIT));
    await settle();
    expect(stores.router.path).to.equal('/price-compare?q=oat');
    // A double submit searches once.
    expect(products.calls).to.deep.equal([{ operation: 'searchProducts', args: ['oat', LIMITS.PRODUCT_SEARCH_LIMIT] }]);
    expect(productCards(container).map((card) => card.querySelector('h3')?.textContent)).to.deep.equal(['Oat milk 64 oz']);
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('shows markup in a query as text in the empty state', async () => {
    const markup = '<img src=x onerror=alert(1)>';
    const { container } = await renderPage(`/price-compare?q=${encodeURIComponent(markup)}`);
    expect(container.querySelector('[role="status"]')?.textContent).to.contain(COPY.noResults(markup));
    expect(container.querySelector('img[src="x"]')).to.equal(null);
  });

  it('shows loading, then an error with Try again that loads again', async () => {
    const t = await offerStores({ path: `/price-compare?q=${F.WORD}` });
    t.products.products = seededProducts().products;
    t.products.failWith = new Error('down');
    const { container } = renderRoute(<PriceComparePage />, t.stores);
    expect(container.querySelector('[role="status"]')?.textContent).to.equal(COPY.LOADING);
    await settle();
    const alert = container.querySelector('[role="alert"]');
    expect(alert?.textContent).to.contain(COPY.ERROR);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
    t.products.failWith = null;
    click(buttonNamed(container, COPY.TRY_AGAIN));
    await settle();
    expect(productCards(container)).to.have.length(3);
  });

  it("shows one product by UPC, and a not-found state for an unknown one", async () => {
    const { container, products, stores } = await renderPage('/price-compare');
    const product = products.products[1]!;
    await act(async () => stores.router.navigate(`/price-compare?upc=${product.upc}`));
    await settle();
    expect(productCards(container).map((card) => card.querySelector('h2')?.textContent)).to.deep.equal([product.name]);
    expect(productCards(container)[0]?.querySelector('h2 a')).to.equal(null);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
    await act(async () => stores.router.navigate(`/price-compare?upc=${F.UNKNOWN_UPC}`));
    await settle();
    expect(container.textContent).to.contain(COPY.PRODUCT_NOT_FOUND);
  });
});

describe('<PriceCompareLink> in Chromium', () => {
  quietRenderedTests();

  it('links to price compare searching the trimmed query, or to its empty search', async () => {
    const { stores } = await offerStores();
    const { container } = render(withStores(stores, <><PriceCompareLink query="  coffee " /><PriceCompareLink query="" /></>));
    const [withQuery, withoutQuery] = [...container.querySelectorAll('a')];
    expect([withQuery?.getAttribute('href'), withQuery?.textContent]).to.deep.equal(['/price-compare?q=coffee', PRICE_COMPARE_LINK_COPY.forQuery('coffee')]);
    expect([withoutQuery?.getAttribute('href'), withoutQuery?.textContent]).to.deep.equal(['/price-compare', PRICE_COMPARE_LINK_COPY.LABEL]);
  });
});
