import { expect } from 'chai';
import { currentBreadcrumbTrail } from '../../../../ui/components/Breadcrumbs/currentBreadcrumbTrail';
import { createTestStores, TEST_NOW } from '../../../support/testStores';

type Twins = ReturnType<typeof createTestStores>;

/** Navigates like a link click, then lets the page name itself as it would once loaded. */
function visit({ stores }: Twins, path: string, title?: string, extra: { offerRetailerIds?: number[] } = {}) {
  stores.router.navigate(path);
  if (title !== undefined) stores.routeHistory.setPageContext({ title, ...extra });
}

const trail = ({ stores }: Twins) => currentBreadcrumbTrail(stores.routeHistory, stores.auth.isSignedIn);
const labels = (twins: Twins) => trail(twins).map((crumb) => crumb.label);

async function signIn(twins: Twins) {
  twins.identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: TEST_NOW.getTime() / 1000 + 3600 });
  await twins.stores.auth.start(new URL('http://localhost/home'));
}

describe('currentBreadcrumbTrail (000 §2 breadcrumbs, from the route history and the page context)', () => {
  it('category → retailer → offer: category trail, retailer, offer', () => {
    const twins = createTestStores({ path: '/home' });
    visit(twins, '/categories/Grocery/88', 'Grocery');
    expect(labels(twins)).to.deep.equal(['Categories', 'Grocery']);
    visit(twins, '/retailers/Acme/12', 'Acme');
    expect(labels(twins)).to.deep.equal(['Categories', 'Grocery', 'Acme']);
    visit(twins, '/offers/Milk/5', 'Milk', { offerRetailerIds: [12, 13] });
    expect(labels(twins)).to.deep.equal(['Categories', 'Grocery', 'Acme', 'Milk']);
    expect(trail(twins).map((crumb) => crumb.path)).to.deep.equal([
      '/categories',
      '/categories/Grocery/88',
      '/retailers/Acme/12',
      '/offers/Milk/5',
    ]);
    // Back to the retailer: its name is remembered before its page reloads.
    twins.history.back();
    expect(labels(twins)).to.deep.equal(['Categories', 'Grocery', 'Acme']);
  });

  it('a retailer reached directly: Retailers, retailer; a group likewise', () => {
    const twins = createTestStores({ path: '/home' });
    visit(twins, '/retailers/Acme/12', 'Acme');
    expect(labels(twins)).to.deep.equal(['Retailers', 'Acme']);
    visit(twins, '/retailers/groups/Pharmacies?ids=1&ids=2', 'Pharmacies');
    expect(labels(twins)).to.deep.equal(['Retailers', 'Pharmacies']);
  });

  it('search → offer: Search, Search results, offer', async () => {
    const twins = createTestStores({ path: '/home' });
    await signIn(twins);
    visit(twins, '/search?q=milk');
    expect(labels(twins)).to.deep.equal(['Search', 'Search results']);
    visit(twins, '/offers/Milk/5', 'Milk');
    expect(labels(twins)).to.deep.equal(['Search', 'Search results', 'Milk']);
  });

  it('bonus category → bonus → offer extends each trail; hyphens become spaces', async () => {
    const twins = createTestStores({ path: '/home' });
    await signIn(twins);
    visit(twins, '/bonuses/in-progress');
    expect(labels(twins)).to.deep.equal(['Bonuses', 'in progress']);
    visit(twins, '/bonuses/42', 'Spend $50');
    expect(labels(twins)).to.deep.equal(['Bonuses', 'in progress', 'Spend $50']);
    visit(twins, '/offers/Milk/5', 'Milk');
    expect(labels(twins)).to.deep.equal(['Bonuses', 'in progress', 'Spend $50', 'Milk']);
  });

  it('an offer opened directly: Retailers, retailer, offer when the retailer is known, else none', async () => {
    const twins = createTestStores({ path: '/home' });
    visit(twins, '/offers/Milk/5');
    twins.stores.routeHistory.setPageContext({
      title: 'Milk',
      offerRetailerIds: [12, 13],
      retailersById: { 12: { name: 'Acme', slug: 'Acme' } },
    });
    expect(labels(twins), 'two retailers, anonymous').to.deep.equal([]);
    twins.stores.routeHistory.setPageContext({
      title: 'Milk',
      offerRetailerIds: [12],
      retailersById: { 12: { name: 'Acme', slug: 'Acme' } },
    });
    expect(labels(twins)).to.deep.equal(['Retailers', 'Acme', 'Milk']);
    await signIn(twins);
    visit(twins, '/offers/Milk/5?retailerId=13');
    twins.stores.routeHistory.setPageContext({
      title: 'Milk',
      offerRetailerIds: [12, 13],
      retailersById: { 13: { name: 'Bolt', slug: 'Bolt' } },
    });
    expect(labels(twins)).to.deep.equal(['Retailers', 'Bolt', 'Milk']);
  });

  it('waits for the page to name itself, and ignores a context given for another path', () => {
    const twins = createTestStores({ path: '/retailers/Acme/12' });
    expect(trail(twins)).to.deep.equal([]);
    twins.stores.routeHistory.setPageContext({ title: 'Acme' });
    expect(labels(twins)).to.deep.equal(['Retailers', 'Acme']);
    visit(twins, '/retailers/Bolt/13');
    expect(trail(twins)).to.deep.equal([]);
  });

  it('withdraw: Account, Withdraw Earnings, then each step up to the query page (no page title needed)', () => {
    const twins = createTestStores({ path: '/account/cashout?page=chooseAmount' });
    expect(trail(twins).map((crumb) => crumb.path)).to.deep.equal([
      '/account',
      '/account/cashout',
      '/account/cashout?page=chooseAccount',
      '/account/cashout?page=chooseAmount',
    ]);
    expect(labels(twins)).to.deep.equal(['Account', 'Withdraw Earnings', 'Choose Account', 'Choose Amount']);
    visit(twins, '/account');
    expect(trail(twins), 'other account panels have none').to.deep.equal([]);
  });

  it('has no trail on routes not registered for breadcrumbs', () => {
    const twins = createTestStores({ path: '/categories' });
    twins.stores.routeHistory.setPageContext({ title: 'Categories' });
    expect(trail(twins)).to.deep.equal([]);
  });
});
