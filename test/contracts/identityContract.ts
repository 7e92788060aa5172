import { expect } from 'chai';
import type { IdentityPort, IdentityUser } from '../../adapters/identity/IdentityPort';
import { SIGN_IN_CALLBACK_PATH } from '../../domain/auth/signInCallback';

/** An identity with a session already kept (auth0-spa-js: its cache in storage; the twin: signed in), and what it holds. */
export interface SignedInIdentity {
  identity: IdentityPort;
  accessToken: string;
  user: IdentityUser;
}

/**
 * One contract for the identity port, run against auth0-spa-js in Chromium and the twin in Node: where nobody has
 * signed in, and where a session is kept (signing in needs the provider's pages: the e2e tier covers it).
 */
export function describeIdentityContract(label: string, makeIdentity: () => IdentityPort, makeSignedIn: () => Promise<SignedInIdentity>): void {
  describe(`IdentityPort contract (signed in): ${label}`, () => {
    it("answers the kept session's access token and user", async () => {
      const { identity, accessToken, user } = await makeSignedIn();
      expect(await identity.getAccessToken()).to.equal(accessToken);
      expect(await identity.getUser()).to.deep.equal(user);
    });

    it('answers no token and no user once the session is cleared', async () => {
      const { identity } = await makeSignedIn();
      await identity.clearSession();
      expect(await identity.getAccessToken()).to.equal(null);
      expect(await identity.getUser()).to.equal(null);
    });
  });

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
