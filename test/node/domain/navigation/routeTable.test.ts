import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import { guardRoute } from '../../../../domain/navigation/guards';
import { legacyRedirect } from '../../../../domain/navigation/legacyRedirect';
import { matchRoute, type RouteMatch } from '../../../../domain/navigation/matchRoute';
import { routeHistoryEntry } from '../../../../domain/navigation/routeHistory';
import { routeTableCases } from '../../../support/routeTableCases';

/** More hops than any chain of redirects needs (legacy, then a guard, then sign-in's own guard). */
const MAX_REDIRECTS = 4;

interface Arrival {
  readonly route: RouteMatch;
  readonly path: string;
  readonly message?: string;
}

/** Where the app ends on `path`, applying legacy redirects and the guards as navigationGuard does. */
function arrive(path: string, signedIn: boolean): Arrival {
  let current = path;
  let message: string | undefined;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    const url = new URL(current, 'http://localhost');
    const legacy = legacyRedirect(url.pathname, url.search);
    const route = matchRoute(url.pathname, url.search);
    // The route history names every route it passes through.
    routeHistoryEntry(route, '');
    const redirect = legacy ?? guardRoute({ route, signedIn, securityCheckupComplete: true, hasSelectedCashoutSource: true });
    if (!redirect) return { route, path: current, ...(message ? { message } : {}) };
    expect(redirect.redirect, `${current} redirects within the site`).to.match(/^\/(?!\/)/);
    current = redirect.redirect;
    message = 'message' in redirect ? redirect.message : message;
  }
  throw new Error(`${path} is still redirecting after ${MAX_REDIRECTS} hops (at ${current})`);
}

describe('every route of the table, typed in part or garbled (issue 21)', () => {
  for (const { pattern, variant, path } of routeTableCases()) {
    it(`${pattern}, ${variant}: resolves to a page, signed in and out`, () => {
      for (const signedIn of [true, false]) expect(() => arrive(path, signedIn), `${path.slice(0, 80)} signed in: ${signedIn}`).not.to.throw();
    });
  }

  it("/retailers/Foo ends at /retailers with 'Sorry, we couldn't find that retailer.'", () => {
    expect(arrive('/retailers/Foo', false)).to.deep.include({ path: '/retailers', message: MESSAGES.RETAILER_NOT_FOUND });
    expect(arrive('/retailers/groups', false)).to.deep.include({ path: '/retailers', message: MESSAGES.RETAILER_NOT_FOUND });
  });

  it('/categories/Foo and /categories/Home/ end at /categories', () => {
    expect(arrive('/categories/Foo', false).path).to.equal('/categories');
    expect(arrive('/categories/Home/', false).path).to.equal('/categories');
  });

  it('bad percent-encoding, an emoji and an over-long path end on the not-found page', () => {
    for (const path of ['/retailers/%E0%A4%A/1', `/${encodeURIComponent('😀')}`, `/home/${'x'.repeat(3000)}`]) {
      expect(arrive(path, false).route.name, path.slice(0, 40)).to.equal('not-found');
    }
  });
});
