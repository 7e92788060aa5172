import { expect } from 'chai';
import { EXTENSION_ACTION } from '../../../../domain/launch/extensionMessage';
import { createTestStores, signInCustomer } from '../../../support/testStores';

async function signedIn() {
  const t = createTestStores();
  t.extension.version = '4.2.0';
  signInCustomer(t);
  await t.stores.auth.start(new URL('http://localhost/home'));
  expect(t.stores.auth.status).to.equal('authenticated');
  return t;
}

describe('Signing out tells the extension (Stores)', () => {
  it('sends the logout message once when the shopper logs out', async () => {
    const t = await signedIn();
    expect(t.extension.sent).to.deep.equal([]);
    await t.stores.auth.logout('http://localhost/home');
    expect(t.extension.sent).to.deep.equal([{ action: EXTENSION_ACTION.LOGOUT }]);
  });

  it('sends it on a forced sign-out (a refused token) too', async () => {
    const t = await signedIn();
    t.stores.auth.forceSignOut();
    expect(t.extension.sent).to.deep.equal([{ action: EXTENSION_ACTION.LOGOUT }]);
  });
});
