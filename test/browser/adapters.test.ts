import { expect } from 'chai';
import type { AppConfig } from '../../domain/platform/appConfig';
import { documentCookies } from '../../adapters/cookies/Cookies';
import { auth0Identity, hasStoredSession } from '../../adapters/identity/auth0Identity';
import { webStorage } from '../../adapters/storage/KeyValueStorage';
import { describeCookiesContract } from '../contracts/cookiesContract';
import { describeIdentityContract } from '../contracts/identityContract';
import { describeStorageContract } from '../contracts/storageContract';

describeCookiesContract('document.cookie in Chromium', () => ({ cookies: documentCookies(document) }));
describeStorageContract('localStorage in Chromium', () => webStorage(window.localStorage));

/** A storage that says a session is kept, so the identity asks the provider's library for a token. */
const storageWithSession = { length: 1, key: (index: number) => (index === 0 ? '@@auth0spajs@@::x' : null) } as Storage;
// Nothing listens on port 9: the library never needs the provider here (no refresh token is cached).
const config: AppConfig = { environment: 'sandbox', identity: { domain: 'http://127.0.0.1:9', clientId: 'adapters-test', audience: 'api' }, extensionIds: [], affiliateLinkHosts: [] };

// With a kept session, so the reads go through auth0-spa-js itself (it finds no token and answers signed out).
describeIdentityContract('auth0Identity in Chromium', () =>
  auth0Identity({ config: async () => config, origin: window.location.origin, storage: storageWithSession }),
);

describe('auth0Identity', () => {

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
      // The second call loads again; with no cached refresh token the library answers "signed out" quietly.
      expect(await identity.getAccessToken()).to.equal(null);
      expect(loads).to.equal(2);
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
