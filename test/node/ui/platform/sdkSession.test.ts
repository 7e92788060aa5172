import { expect } from 'chai';
import { sdkCustomerGateway } from '../../../../adapters/customers/sdkCustomerGateway';
import { createApi } from '../../../../adapters/http/createApi';
import { COOKIE } from '../../../../domain/constants/cookies';
import { createTestStores, demoCustomerRecord, TEST_NOW } from '../../../support/testStores';

const JAMIE = demoCustomerRecord(4250);

/** The SDK wired as main.tsx wires it, over a fetch that records requests and answers with `status`. */
function wiredApi(status: number) {
  const twins = createTestStores({ path: '/account' });
  const { stores } = twins;
  const requests: Request[] = [];
  const api = createApi(
    'http://localhost',
    {
      getAccessToken: () => stores.auth.getAccessToken(),
      getCustomerId: () => stores.auth.customerId,
      getSessionId: () => stores.session.id,
      getZip: () => null,
    },
    () => stores.auth.forceSignOut(),
    {
      fetch: async (request) => {
        requests.push(request);
        const body = status === 401 ? { message: 'There was a problem authenticating your request', code: 'UNAUTHENTICATED' } : {};
        return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
      },
    },
  );
  return { ...twins, api, requests };
}

describe('the SDK as the app wires it', () => {
  it('sends the session id as X-App-Session (and the token) on authenticated calls', async () => {
    const { stores, identity, api, requests } = wiredApi(200);
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: TEST_NOW.getTime() / 1000 + 3600 });
    await stores.auth.start(new URL('http://localhost/account'));
    await api.main.GET('/v2/customers/{id}', { params: { path: { id: '1000001' } } }).catch(() => undefined);
    expect(requests).to.have.length(1);
    expect(requests[0]?.headers.get('X-App-Session')).to.equal(stores.session.id);
    expect(requests[0]?.headers.get('Authorization')).to.match(/^Bearer /);
  });

  it('turns a 401 into a forced logout: customer reset, session restarted, early identifier cleared', async () => {
    const { stores, identity, cookies, api, tracking, customers } = wiredApi(401);
    customers.customers.set('1000001', JAMIE);
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: TEST_NOW.getTime() / 1000 + 3600 });
    await stores.auth.start(new URL('http://localhost/account'));
    await stores.customer.load();
    expect(stores.customer.info?.firstName).to.equal('Jamie');
    await stores.auth.earlyIdentifier();
    const sessionBefore = stores.session.id;
    const error = await sdkCustomerGateway(api).fetchCustomerInfo('1000001').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).to.be.instanceOf(Error);
    expect(stores.auth.status).to.equal('anonymous');
    expect(stores.customer.info).to.equal(null);
    expect(stores.session.id).to.not.equal(sessionBefore);
    expect(cookies.get(COOKIE.EARLY_IDENTIFIER.name)).to.equal(null);
    expect(tracking.events.map((event) => event.name)).to.deep.equal(['session end', 'session start']);
  });
});

describe('CustomerStore on sign-out', () => {
  it('drops an answer that arrives after the customer signed out', async () => {
    const { stores, identity, customers } = createTestStores({ path: '/account' });
    customers.customers.set('1000001', JAMIE);
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: TEST_NOW.getTime() / 1000 + 3600 });
    await stores.auth.start(new URL('http://localhost/account'));
    const loading = stores.customer.load();
    stores.auth.forceSignOut();
    await loading;
    expect(stores.customer.info).to.equal(null);
    expect(stores.customer.isLoading).to.equal(false);
  });
});
