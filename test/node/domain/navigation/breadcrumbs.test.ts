import { expect } from 'chai';
import { type BreadcrumbInput, breadcrumbTrail } from '../../../../domain/navigation/breadcrumbs';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import { HOME_ROUTE_HISTORY_ENTRY, type RouteHistoryEntry, routeHistoryEntry } from '../../../../domain/navigation/routeHistory';

function page(path: string, title = ''): RouteHistoryEntry {
  const [pathname, search = ''] = path.split('?');
  return routeHistoryEntry(matchRoute(pathname ?? '', search), title);
}
function trail(current: RouteHistoryEntry, history: RouteHistoryEntry[] = [], extra: Partial<BreadcrumbInput> = {}) {
  return breadcrumbTrail({ current, history, signedIn: true, ...extra });
}

const home = HOME_ROUTE_HISTORY_ENTRY;
const grocery = page('/categories/Grocery/88', 'Grocery');
const target = page('/retailers/Target/5', 'Target');
const dollarGroup = page('/retailers/groups/Dollar?ids=1&ids=2', 'Dollar Stores');
const search = page('/search?q=milk', 'milk');
const milkOffer = page('/offers/Milk/77', 'Milk');
const forYou = page('/bonuses/for-you', 'For you');
const doublePoints = page('/bonuses/4021', 'Double Points');

const c = {
  categories: { label: 'Categories', path: '/categories' },
  grocery: { label: 'Grocery', path: '/categories/Grocery/88' },
  retailers: { label: 'Retailers', path: '/retailers' },
  target: { label: 'Target', path: '/retailers/Target/5' },
  searchRoot: { label: 'Search', path: '/search' },
  searchResults: { label: 'Search results', path: '/search?q=milk' },
  milk: { label: 'Milk', path: '/offers/Milk/77' },
  bonuses: { label: 'Bonuses', path: '/bonuses' },
  forYou: { label: 'for you', path: '/bonuses/for-you' },
  doublePoints: { label: 'Double Points', path: '/bonuses/4021' },
};

describe('breadcrumbTrail', () => {
  it('"Shown only on routes registered for them"', () => {
    expect(trail(page('/home', 'Home'), [home])).to.deep.equal([]);
    expect(trail(page('/retailers', 'Retailers'), [home])).to.deep.equal([]);
    expect(trail(page('/referral', 'Referral'), [home])).to.deep.equal([]);
  });

  it('"Categories: categories root, category name"', () => {
    expect(trail(grocery, [home])).to.deep.equal([c.categories, c.grocery]);
  });

  describe('"Retailers: retailers root, then the retailer group name or retailer name"', () => {
    it('starts from the retailers root', () => {
      expect(trail(target, [home])).to.deep.equal([c.retailers, c.target]);
      expect(trail(dollarGroup, [home])).to.deep.equal([
        c.retailers,
        { label: 'Dollar Stores', path: '/retailers/groups/Dollar?ids=1&ids=2' },
      ]);
    });

    it('"If the previous page was search or a category page, extend that page\'s trail"', () => {
      expect(trail(target, [home, search])).to.deep.equal([c.searchRoot, c.searchResults, c.target]);
      expect(trail(target, [home, grocery])).to.deep.equal([c.categories, c.grocery, c.target]);
      expect(trail(target, [home, grocery, milkOffer]), 'previous page was an offer').to.deep.equal([c.retailers, c.target]);
    });
  });

  describe("the always-'Retailers' list (000 §9: 1356, 88, 475)", () => {
    it("keeps the Retailers trail for those retailers, whatever page came before", () => {
      for (const id of [1356, 88, 475]) {
        const listed = page(`/retailers/Always/${id}`, 'Always');
        const own = { label: 'Always', path: `/retailers/Always/${id}` };
        expect(trail(listed, [home, search]), `retailer ${id} from search`).to.deep.equal([c.retailers, own]);
        expect(trail(listed, [home, grocery]), `retailer ${id} from a category`).to.deep.equal([c.retailers, own]);
      }
      // Any other retailer still extends the page it came from.
      expect(trail(target, [home, grocery])).to.deep.equal([c.categories, c.grocery, c.target]);
    });
  });

  describe('Offers', () => {
    it('"if the last two history entries were a category page then a retailer page, trail is category trail, retailer, offer"', () => {
      expect(trail(milkOffer, [home, grocery, target])).to.deep.equal([c.categories, c.grocery, c.target, c.milk]);
      expect(trail(milkOffer, [grocery, target]), 'history length 2').to.deep.equal([
        c.categories,
        c.grocery,
        c.target,
        c.milk,
      ]);
    });

    it('"Else if the previous page was search, a bonus, a category or a retailer page, extend its trail"', () => {
      expect(trail(milkOffer, [home, search])).to.deep.equal([c.searchRoot, c.searchResults, c.milk]);
      expect(trail(milkOffer, [home, doublePoints])).to.deep.equal([c.bonuses, c.doublePoints, c.milk]);
      expect(trail(milkOffer, [home, grocery])).to.deep.equal([c.categories, c.grocery, c.milk]);
      expect(trail(milkOffer, [home, target])).to.deep.equal([c.retailers, c.target, c.milk]);
      expect(trail(milkOffer, [home, search, target]), 'retailer reached from search').to.deep.equal([
        c.searchRoot,
        c.searchResults,
        c.target,
        c.milk,
      ]);
    });

    describe('"Else when a retailer is known: retailers, retailer, offer"', () => {
      const retailersById = { '5': { name: 'Target', slug: 'Target' }, '9': { name: 'Kroger', slug: 'Kroger' } };
      const offerWithRetailer = page('/offers/Milk/77?retailerId=9', 'Milk');
      const kroger = { label: 'Kroger', path: '/retailers/Kroger/9' };
      const milkWithQuery = { label: 'Milk', path: '/offers/Milk/77?retailerId=9' };

      it('"A retailer is known if the user is logged in and the query carries retailerId"', () => {
        expect(trail(offerWithRetailer, [home], { retailersById, offerRetailerIds: [5, 9] })).to.deep.equal([
          c.retailers,
          kroger,
          milkWithQuery,
        ]);
        expect(
          trail(offerWithRetailer, [home], { retailersById, offerRetailerIds: [5, 9], signedIn: false }),
          'anonymous: the query does not count',
        ).to.deep.equal([]);
      });

      it('"or the offer has exactly one retailer"', () => {
        expect(trail(milkOffer, [home], { retailersById, offerRetailerIds: [5], signedIn: false })).to.deep.equal([
          c.retailers,
          c.target,
          c.milk,
        ]);
        expect(trail(milkOffer, [home], { retailersById, offerRetailerIds: [5, 9] })).to.deep.equal([]);
      });

      it('needs the retailer\'s name to make its crumb', () => {
        expect(trail(milkOffer, [home], { retailersById: {}, offerRetailerIds: [5] })).to.deep.equal([]);
      });
    });

    it('"Else no trail"', () => {
      expect(trail(milkOffer, [home])).to.deep.equal([]);
      expect(trail(milkOffer, [])).to.deep.equal([]);
      expect(trail(page('/offers/77', 'Milk'), [home, page('/account', 'Account')])).to.deep.equal([]);
    });
  });

  it('"Search: search root, \'Search results\'"', () => {
    expect(trail(search, [home])).to.deep.equal([c.searchRoot, c.searchResults]);
  });

  describe('Bonuses', () => {
    it('"bonuses root, then bonus category with hyphens replaced by spaces, or the bonus name"', () => {
      expect(trail(forYou, [home])).to.deep.equal([c.bonuses, c.forYou]);
      expect(trail(page('/bonuses/recently-expired-deals'), [home])).to.deep.equal([
        c.bonuses,
        { label: 'recently expired deals', path: '/bonuses/recently-expired-deals' },
      ]);
      expect(trail(doublePoints, [home])).to.deep.equal([c.bonuses, c.doublePoints]);
    });

    it('"extends the bonus category or offer trail if the user came from there"', () => {
      expect(trail(doublePoints, [home, forYou])).to.deep.equal([c.bonuses, c.forYou, c.doublePoints]);
      expect(trail(doublePoints, [home, search, milkOffer])).to.deep.equal([
        c.searchRoot,
        c.searchResults,
        c.milk,
        c.doublePoints,
      ]);
    });

    it('falls back to its own root when the offer it came from had no trail, or from a sibling bonus category', () => {
      expect(trail(doublePoints, [home, milkOffer])).to.deep.equal([c.bonuses, c.doublePoints]);
      expect(trail(forYou, [home, page('/bonuses/featured')])).to.deep.equal([c.bonuses, c.forYou]);
    });

    it('does not loop when the user goes round bonus → offer → the same bonus', () => {
      expect(trail(doublePoints, [home, doublePoints, milkOffer])).to.deep.equal([c.bonuses, c.doublePoints]);
    });
  });

  it('"Earnings: Home, Account, Transaction details"', () => {
    expect(trail(page('/earnings/tx-1', 'Purchase'), [home])).to.deep.equal([
      { label: 'Home', path: '/home' },
      { label: 'Account', path: '/account' },
      { label: 'Transaction details', path: '/earnings/tx-1' },
    ]);
  });

  it('"Withdraw page: account, then \'Withdraw Earnings\' ... then further crumbs from the query page"', () => {
    expect(trail(page('/account/cashout?page=chooseAmount'), [home])).to.deep.equal([
      { label: 'Account', path: '/account' },
      { label: 'Withdraw Earnings', path: '/account/cashout' },
      { label: 'Choose Account', path: '/account/cashout?page=chooseAccount' },
      { label: 'Choose Amount', path: '/account/cashout?page=chooseAmount' },
    ]);
    expect(trail(page('/account/privacy'), [home]), 'other account panels').to.deep.equal([]);
  });
});
