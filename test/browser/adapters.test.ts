import { expect } from 'chai';
import type { AppConfig } from '../../domain/platform/appConfig';
import { documentCookies } from '../../adapters/cookies/Cookies';
import { auth0Identity } from '../../adapters/identity/auth0Identity';
import { hasStoredSession } from '../../adapters/identity/storedSession';
import { createAuth0Session } from '../../adapters/identity/auth0Session';
import { webStorage } from '../../adapters/storage/KeyValueStorage';
import { describeCookiesContract } from '../contracts/cookiesContract';
import { describeIdentityContract } from '../contracts/identityContract';
import { describeStorageContract } from '../contracts/storageContract';
import { auth0CacheEntriesOf } from '../support/auth0CacheFixture';

describeCookiesContract('document.cookie in Chromium', () => ({ cookies: documentCookies(document) }));
describeStorageContract('localStorage in Chromium', () => webStorage(window.localStorage));

/** A storage that says a session is kept, so the identity asks the provider's library for a token. */
const storageWithSession = { length: 1, key: (index: number) => (index === 0 ? '@@auth0spajs@@::x' : null), getItem: () => null } as unknown as Storage;
// Nothing listens on port 9: the library never needs the provider here (no refresh token is cached).
const config: AppConfig = { environment: 'sandbox', identity: { domain: 'http://127.0.0.1:9', clientId: 'adapters-test', audience: 'api' }, extensionIds: [], affiliateLinkHosts: [] };

/** A sign-in as auth0-spa-js keeps it in localStorage, for another client than the signed-out tests' library. */
const signedInConfig: AppConfig = { ...config, identity: { ...config.identity, clientId: 'adapters-signed-in' } };
const user = { sub: 'auth0|adapters', email: 'adapters@clipback.test' };
let libraryLoads = 0;

/** auth0Identity over a valid cached session for `accessToken` (an hour left), counting its library loads. */
function identityWithCachedSession(accessToken: string) {
  for (const [key, value] of auth0CacheEntriesOf({ ...signedInConfig.identity, accessToken, user, expiresAt: Date.now() / 1000 + 3600 })) {
    window.localStorage.setItem(key, value);
  }
  return auth0Identity({
    config: async () => signedInConfig,
    origin: window.location.origin,
    storage: window.localStorage,
    loadSession: async () => {
      libraryLoads += 1;
      return createAuth0Session;
    },
  });
}

// Signed out: with a kept session, so the reads go through auth0-spa-js itself (it finds no token and answers
// signed out). Signed in: the cached token and user are read without the library; clearing the session is the library's.
describeIdentityContract(
  'auth0Identity in Chromium',
  () => auth0Identity({ config: async () => config, origin: window.location.origin, storage: storageWithSession }),
  async () => {
    const accessToken = `access.token.${Math.random()}`;
    return { identity: identityWithCachedSession(accessToken), accessToken, user };
  },
);

describe('auth0Identity', () => {
  after(() => window.localStorage.clear());

  it('reads a valid cached session without loading auth0-spa-js', async () => {
    const loadsBefore = libraryLoads;
    const identity = identityWithCachedSession('cached');
    expect(await identity.getAccessToken()).to.equal('cached');
    expect(await identity.getUser()).to.deep.equal(user);
    expect(libraryLoads).to.equal(loadsBefore);
  });

  it('reads a failed start as signed out with a warning, and tries again on the next call', async () => {
    const warnings: unknown[][] = [];
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args);
    try {
      let loads = 0;
      const identity = auth0Identity({
        config: async () => {
          loads += 1;
          if (loads === 1) throw new Error('app-config.json answered 503');
          return config;
        },
        origin: window.location.origin,
        storage: storageWithSession,
      });
      expect(await identity.getAccessToken()).to.equal(null);
      expect(warnings).to.have.length(1);
      // The second call loads again (a kept failure would warn again); with no cached refresh token the library
      // answers "signed out" quietly.
      expect(await identity.getAccessToken()).to.equal(null);
      expect(warnings).to.have.length(1);
    } finally {
      console.warn = original;
    }
  });

  it('tells whether the browser keeps a session of the provider’s library, and reads a refused storage as none', () => {
    expect(hasStoredSession(storageWithSession)).to.equal(true);
    expect(hasStoredSession({ length: 1, key: () => 'clipback.session' } as unknown as Storage)).to.equal(false);
    const refusing = {
      get length(): number {
        throw new DOMException('storage is disabled', 'SecurityError');
      },
    } as unknown as Storage;
    expect(hasStoredSession(refusing)).to.equal(false);
  });
});
