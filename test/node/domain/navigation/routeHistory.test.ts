import { expect } from 'chai';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import {
  HOME_ROUTE_HISTORY_ENTRY,
  type RouteHistoryEntry,
  nextRouteHistory,
  routeHistoryEntry,
} from '../../../../domain/navigation/routeHistory';

function entry(path: string, title = ''): RouteHistoryEntry {
  const [pathname, search = ''] = path.split('?');
  return routeHistoryEntry(matchRoute(pathname ?? '', search), title);
}

const retailers = entry('/retailers', 'Retailers');
const target = entry('/retailers/Target/5', 'Target');
const offer = entry('/offers/Milk/1', 'Milk');

describe('route history', () => {
  it('builds entries from a match, with the canonical path and the crumb title', () => {
    expect(entry('/retailers/Bed%20Bath/5?x=1', 'Bed Bath')).to.deep.equal({
      name: 'retailers-retailerName-id',
      params: { retailerName: 'Bed Bath', id: '5' },
      query: { x: '1' },
      path: '/retailers/Bed%20Bath/5?x=1',
      title: 'Bed Bath',
    });
  });

  it('"Fallback most recent route is /home" (name home)', () => {
    expect(HOME_ROUTE_HISTORY_ENTRY).to.deep.include({ name: 'home', path: '/home' });
    expect(nextRouteHistory([], { to: target }).at(-1)).to.equal(HOME_ROUTE_HISTORY_ENTRY);
  });

  it('"push home if there is no history and the same path" (first load)', () => {
    expect(nextRouteHistory([], { to: offer })).to.deep.equal([HOME_ROUTE_HISTORY_ENTRY]);
    expect(nextRouteHistory([], { from: offer, to: offer })).to.deep.equal([HOME_ROUTE_HISTORY_ENTRY]);
  });

  it('"otherwise push the previous route"', () => {
    expect(nextRouteHistory([], { from: retailers, to: target })).to.deep.equal([retailers]);
    expect(nextRouteHistory([retailers], { from: target, to: offer })).to.deep.equal([retailers, target]);
  });

  it('"pop when the new route equals the most recent" (going back)', () => {
    expect(nextRouteHistory([retailers, target], { from: offer, to: target })).to.deep.equal([retailers]);
    expect(nextRouteHistory([HOME_ROUTE_HISTORY_ENTRY], { from: retailers, to: entry('/home') })).to.deep.equal([]);
  });

  it('leaves the history alone on a same-path transition when history exists (not in the documents)', () => {
    const history = [retailers];
    expect(nextRouteHistory(history, { from: target, to: target })).to.equal(history);
    expect(nextRouteHistory(history, { to: target })).to.equal(history);
  });

  it('does not change the history it is given', () => {
    const history = Object.freeze([retailers]);
    nextRouteHistory(history, { from: target, to: offer });
    expect(history).to.deep.equal([retailers]);
  });
});
