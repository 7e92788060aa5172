import { expect } from 'chai';
import { ROUTE_NAME } from '../../../../domain/constants/navigation';
import type { RouteMatch } from '../../../../domain/navigation/matchRoute';
import { startRouteLoading } from '../../../../ui/app/routeLoading';
import type { RouteLoaders } from '../../../../ui/app/routeLoaders';
import { createTestStores, signInCustomer } from '../../../support/testStores';

/** Loaders that record each run as `<route name> <customer or -> <params>`. */
function recordingLoaders() {
  const runs: string[] = [];
  const record = (stores: { auth: { customerId: string | null } }, route: RouteMatch) => {
    runs.push(`${route.name} ${stores.auth.customerId ?? '-'} ${JSON.stringify(route.params)}`);
    return Promise.resolve();
  };
  const loaders: RouteLoaders = { [ROUTE_NAME.HOME]: record, [ROUTE_NAME.RETAILER]: record, [ROUTE_NAME.ACCOUNT_PANEL]: record };
  return { runs, loaders };
}

describe('route loading (each route’s first-view data starts with the route)', () => {
  it('waits for the sign-in state, then loads the route once, and again for each new route', async () => {
    const twins = createTestStores({ path: '/home' });
    const { runs, loaders } = recordingLoaders();
    const stop = startRouteLoading(twins.stores, loaders);
    expect(runs, 'who is signed in decides what loads').to.deep.equal([]);
    await twins.stores.auth.start(new URL('http://localhost/home'));
    expect(runs).to.deep.equal(['home - {}']);
    twins.stores.router.navigate('/home');
    expect(runs, 'the same route and customer load once').to.have.length(1);
    twins.stores.router.navigate('/retailers/Maple_Outfitters/201');
    expect(runs.at(-1)).to.equal(`${ROUTE_NAME.RETAILER} - {"retailerName":"Maple_Outfitters","id":"201"}`);
    stop();
    twins.stores.router.navigate('/home');
    expect(runs, 'nothing after it is stopped').to.have.length(2);
  });

  it('loads again for the customer who signs in, and a protected route only for a signed-in customer', async () => {
    const twins = createTestStores({ path: '/account/profile' });
    const { runs, loaders } = recordingLoaders();
    startRouteLoading(twins.stores, loaders);
    await twins.stores.auth.start(new URL('http://localhost/account/profile'));
    expect(runs, 'a visitor on a protected route is on the way to sign in').to.deep.equal([]);
    signInCustomer(twins);
    await twins.stores.auth.start(new URL('http://localhost/account/profile'));
    expect(runs).to.have.length(1);
    expect(runs[0]).to.match(/^account-panel \d+ /);
  });
});
