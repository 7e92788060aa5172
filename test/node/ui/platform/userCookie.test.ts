import { expect } from 'chai';
import { COOKIE } from '../../../../domain/constants/cookies';
import { DAY_MS } from '../../../../domain/constants/timing';
import { createTestStores, DEMO_CUSTOMER_ID, signInCustomer } from '../../../support/testStores';

describe('the user cookie (000 §9: 90 days)', () => {
  it('remembers the signed-in customer for 90 days and is gone after sign-out', async () => {
    const twins = createTestStores({ path: '/home' });
    signInCustomer(twins);
    await twins.stores.auth.start(new URL('http://localhost/home'));
    expect(COOKIE.USER.maxAgeMs).to.equal(90 * DAY_MS);
    expect(twins.cookies.get(COOKIE.USER.name)).to.equal(DEMO_CUSTOMER_ID);
    twins.clock.advance(89 * DAY_MS);
    expect(twins.cookies.get(COOKIE.USER.name)).to.equal(DEMO_CUSTOMER_ID);
    twins.clock.advance(2 * DAY_MS);
    expect(twins.cookies.get(COOKIE.USER.name)).to.equal(null);

    signInCustomer(twins);
    await twins.stores.auth.readSession({ fresh: true });
    expect(twins.cookies.get(COOKIE.USER.name)).to.equal(DEMO_CUSTOMER_ID);
    twins.stores.auth.forceSignOut();
    expect(twins.cookies.get(COOKIE.USER.name)).to.equal(null);
  });

  it("names the returning customer in tracking while the sign-in is still being read", async () => {
    const twins = createTestStores({ path: '/home' });
    twins.cookies.set(COOKIE.USER.name, DEMO_CUSTOMER_ID, { maxAgeMs: COOKIE.USER.maxAgeMs });
    expect(twins.stores.auth.status).to.equal('loading');
    await twins.stores.tracking.track('view page');
    expect(twins.tracking.batches.at(-1)?.context.userId).to.equal(DEMO_CUSTOMER_ID);
    // Once the session says nobody is signed in, the cookie no longer speaks for the browser.
    await twins.stores.auth.start(new URL('http://localhost/home'));
    expect(twins.cookies.get(COOKIE.USER.name)).to.equal(null);
    await twins.stores.tracking.track('view page');
    expect(twins.tracking.batches.at(-1)?.context.userId).to.equal(null);
  });
});
