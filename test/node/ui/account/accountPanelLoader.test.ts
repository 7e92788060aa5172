import { expect } from 'chai';
import { loadRoute } from '../../../../ui/app/routeLoaders';
import { signedInAccount } from '../../../support/accountStores';

/** What the account page's loader read for an address: the stores' load states after it. */
async function loadedAt(path: string) {
  const t = await signedInAccount({ path });
  await loadRoute(t.stores, t.stores.router.route);
  const { stores } = t;
  return {
    customer: stores.customer.info !== null,
    checkup: stores.securityCheckup.status,
    settings: stores.accountSettings.status,
    favorites: stores.favoriteRetailers.status,
    history: stores.earnings.history.status,
    bankAccounts: stores.fundingSources.status,
    linkedRetailers: stores.linkedAccounts.retailers.status,
  };
}

describe("the account page's loader (ROUTE_NAME.ACCOUNT_PANEL, the panel from the route's params)", () => {
  it('reads the customer and the checkup for every panel, and what the panel shows, nothing more', async () => {
    const nothing = { settings: 'idle', favorites: 'idle', history: 'idle', bankAccounts: 'idle', linkedRetailers: 'idle' };
    const shared = { customer: true, checkup: 'ready' };
    expect(await loadedAt('/account')).to.deep.equal({ ...shared, ...nothing, linkedRetailers: 'ready' });
    expect(await loadedAt('/account/notifications')).to.deep.equal({ ...shared, ...nothing, settings: 'ready' });
    expect(await loadedAt('/account/privacy')).to.deep.equal({ ...shared, ...nothing, settings: 'ready' });
    expect(await loadedAt('/account/earnings')).to.deep.equal({ ...shared, ...nothing, history: 'ready' });
    expect(await loadedAt('/account/cashout?page=chooseAmount')).to.deep.equal({ ...shared, ...nothing, bankAccounts: 'ready' });
    expect(await loadedAt('/account/favorites')).to.deep.equal({ ...shared, ...nothing, favorites: 'ready' });
  });

  it('loads nothing for an unknown panel (the page is not-found)', async () => {
    expect(await loadedAt('/account/nonsense')).to.deep.include({ customer: false, checkup: 'idle', settings: 'idle', history: 'idle' });
  });

  it('reads the bank accounts once: the cashout steps change the address, not the accounts', async () => {
    const t = await signedInAccount({ path: '/account/cashout' });
    await loadRoute(t.stores, t.stores.router.route);
    t.stores.router.navigate('/account/cashout?page=chooseAmount');
    await loadRoute(t.stores, t.stores.router.route);
    expect(t.payments.calls.filter((call) => call.startsWith('getFundingSources'))).to.have.length(1);
  });
});
