import { expect } from 'chai';
import { createTestStores } from '../../../support/testStores';

type Twins = ReturnType<typeof createTestStores>;

/** Navigates like a link click, then lets the page name itself as it would once loaded. */
function visit({ stores }: Twins, path: string, title?: string) {
  stores.router.navigate(path);
  if (title !== undefined) stores.routeHistory.setPageContext({ title });
}

const paths = ({ stores }: Twins) => stores.routeHistory.history.map((entry) => entry.path);

describe('RouteHistoryStore (000 §2 route history, page context and document title)', () => {
  describe('the route history rule', () => {
    it('seeds /home on the first load, pushes the page being left, and pops when going back', () => {
      const twins = createTestStores({ path: '/categories' });
      expect(paths(twins)).to.deep.equal(['/home']);
      visit(twins, '/retailers');
      expect(paths(twins)).to.deep.equal(['/home', '/categories']);
      visit(twins, '/categories');
      expect(paths(twins), 'the new route equals the most recent: pop').to.deep.equal(['/home']);
      visit(twins, '/retailers');
      twins.history.back();
      expect(paths(twins)).to.deep.equal(['/home']);
      expect(twins.stores.router.path).to.equal('/categories');
    });

    it("records the left page's title, given through setPageContext", () => {
      const twins = createTestStores({ path: '/home' });
      visit(twins, '/retailers/Acme_Market/12', 'Acme Market');
      visit(twins, '/retailers');
      expect(twins.stores.routeHistory.history.at(-1)).to.deep.include({
        name: 'retailers-retailerName-id',
        path: '/retailers/Acme_Market/12',
        title: 'Acme Market',
      });
    });

    it('does not push a page that was replaced (a guard or legacy redirect)', () => {
      const twins = createTestStores({ path: '/home' });
      visit(twins, '/categories');
      twins.stores.router.navigate('/retailers', { replace: true });
      expect(paths(twins)).to.deep.equal(['/home', '/home']);
      visit(twins, '/retailers/Acme/12', 'Acme');
      expect(paths(twins).at(-1)).to.equal('/retailers');
    });
  });

  describe('document titles', () => {
    it("is the route's title, then '<name> | Clipback' once the page names itself, or a page's own override", () => {
      const twins = createTestStores({ path: '/retailers/Acme/12' });
      const { routeHistory } = twins.stores;
      expect(routeHistory.documentTitle).to.equal('Retailer | Clipback');
      routeHistory.setPageContext({ title: 'Acme Market' });
      expect(routeHistory.documentTitle).to.equal('Acme Market | Clipback');
      routeHistory.setDocumentTitle('Not Found | Clipback');
      expect(routeHistory.documentTitle).to.equal('Not Found | Clipback');
      visit(twins, '/no-such-page');
      expect(routeHistory.documentTitle).to.equal('Not Found | Clipback');
      visit(twins, '/categories');
      expect(routeHistory.documentTitle).to.equal('Categories | Clipback');
    });
  });
});
