import { expect } from 'chai';
import sinon from 'sinon';
import { LIMITS } from '../../../../domain/constants/limits';
import { NAV_QUERY_KEY, ROUTE_NAME } from '../../../../domain/constants/navigation';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { SearchPageModel } from '../../../../ui/pages/search/SearchPageModel';
import { SEARCH_PAGE_COPY } from '../../../../ui/pages/search/copy';
import { SEARCH_FIXTURE, seededSearch } from '../../../support/searchMother';
import { createTestStores } from '../../../support/testStores';
import { SEARCH_MAX_LENGTH } from '../../../../domain/search/searchQuery';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import type { Stores } from '../../../../ui/stores/Stores';

/** The current route's loader, as the app runs it. */
const loadPage = (stores: Stores) => loadRoute(stores, stores.router.route);

function searchPage(path: string) {
  const test = createTestStores({ path });
  const seeded = seededSearch();
  Object.assign(test.search, { retailers: seeded.retailers, offers: seeded.offers, bonuses: seeded.bonuses });
  for (const [term, corrected] of seeded.corrections) test.search.corrections.set(term, corrected);
  return { ...test, model: new SearchPageModel(test.stores) };
}

const searchPath = (query: Record<string, string>) => buildPath(ROUTE_NAME.SEARCH, {}, query);

describe('SearchPageModel', () => {
  it('prompts without asking anything for a blank or missing q, titled "Search results"', async () => {
    for (const path of ['/search', '/search?q=%20%09%20']) {
      const { model, search, stores } = searchPage(path);
      await loadPage(stores);
      expect(model.status, path).to.equal('idle');
      expect(search.calls, path).to.deep.equal([]);
      expect(stores.routeHistory.documentTitle).to.equal(`${SEARCH_PAGE_COPY.HEADING} | Clipback`);
    }
  });

  it('searches the query trimmed and cut to 255 characters, the retailer, the spelling flag and the page from the URL', async () => {
    const long = `  ${'a'.repeat(SEARCH_MAX_LENGTH + 20)}  `;
    const { model, search, stores } = searchPage(
      searchPath({ [NAV_QUERY_KEY.SEARCH_TERM]: long, [NAV_QUERY_KEY.RETAILER_ID]: '1408', [NAV_QUERY_KEY.CORRECT_SPELLING]: 'false', page: '3' }),
    );
    await loadPage(stores);
    expect(search.calls[0]?.args[0]).to.deep.equal({
      term: 'a'.repeat(SEARCH_MAX_LENGTH),
      retailerId: 1408,
      correctSpelling: false,
      page: 3,
      limit: LIMITS.DEFAULT_OFFERS_LIMIT,
    });
  });

  it('links "Did you mean" to the corrected search and "Search instead for" to the term exactly as typed', async () => {
    const misspelled = SEARCH_FIXTURE.MISSPELLED_RETAILER_NAME;
    const { model, stores } = searchPage(searchPath({ q: misspelled }));
    await loadPage(stores);
    const corrected = model.record?.results.misspelling;
    expect(corrected).to.be.a('string');
    expect(model.correctedPath).to.equal(searchPath({ q: corrected! }));
    expect(model.asTypedPath).to.equal(searchPath({ q: misspelled, correctSpelling: 'false' }));
  });

  it("names a retailer search's retailer from the header's pill, and links to searching every retailer", async () => {
    const { id, name } = SEARCH_FIXTURE.RETAILER;
    const { model, stores, catalogue } = searchPage(searchPath({ q: 'back', retailerId: String(id) }));
    stores.searchBar.setRetailerContext({ id, name, offerCount: 3 });
    catalogue.failWith = new Error('not asked');
    await loadPage(stores);
    expect(model.retailerName).to.equal(name);
    expect(model.everywherePath).to.equal(searchPath({ q: 'back' }));
    expect(model.status).to.equal('ready');
  });

  it('shows the latest search only when an older answer arrives last', async () => {
    const { model, search, stores } = searchPage(searchPath({ q: 'coffee' }));
    const answers: (() => void)[] = [];
    const original = search.search.bind(search);
    search.search = (request) => new Promise((resolve) => answers.push(() => void original(request).then(resolve)));
    const first = loadPage(stores);
    stores.router.navigate(searchPath({ q: 'milk' }));
    const second = loadPage(stores);
    answers[1]?.();
    await second;
    answers[0]?.();
    await first;
    expect(model.record?.term).to.equal('milk');
  });

  it("reports 'search results' once per search shown; another visit reports it again", async () => {
    const { model, stores, tracking } = searchPage(searchPath({ q: 'coffee' }));
    const reports = () => tracking.events.filter((event) => event.name === 'search results').length;
    await loadPage(stores);
    await loadPage(stores);
    expect(reports()).to.equal(1);
    model.leave();
    await loadPage(stores);
    expect(reports()).to.equal(2);
  });

  it('tries a failed search again', async () => {
    const { model, stores, search } = searchPage(searchPath({ q: 'coffee' }));
    search.failWith = new Error('down');
    const warn = sinon.stub(console, 'warn'); // the failure is logged on purpose
    await loadPage(stores).finally(() => warn.restore());
    expect(model.status).to.equal('error');
    search.failWith = null;
    await model.retry();
    expect([model.status, model.record?.term]).to.deep.equal(['ready', 'coffee']);
  });
});
