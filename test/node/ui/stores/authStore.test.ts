import { expect } from 'chai';
import sinon from 'sinon';
import { FixedClock } from '../../../../adapters/clock/Clock';
import { MemoryCookies } from '../../../../adapters/cookies/Cookies';
import { MemoryIdentity } from '../../../../adapters/identity/MemoryIdentity';
import { MemoryStorage } from '../../../../adapters/storage/KeyValueStorage';
import { COOKIE, STORAGE_KEY } from '../../../../domain/constants/cookies';
import { AUTH_STORAGE_KEY } from '../../../../domain/auth/authState';
import { AuthStore } from '../../../../ui/stores/AuthStore';
import { AUTH_INVALID_STATE_EXHAUSTED } from '../../../../domain/auth/authState';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inAnHour = NOW.getTime() / 1000 + 3600;
const CALLBACK = 'http://localhost/home?code=abc&state=xyz';

function setup() {
  const clock = new FixedClock(NOW);
  const identity = new MemoryIdentity();
  const cookies = new MemoryCookies(clock);
  const storage = new MemoryStorage();
  const sleeps: number[] = [];
  let ids = 0;
  const auth = new AuthStore({
    identity,
    clock,
    cookies,
    storage,
    sessionId: () => 'session-1',
    newId: () => `id-${++ids}`,
    sleep: async (ms) => {
      sleeps.push(ms);
    },
  });
  return { identity, auth, clock, cookies, storage, sleeps };
}

const signIn = (identity: MemoryIdentity, sub = '1000001') => identity.signIn({ sub: 'auth0|x' }, { sub, exp: inAnHour });
const logins = (identity: MemoryIdentity) => identity.calls.filter((call) => call.kind === 'login');

describe('AuthStore', () => {
  it('starts loading, then is anonymous when the provider has no session', async () => {
    const { auth } = setup();
    expect(auth.status).to.equal('loading');
    expect(await auth.start(new URL('http://localhost/home'))).to.equal(null);
    expect(auth.status).to.equal('anonymous');
    expect(auth.isSignedIn).to.equal(false);
  });

  it('is authenticated with the customer id from a valid token', async () => {
    const { identity, auth } = setup();
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: inAnHour, rat: NOW.getTime() / 1000 - 86_400 });
    await auth.start(new URL('http://localhost/home'));
    expect(auth.status).to.equal('authenticated');
    expect(auth.customerId).to.equal('1000001');
  });

  it('treats an expired token as signed out (000 §5: exp must be in the future)', async () => {
    const { identity, auth } = setup();
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: NOW.getTime() / 1000 - 1 });
    await auth.start(new URL('http://localhost/home'));
    expect(auth.status).to.equal('anonymous');
  });

  it('recognises an identity that has not registered a customer yet', async () => {
    const { identity, auth } = setup();
    identity.signIn({ sub: 'auth0|abc' }, { sub: 'auth0|abc', exp: inAnHour });
    await auth.start(new URL('http://localhost/home'));
    expect(auth.status).to.equal('needsRegistration');
    expect(auth.customerId).to.equal(null);
  });

  it("keeps a retailer link's OAuth return (code and state on another page) and the shopper signed in", async () => {
    const { identity, auth } = setup();
    signIn(identity);
    identity.pendingTargetUrl = '/account';
    expect(await auth.start(new URL('http://localhost/retailers/Grandmart-Superstore/1408/link?code=abc&state=xyz'))).to.equal(null);
    expect(auth.status).to.equal('authenticated');
    expect(identity.pendingTargetUrl, 'no sign-in callback was finished').to.equal('/account');
    expect(logins(identity)).to.have.length(0);
  });

  it('finishes a provider redirect and answers the same-origin target, never another origin', async () => {
    const { identity, auth } = setup();
    signIn(identity);
    identity.pendingTargetUrl = '/account';
    expect(await auth.start(new URL(CALLBACK))).to.equal('/account');
    identity.pendingTargetUrl = '//evil.example/steal';
    expect(await auth.start(new URL(CALLBACK))).to.equal('/home');
  });

  describe('invalid-state callbacks (000 §4: retried up to 5 times, then failed)', () => {
    it('starts the login again for attempts 1 to 5, counting across page loads, then fails silently', async () => {
      const { identity, auth, storage, clock } = setup();
      identity.callbackFailure = 'invalidState';
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect(await auth.start(new URL('http://localhost/home?code=abc&state=bad'))).to.equal(null);
        expect(auth.status, `attempt ${attempt}`).to.equal('loading');
        expect(storage.get(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS)).to.equal(String(attempt));
        expect(logins(identity)).to.have.length(attempt);
        // The retry is the app's own loop breaker, not the 60 s marker's business.
        clock.advance(1000);
      }
      expect(logins(identity)[0]?.request?.targetUrl).to.equal('/home');
      const warn = sinon.stub(console, 'warn');
      try {
        await auth.start(new URL('http://localhost/home?code=abc&state=bad'));
        expect(warn.firstCall.args[0]).to.include(AUTH_INVALID_STATE_EXHAUSTED);
      } finally {
        warn.restore();
      }
      expect(auth.failure).to.equal(AUTH_INVALID_STATE_EXHAUSTED);
      expect(auth.status).to.equal('anonymous');
      expect(logins(identity)).to.have.length(5);
      expect(storage.get(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS)).to.equal(null);
    });

    it('keeps a session that is already readable (the callback was handled twice) and clears the count', async () => {
      const { identity, auth, storage } = setup();
      storage.set(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS, '2');
      identity.callbackFailure = 'invalidState';
      signIn(identity);
      expect(await auth.start(new URL(CALLBACK))).to.equal('/home');
      expect(auth.status).to.equal('authenticated');
      expect(logins(identity)).to.have.length(0);
      expect(storage.get(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS)).to.equal(null);
    });

    it('resets the count after a successful callback', async () => {
      const { identity, auth, storage } = setup();
      storage.set(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS, '4');
      signIn(identity);
      await auth.start(new URL(CALLBACK));
      expect(storage.get(AUTH_STORAGE_KEY.INVALID_STATE_ATTEMPTS)).to.equal(null);
    });

    it('reports any other callback failure silently and reads the session as it is', async () => {
      const { identity, auth } = setup();
      identity.callbackFailure = new Error('access_denied');
      const warn = sinon.stub(console, 'warn');
      try {
        expect(await auth.start(new URL(CALLBACK))).to.equal('/home');
        expect(warn.calledOnce).to.equal(true);
      } finally {
        warn.restore();
      }
      expect(auth.status).to.equal('anonymous');
      expect(auth.failure).to.equal(null);
    });
  });

  describe('a redirect without an authenticated user (000 §4: 3 retries, 500 ms × attempt)', () => {
    it('reads again after 500 and 1000 ms and signs in when the user appears', async () => {
      const { identity, auth, sleeps } = setup();
      signIn(identity);
      identity.tokenDelayReads = 2;
      identity.pendingTargetUrl = '/account';
      expect(await auth.start(new URL(CALLBACK))).to.equal('/account');
      expect(sleeps).to.deep.equal([500, 1000]);
      expect(auth.status).to.equal('authenticated');
    });

    it('gives up after 3 retries (500, 1000, 1500 ms) and is signed out', async () => {
      const { identity, auth, sleeps } = setup();
      await auth.start(new URL(CALLBACK));
      expect(sleeps).to.deep.equal([500, 1000, 1500]);
      expect(identity.tokenReads).to.equal(4);
      expect(auth.status).to.equal('anonymous');
    });

    it('does not retry on an ordinary page load', async () => {
      const { identity, auth, sleeps } = setup();
      await auth.start(new URL('http://localhost/home'));
      expect(sleeps).to.deep.equal([]);
      expect(identity.tokenReads).to.equal(1);
    });
  });

  describe('the login redirect marker (000 §4: 60 s loop breaker)', () => {
    it('skips an automatic redirect within 60 s of the last one, and allows it after', async () => {
      const { identity, auth, clock, storage } = setup();
      await auth.start(new URL('http://localhost/login'));
      expect(await auth.redirectToLogin('/account')).to.equal(true);
      expect(storage.get(STORAGE_KEY.LOGIN_REDIRECT_MARKER)).to.equal(String(NOW.getTime()));
      clock.advance(59_000);
      expect(auth.isLoginRedirectBlocked()).to.equal(true);
      expect(await auth.redirectToLogin('/account')).to.equal(false);
      expect(logins(identity)).to.have.length(1);
      clock.advance(1_000);
      expect(await auth.redirectToLogin('/account')).to.equal(true);
      expect(logins(identity)).to.have.length(2);
    });

    it("starts no automatic redirect after a logout: the provider's logout page is on its way", async () => {
      const { identity, auth } = setup();
      signIn(identity);
      await auth.start(new URL('http://localhost/account'));
      await auth.logout('http://localhost/home');
      expect(await auth.redirectToLogin('/account')).to.equal(false);
      expect(logins(identity)).to.have.length(0);
    });

    it('allows automatic redirects again when the logout could not leave the page', async () => {
      const { identity, auth } = setup();
      signIn(identity);
      await auth.start(new URL('http://localhost/account'));
      identity.logout = () => Promise.reject(new Error('provider unreachable'));
      const failure = await auth.logout('http://localhost/home').catch((error: unknown) => error);
      expect((failure as Error).message).to.equal('provider unreachable');
      expect(await auth.redirectToLogin('/account')).to.equal(true);
      expect(logins(identity)).to.have.length(1);
    });

    it('never blocks a login the user asked for', async () => {
      const { identity, auth } = setup();
      await auth.redirectToLogin('/home');
      await auth.login('/home');
      expect(logins(identity)).to.have.length(2);
    });

    it('is cleared once a user is signed in', async () => {
      const { identity, auth, storage } = setup();
      await auth.redirectToLogin('/home');
      signIn(identity);
      await auth.start(new URL(CALLBACK));
      expect(storage.get(STORAGE_KEY.LOGIN_REDIRECT_MARKER)).to.equal(null);
      expect(auth.isLoginRedirectBlocked()).to.equal(false);
    });
  });

  it('sends the target, app_version, global_session_id and early_identifier with a login; sign-up with the friend code', async () => {
    const { identity, auth, cookies } = setup();
    await auth.start(new URL('http://localhost/home'));
    await auth.login('/offers/Milk/12', { signup: true, friendCode: 'FRIEND1' });
    const request = logins(identity)[0]?.request;
    expect(request).to.deep.include({ targetUrl: '/offers/Milk/12', signup: true, friendCode: 'FRIEND1' });
    expect(request?.tracking).to.deep.equal({ app_version: '4.485.0', global_session_id: 'session-1', early_identifier: 'id-1' });
    expect(cookies.get(COOKIE.EARLY_IDENTIFIER.name)).to.equal('id-1');
    await auth.login('https://evil.example/');
    const second = logins(identity)[1]?.request;
    expect(second?.targetUrl).to.equal('/home');
    expect(second?.tracking?.early_identifier).to.equal('id-1');
  });

  it('returns from sign-in to the kept path or the members-only page asked for, else home (000 §5, §2)', async () => {
    const { identity, auth } = setup();
    await auth.start(new URL('http://localhost/home'));
    for (const path of ['/retailers/Target/5', '/account/cashout', '/faq', '/docs/terms']) await auth.login(path);
    expect(logins(identity).map((call) => call.request?.targetUrl)).to.deep.equal(['/retailers/Target/5', '/account/cashout', '/home', '/home']);
    await auth.login('/docs/terms', { signup: true });
    expect(logins(identity).at(-1)?.request?.targetUrl, 'sign-up keeps its page').to.equal('/docs/terms');
  });

  it('keeps the early identifier cookie for 365 days', async () => {
    const { auth, cookies, clock } = setup();
    const id = await auth.earlyIdentifier();
    clock.advance(364 * 24 * 3600 * 1000);
    expect(cookies.get(COOKIE.EARLY_IDENTIFIER.name)).to.equal(id);
    clock.advance(2 * 24 * 3600 * 1000);
    expect(cookies.get(COOKIE.EARLY_IDENTIFIER.name)).to.equal(null);
  });

  it('gives the SDK no token while signed out; a forced logout clears the early identifier and the local session once', async () => {
    const { identity, auth, cookies } = setup();
    signIn(identity);
    await auth.start(new URL('http://localhost/home'));
    await auth.earlyIdentifier();
    const reasons: string[] = [];
    auth.onSignedOut((reason) => reasons.push(reason));
    expect(await auth.getAccessToken()).to.be.a('string');
    auth.forceSignOut();
    auth.forceSignOut();
    expect(auth.status).to.equal('anonymous');
    expect(reasons).to.deep.equal(['forced']);
    expect(cookies.get(COOKIE.EARLY_IDENTIFIER.name)).to.equal(null);
    expect(identity.calls.filter((call) => call.kind === 'clearSession')).to.have.length(1);
    expect(await auth.getAccessToken()).to.equal(null);
  });

  it('logs out through the provider with the return address, telling the sign-out listeners first', async () => {
    const { identity, auth } = setup();
    signIn(identity);
    await auth.start(new URL('http://localhost/home'));
    const seen: string[] = [];
    auth.onSignedOut((reason) => seen.push(`${reason}:${identity.calls.length}`));
    await auth.logout('http://localhost/home');
    expect(seen).to.deep.equal(['logout:0']);
    expect(identity.calls.at(-1)).to.deep.equal({ kind: 'logout', returnTo: 'http://localhost/home' });
    expect(auth.status).to.equal('anonymous');
  });

  it('logoutFrom returns to the referral page when on it, otherwise home', async () => {
    const { identity, auth } = setup();
    signIn(identity);
    await auth.start(new URL('http://localhost/referral'));
    await auth.logoutFrom('referral', 'http://localhost');
    expect(identity.calls.at(-1)).to.deep.equal({ kind: 'logout', returnTo: 'http://localhost/referral' });
    signIn(identity);
    await auth.readSession();
    await auth.logoutFrom('retailers-retailerName-id', 'http://localhost');
    expect(identity.calls.at(-1)).to.deep.equal({ kind: 'logout', returnTo: 'http://localhost/home' });
  });
});
