import { expect } from 'chai';
import { cachedSession } from '../../../adapters/identity/auth0Cache';
import { auth0Identity } from '../../../adapters/identity/auth0Identity';
import { identityOnFirstUse } from '../../../adapters/identity/identityOnFirstUse';
import type { Auth0Session } from '../../../adapters/identity/auth0Session';
import type { AppConfig } from '../../../domain/platform/appConfig';
import { auth0CacheEntriesOf, type Auth0CacheFixture } from '../../support/auth0CacheFixture';

const NOW_MS = Date.UTC(2026, 10, 28, 12);
const NOW = NOW_MS / 1000;
const client = { clientId: 'clipback-web', audience: 'https://api.clipback.test' };
const user = { sub: 'auth0|demo', email: 'demo@clipback.test' };
const signedIn: Auth0CacheFixture = { ...client, accessToken: 'cached.access.token', user, expiresAt: NOW + 3600 };
const read = (fixture: Partial<Auth0CacheFixture>, at = NOW_MS) => cachedSession(new Map(auth0CacheEntriesOf({ ...signedIn, ...fixture })), client, at);

describe('cachedSession (auth0-spa-js cache entries)', () => {
  it("answers the client's access token and the id token's user while the token is valid", () => {
    expect(read({})).to.deep.equal({ accessToken: 'cached.access.token', user });
  });

  it('answers none for a token the library would refresh (expiring within a minute) or a session past its ceiling', () => {
    expect(read({ expiresAt: NOW + 61 })).to.not.equal(null);
    expect(read({ expiresAt: NOW + 59 })).to.equal(null);
    expect(read({ expiresAt: NOW - 10 })).to.equal(null);
    expect(read({ sessionExpiry: NOW + 3600 })).to.not.equal(null);
    expect(read({ sessionExpiry: NOW + 20 })).to.equal(null);
  });

  it("answers none for another client's or audience's token, or one without the requested scopes", () => {
    expect(read({ clientId: 'another-app' })).to.equal(null);
    expect(read({ audience: 'https://other.api' })).to.equal(null);
    expect(read({ scope: 'openid profile email' })).to.equal(null);
    expect(read({ scope: 'openid profile email offline_access read:offers' })).to.not.equal(null);
  });

  it('answers none without the id token, and for entries it cannot read', () => {
    const [tokenEntry, userEntry] = auth0CacheEntriesOf(signedIn);
    expect(cachedSession(new Map([tokenEntry]), client, NOW_MS)).to.equal(null);
    expect(cachedSession(new Map([userEntry]), client, NOW_MS)).to.equal(null);
    expect(cachedSession(new Map([[tokenEntry[0], '{not json'], userEntry]), client, NOW_MS)).to.equal(null);
    expect(cachedSession(new Map([[tokenEntry[0], '{"body":{},"expiresAt":99999999999}'], userEntry]), client, NOW_MS)).to.equal(null);
    expect(cachedSession(new Map([tokenEntry, [userEntry[0], 'null']]), client, NOW_MS)).to.equal(null);
  });
});

/** A Storage over a Map (Node has no localStorage). */
function mapStorage(entries: Iterable<[string, string]>): Storage {
  const map = new Map(entries);
  return {
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
    clear: () => map.clear(),
  };
}

const config: AppConfig = { environment: 'sandbox', identity: { domain: 'http://127.0.0.1:9', ...client }, extensionIds: [], affiliateLinkHosts: [] };

/** auth0Identity over a stand-in for the library that answers `libraryToken` and counts its loads. */
function identityOver(storage: Storage, libraryToken: string | null = 'refreshed.access.token') {
  const library = { loads: 0, tokenCalls: [] as { fresh?: boolean }[] };
  const session: Auth0Session = {
    handleRedirectCallback: async () => ({ targetUrl: null }),
    getAccessToken: async (options = {}) => {
      library.tokenCalls.push(options);
      return libraryToken;
    },
    getUser: async () => (libraryToken ? user : null),
    login: async () => undefined,
    logout: async () => undefined,
    clearSession: async () => storage.clear(),
  };
  const identity = auth0Identity({
    config: async () => config,
    origin: 'http://localhost',
    storage,
    now: () => NOW_MS,
    loadSession: async () => {
      library.loads += 1;
      return async () => session;
    },
  });
  return { identity, library };
}

describe('auth0Identity', () => {
  it('answers a valid cached token and the user without loading the library', async () => {
    const { identity, library } = identityOver(mapStorage(auth0CacheEntriesOf(signedIn)));
    expect(await identity.getAccessToken()).to.equal('cached.access.token');
    expect(await identity.getUser()).to.deep.equal(user);
    expect(library.loads).to.equal(0);
  });

  it('asks the library for a token the cache cannot answer (expiring) or that must be fresh', async () => {
    const expiring = identityOver(mapStorage(auth0CacheEntriesOf({ ...signedIn, expiresAt: NOW + 30 })));
    expect(await expiring.identity.getAccessToken()).to.equal('refreshed.access.token');
    expect(expiring.library.loads).to.equal(1);

    const fresh = identityOver(mapStorage(auth0CacheEntriesOf(signedIn)));
    expect(await fresh.identity.getAccessToken({ fresh: true })).to.equal('refreshed.access.token');
    expect(fresh.library.tokenCalls).to.deep.equal([{ fresh: true }]);
  });

  it('never loads the library for a browser that keeps no session', async () => {
    const { identity, library } = identityOver(mapStorage([['clipback.session', 'x']]));
    expect(await identity.getAccessToken()).to.equal(null);
    expect(await identity.getUser()).to.equal(null);
    await identity.clearSession();
    expect(library.loads).to.equal(0);
  });
});

describe('identityOnFirstUse', () => {
  /** The port over auth0Identity (the library's stand-in as above), counting the loads of the identity's code. */
  function firstUseOver(storage: Storage) {
    const code = { loads: 0 };
    const { identity: loaded, library } = identityOver(storage);
    const identity = identityOnFirstUse(async () => {
      code.loads += 1;
      return loaded;
    }, storage);
    return { identity, code, library };
  }

  it("answers a browser that keeps no session as a visitor's without loading the identity's code", async () => {
    const { identity, code } = firstUseOver(mapStorage([['clipback.session', 'x']]));
    expect(await identity.port.getAccessToken()).to.equal(null);
    expect(await identity.port.getUser()).to.equal(null);
    await identity.port.clearSession();
    expect(identity.port.isRedirectCallback(new URL('http://localhost/home?code=c&state=s'))).to.equal(true);
    expect(code.loads).to.equal(0);
  });

  it('loads it once for a kept session, whose valid cached token still needs no library', async () => {
    const { identity, code, library } = firstUseOver(mapStorage(auth0CacheEntriesOf(signedIn)));
    identity.preload();
    expect(await identity.port.getAccessToken()).to.equal('cached.access.token');
    expect(await identity.port.getUser()).to.deep.equal(user);
    expect([code.loads, library.loads]).to.deep.equal([1, 0]);
  });

  it('loads it for a sign-in, and then answers through it', async () => {
    const { identity, code, library } = firstUseOver(mapStorage([]));
    await identity.port.login({ targetUrl: '/home' });
    expect([code.loads, library.loads]).to.deep.equal([1, 1]);
    expect(await identity.port.getAccessToken({ fresh: true })).to.equal('refreshed.access.token');
  });

  it("starts loading it from the port's preload (a sign-in's flows ahead of their first call), once", async () => {
    const { identity, code } = firstUseOver(mapStorage([]));
    identity.port.preload?.();
    identity.port.preload?.();
    expect(code.loads).to.equal(1);
  });
});
