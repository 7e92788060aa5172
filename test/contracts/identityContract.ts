import { expect } from 'chai';
import type { IdentityPort } from '../../adapters/identity/IdentityPort';

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

    it("tells a provider's redirect (state with a code or an error) from any other URL", () => {
      const identity = makeIdentity();
      const is = (search: string) => identity.isRedirectCallback(new URL(`http://localhost/home${search}`));
      expect(is('?code=abc&state=xyz')).to.equal(true);
      expect(is('?error=login_required&state=xyz')).to.equal(true);
      expect(is('?code=abc')).to.equal(false);
      expect(is('?state=xyz')).to.equal(false);
      expect(is('')).to.equal(false);
    });
  });
}
