import { expect } from 'chai';
import { Profiler } from 'react';
import { LIMITS } from '../../../domain/constants/limits';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { SEARCH_TRACKING_EVENT } from '../../../domain/search/searchTracking';
import { SHELL_LABEL } from '../../../ui/app/copy';
import { FIRST_SCREEN_OFFERS, OFFERS_PER_LATER_PASS } from '../../../ui/components/offers/firstScreen';
import { PRICE_COMPARE_LINK_COPY } from '../../../ui/components/PriceCompareLink/copy';
import SearchPage from '../../../ui/pages/search/SearchPage';
import { SEARCH_PAGE_COPY as COPY } from '../../../ui/pages/search/copy';
import { aRetailer } from '../../support/catalogueMother';
import { aSearchOffer, SEARCH_FIXTURE, seededSearch } from '../../support/searchMother';
import { DOCUMENT_RULES, expectAccessible } from '../support/axe';
import { click, render, texts } from '../support/render';
import { renderRoute } from '../support/renderRoute';
import { buttonNamed, offerStores, quietRenderedTests, settle, withStores } from '../offers/support/offersTestSupport';

/** Test stores at `path` whose search twin holds the seeded search fixture. */
async function searchStores(path: string) {
  const t = await offerStores({ path });
  const seeded = seededSearch();
  Object.assign(t.search, { retailers: seeded.retailers, offers: seeded.offers, bonuses: seeded.bonuses, now: () => Date.now() });
  for (const [term, corrected] of seeded.corrections) t.search.corrections.set(term, corrected);
  return t;
}

function linkNamed(container: ParentNode, name: string): HTMLAnchorElement {
  const link = [...container.querySelectorAll('a')].find((element) => element.textContent?.trim() === name);
  if (!link) throw new Error(`no link named ${JSON.stringify(name)}`);
  return link;
}

const searchCalls = (t: Awaited<ReturnType<typeof searchStores>>) => t.search.calls.filter((call) => call.operation === 'search');

describe('<SearchPage> in Chromium', () => {
  quietRenderedTests();

  it('shows the retailers, offers and bonuses of a search, titled by the term, and tracks "search results"', async () => {
    const t = await searchStores('/search?q=grandmart');
    const { container } = renderRoute(<SearchPage />, t.stores);
    await settle();
    expect(texts(container, 'h1')).to.deep.equal([COPY.resultsFor('grandmart')]);
    expect(texts(container, 'h2')).to.include.members([COPY.RETAILERS, COPY.OFFERS, COPY.BONUSES]);
    expect(container.textContent).to.include(SEARCH_FIXTURE.RETAILER.name);
    expect(texts(container, 'article h3')).to.deep.equal(['$2 back on Grandmart coffee']);
    expect(texts(container, `[aria-labelledby="search-bonuses"] li`)).to.deep.equal(['Grandmart weekend bonus']);
    const bonusPath = buildPath(ROUTE_NAME.BONUS, { bonus_id: '1' });
    expect(linkNamed(container, 'Grandmart weekend bonus').getAttribute('href')).to.equal(bonusPath);
    expect(t.stores.routeHistory.documentTitle).to.equal(`${COPY.documentTitle('grandmart')} | Clipback`);
    const event = t.tracking.batches.flatMap((batch) => batch.events).find((sent) => sent.name === SEARCH_TRACKING_EVENT.SEARCH_RESULTS);
    expect(event?.screenName).to.equal('search_page');
    expect(event?.properties).to.include({ term: 'grandmart', offerCount: 1, retailerCount: 2, page: 1 });
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
    click(linkNamed(container, 'Grandmart weekend bonus'));
    expect(t.stores.router.pathname).to.equal(bonusPath);
  });

  it('offers "Did you mean" for a misspelling, and "Search instead for" the term exactly as typed', async () => {
    const misspelled = SEARCH_FIXTURE.MISSPELLED_RETAILER_NAME;
    const t = await searchStores(`/search?q=${encodeURIComponent(misspelled)}`);
    const { container } = renderRoute(<SearchPage />, t.stores);
    await settle();
    const corrected = t.search.corrections.get(misspelled.toLowerCase())!;
    expect(container.textContent).to.include(`${COPY.DID_YOU_MEAN} ${corrected}?`);
    expect(linkNamed(container, corrected).getAttribute('href')).to.equal(buildPath(ROUTE_NAME.SEARCH, {}, { [NAV_QUERY_KEY.SEARCH_TERM]: corrected }));
    click(linkNamed(container, misspelled));
    await settle();
    expect(t.history.location.search).to.include('correctSpelling=false');
    expect(searchCalls(t).at(-1)?.args[0]).to.include({ term: misspelled, correctSpelling: false });
    expect(texts(container, 'h2')).to.deep.equal([COPY.emptyTitle(misspelled)]);
    expect(container.textContent).not.to.include(COPY.DID_YOU_MEAN);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('shows what to try and a link to the categories when nothing matches, with the term as inert text', async () => {
    const term = '<img src=x onerror=alert(1)> OR 1=1;--';
    const t = await searchStores(`/search?q=${encodeURIComponent(term)}`);
    const { container } = renderRoute(<SearchPage />, t.stores);
    await settle();
    expect(texts(container, 'h2')).to.deep.equal([COPY.emptyTitle(term)]);
    expect(container.querySelector('img[src="x"]')).to.equal(null);
    expect(texts(container, 'li')).to.deep.equal([...COPY.EMPTY_TIPS]);
    expect(linkNamed(container, COPY.BROWSE_CATEGORIES).getAttribute('href')).to.equal('/categories');
    // Nothing here for the term: price compare may still find the product.
    expect(linkNamed(container, PRICE_COMPARE_LINK_COPY.forQuery(term)).getAttribute('href')).to.equal(
      buildPath(ROUTE_NAME.PRICE_COMPARE, {}, { [NAV_QUERY_KEY.SEARCH_TERM]: term }),
    );
  });

  it('prompts for a term without asking anything when q is blank', async () => {
    const t = await searchStores('/search?q=%20%20');
    const { container } = renderRoute(<SearchPage />, t.stores);
    await settle();
    expect(texts(container, 'h2')).to.deep.equal([COPY.PROMPT_TITLE]);
    expect(searchCalls(t)).to.deep.equal([]);
  });

  it('says it is searching while the search runs, then shows an error with Try again that searches again', async () => {
    const t = await searchStores('/search?q=coffee');
    let fail: (error: Error) => void = () => {};
    const original = t.search.search.bind(t.search);
    t.search.search = () => new Promise((_, reject) => (fail = reject));
    const { container } = renderRoute(<SearchPage />, t.stores);
    await settle();
    expect(container.querySelector('[role="status"]')?.textContent).to.equal(COPY.LOADING);
    fail(new Error('down'));
    await settle();
    expect(container.querySelector('[role="alert"]')?.textContent).to.include(COPY.ERROR);
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
    t.search.search = original;
    click(buttonNamed(container, SHELL_LABEL.TRY_AGAIN));
    await settle();
    expect(texts(container, 'article h3')).to.deep.equal(['$2 back on Grandmart coffee']);
  });

  it("searches within one retailer, named, with a link to search every retailer", async () => {
    const { id, name } = SEARCH_FIXTURE.RETAILER;
    const t = await searchStores(`/search?q=back&retailerId=${id}`);
    t.catalogue.retailers.set(id, aRetailer({ id, name }));
    const { container } = renderRoute(<SearchPage />, t.stores);
    await settle();
    expect(container.textContent).to.include(COPY.resultsIn(name));
    expect(texts(container, 'article h3')).to.have.members(['$2 back on Grandmart coffee', '5% back on paper towels']);
    expect(searchCalls(t)[0]?.args[0]).to.include({ retailerId: id });
    expect(linkNamed(container, COPY.SEARCH_EVERYWHERE).getAttribute('href')).to.equal('/search?q=back');
  });

  it('pages the offers 50 at a time, the page in the URL', async () => {
    const t = await searchStores('/search?q=cereal');
    t.search.offers = Array.from({ length: LIMITS.DEFAULT_OFFERS_LIMIT + 2 }, (_, index) => aSearchOffer({ name: `Cereal deal ${index}` }));
    const { container } = renderRoute(<SearchPage />, t.stores);
    await settle();
    expect(container.querySelectorAll('article')).to.have.length(LIMITS.DEFAULT_OFFERS_LIMIT);
    expect(container.textContent).to.include(COPY.pageOf(1, 2));
    click(buttonNamed(container, 'Page 2'));
    await settle();
    expect(t.history.location.search).to.equal('?q=cereal&page=2');
    expect(texts(container, 'article h3')).to.deep.equal(['Cereal deal 50', 'Cereal deal 51']);
    expect(searchCalls(t).at(-1)?.args[0]).to.include({ page: 2, limit: LIMITS.DEFAULT_OFFERS_LIMIT });
    await expectAccessible({ root: container, ignore: DOCUMENT_RULES });
  });

  it('shows the first screen of offers first, then the rest of the page (no one long render)', async () => {
    const t = await searchStores('/search?q=cereal');
    t.search.offers = Array.from({ length: LIMITS.DEFAULT_OFFERS_LIMIT }, (_, index) => aSearchOffer({ name: `Cereal deal ${index}` }));
    // The cards each commit leaves in the document (a Profiler reports every commit, once its DOM is changed).
    const counts: number[] = [];
    const count = () => counts.push(document.querySelectorAll('article').length);
    const { container } = renderRoute(
      <Profiler id="search" onRender={count}>
        <SearchPage />
      </Profiler>,
      t.stores,
    );
    await settle();
    const shown = counts.filter((cards, index) => cards > 0 && cards !== counts[index - 1]);
    const passes = [FIRST_SCREEN_OFFERS];
    while (passes.at(-1)! < LIMITS.DEFAULT_OFFERS_LIMIT) passes.push(Math.min(passes.at(-1)! + OFFERS_PER_LATER_PASS, LIMITS.DEFAULT_OFFERS_LIMIT));
    expect(shown).to.deep.equal(passes);
    expect(texts(container, 'article h3').slice(0, 2)).to.deep.equal(['Cereal deal 0', 'Cereal deal 1']);
  });

  it('reuses a cached search when the page shows it again', async () => {
    const t = await searchStores('/search?q=coffee');
    const first = renderRoute(<SearchPage />, t.stores);
    await settle();
    first.unmount();
    const again = renderRoute(<SearchPage />, t.stores);
    await settle();
    expect(texts(again.container, 'article h3')).to.deep.equal(['$2 back on Grandmart coffee']);
    expect(searchCalls(t)).to.have.length(1);
  });
});
