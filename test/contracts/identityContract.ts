import { expect } from 'chai';
import type { IdentityPort } from '../../adapters/identity/IdentityPort';
import { SIGN_IN_CALLBACK_PATH } from '../../domain/auth/signInCallback';

/**
 * One contract for the identity port where nobody has signed in, run against auth0-spa-js in Chromium and the
 * twin in Node (signing in needs the provider's pages: the e2e tier covers it).
 */
export function describeIdentityContract(label: string, makeIdentity: () => IdentityPort): void {
  describe(`IdentityPort contract (signed out): ${label}`, () => {
    it('answers no token and no user, and clearing the session is harmless', async () => {
      const identity = makeIdentity();
      expect(await identity.getAccessToken()).to.equal(null);
      expect(await identity.getUser()).to.equal(null);
      await identity.clearSession();
      expect(await identity.getAccessToken()).to.equal(null);
    });

    it("tells a provider's sign-in redirect (state with a code or an error) from any other URL", () => {
      const identity = makeIdentity();
      const is = (search: string, path = SIGN_IN_CALLBACK_PATH) => identity.isRedirectCallback(new URL(`http://localhost${path}${search}`));
      expect(is('?code=abc&state=xyz')).to.equal(true);
      expect(is('?error=login_required&state=xyz')).to.equal(true);
      expect(is('?code=abc')).to.equal(false);
      expect(is('?state=xyz')).to.equal(false);
      expect(is('')).to.equal(false);
    });

    it("leaves another page's code and state alone (a retailer link's OAuth return is no sign-in)", () => {
      const identity = makeIdentity();
      expect(identity.isRedirectCallback(new URL('http://localhost/retailers/Grandmart/1408/link?code=abc&state=xyz'))).to.equal(false);
      expect(identity.isRedirectCallback(new URL('http://localhost/referral?code=abc&state=xyz'))).to.equal(false);
    });
  });
}
