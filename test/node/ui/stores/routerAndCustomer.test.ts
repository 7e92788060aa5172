import { expect } from 'chai';
import { createMemoryHistory } from 'history';
import { FixedClock } from '../../../../adapters/clock/Clock';
import { MemoryCustomerGateway } from '../../../../adapters/customers/MemoryCustomerGateway';
import { MemoryIdentity } from '../../../../adapters/identity/MemoryIdentity';
import * as MESSAGES from '../../../../domain/constants/messages';
import { startNavigationGuard } from '../../../../ui/app/navigationGuard';
import { createTestStores, demoCustomerRecord } from '../../../support/testStores';
import { CUSTOMER_ID_MISSING } from '../../../../domain/customers/customerId';

const NOW = new Date('2026-03-01T12:00:00.000Z');

function rootAt(path: string) {
  return createTestStores({ path, now: NOW });
}

describe('RouterStore', () => {
  it('matches the current location to a route and follows navigation', () => {
    const { stores } = rootAt('/retailers/Acme_Market/12?x=1');
    expect(stores.router.route.name).to.equal('retailers-retailerName-id');
    expect(stores.router.route.params).to.deep.equal({ retailerName: 'Acme_Market', id: '12' });
    stores.router.navigate('/categories');
    expect(stores.router.route.name).to.equal('categories');
    expect(stores.router.path).to.equal('/categories');
  });
});

describe('navigation guard', () => {
  it('waits for the auth state, then sends an anonymous visitor from a protected page to /login with the redirect', async () => {
    const { stores, history } = rootAt('/account/cashout');
    const stop = startNavigationGuard(stores);
    expect(history.location.pathname).to.equal('/account/cashout');
    await stores.auth.start(new URL('http://localhost/account/cashout'));
    expect(history.location.pathname).to.equal('/login');
    expect(new URLSearchParams(history.location.search).get('redirect')).to.equal('/account/cashout');
    stop();
  });

  it('replaces a non-numeric retailer id with /retailers and carries the message', async () => {
    const { stores, history } = rootAt('/retailers/Acme/not-a-number');
    const stop = startNavigationGuard(stores);
    await stores.auth.start(new URL('http://localhost/'));
    expect(history.location.pathname).to.equal('/retailers');
    expect(stores.router.takeFlashMessage()).to.equal(MESSAGES.RETAILER_NOT_FOUND);
    expect(stores.router.takeFlashMessage()).to.equal(null);
    stop();
  });

  it('applies legacy redirects in place', async () => {
    const { stores, history } = rootAt('/Retailers/');
    const stop = startNavigationGuard(stores);
    await stores.auth.start(new URL('http://localhost/'));
    expect(history.location.pathname).to.equal('/retailers');
    stop();
  });

  it('sends a signed-in user away from /login to /home', async () => {
    const { stores, identity, history } = rootAt('/login');
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: NOW.getTime() / 1000 + 60 });
    const stop = startNavigationGuard(stores);
    await stores.auth.start(new URL('http://localhost/login'));
    expect(history.location.pathname).to.equal('/home');
    stop();
  });
});

describe('CustomerStore', () => {
  const info = demoCustomerRecord(4250);

  it("loads the signed-in customer's record", async () => {
    const { stores, identity, customers } = rootAt('/account');
    customers.customers.set('1000001', info);
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: NOW.getTime() / 1000 + 60 });
    await stores.auth.start(new URL('http://localhost/account'));
    await stores.customer.load();
    expect(stores.customer.info?.firstName).to.equal('Jamie');
    expect(stores.customer.error).to.equal(null);
  });

  it('reads the record once per sign-in, whoever asks; a refresh (after a write) or a new sign-in reads it again', async () => {
    const { stores, identity, customers } = rootAt('/account');
    customers.customers.set('1000001', info);
    let reads = 0;
    const fetchCustomerInfo = customers.fetchCustomerInfo.bind(customers);
    customers.fetchCustomerInfo = (customerId) => {
      reads += 1;
      return fetchCustomerInfo(customerId);
    };
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: NOW.getTime() / 1000 + 60 });
    await stores.auth.start(new URL('http://localhost/account'));
    // The header, the account page's loader and a tab switch.
    await Promise.all([stores.customer.load(), stores.customer.load()]);
    await stores.customer.load();
    expect(reads).to.equal(1);
    expect(stores.customer.info?.balance).to.equal(4250);
    customers.customers.set('1000001', { ...info, balance: 1000 });
    await stores.customer.refresh();
    expect(reads).to.equal(2);
    expect(stores.customer.info?.balance).to.equal(1000);
    stores.auth.forceSignOut();
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: NOW.getTime() / 1000 + 60 });
    await stores.auth.readSession();
    await stores.customer.load();
    expect(reads).to.equal(3);
    expect(stores.customer.info?.firstName).to.equal('Jamie');
  });

  it("refuses without a customer id ('customerId missing') and shows the generic error when the call fails", async () => {
    const { stores, identity, customers } = rootAt('/account');
    await stores.auth.start(new URL('http://localhost/account'));
    await stores.customer.load();
    expect(stores.customer.error).to.equal(CUSTOMER_ID_MISSING);
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: NOW.getTime() / 1000 + 60 });
    await stores.auth.readSession();
    customers.failWith = new Error('network down');
    await stores.customer.load();
    expect(stores.customer.error).to.equal(MESSAGES.TRY_AGAIN);
    expect(stores.customer.isLoading).to.equal(false);
  });
});
