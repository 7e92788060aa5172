import { expect } from 'chai';
import { FixedClock } from '../../../../adapters/clock';
import { MemoryIdentity } from '../../../../adapters/identity';
import { MESSAGES } from '../../../../domain';
import { AuthStore } from '../../../../ui/stores/AuthStore';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const inAnHour = NOW.getTime() / 1000 + 3600;

function setup() {
  const identity = new MemoryIdentity();
  const auth = new AuthStore(identity, new FixedClock(NOW));
  return { identity, auth };
}

describe('AuthStore', () => {
  it('starts loading, then is anonymous when the provider has no session', async () => {
    const { auth } = setup();
    expect(auth.status).to.equal('loading');
    expect(await auth.start(new URL('http://localhost/home'))).to.equal(null);
    expect(auth.status).to.equal('anonymous');
    expect(auth.isSignedIn).to.equal(false);
  });

  it('is authenticated with the customer id and join date from a valid token', async () => {
    const { identity, auth } = setup();
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: inAnHour, rat: NOW.getTime() / 1000 - 86_400 });
    await auth.start(new URL('http://localhost/home'));
    expect(auth.status).to.equal('authenticated');
    expect(auth.customerId).to.equal('1000001');
    expect(auth.joinDate?.toISOString()).to.equal('2026-02-28T12:00:00.000Z');
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

  it('finishes a provider redirect and answers the same-origin target, never another origin', async () => {
    const { identity, auth } = setup();
    identity.pendingTargetUrl = '/account';
    expect(await auth.start(new URL('http://localhost/home?code=abc&state=xyz'))).to.equal('/account');
    identity.pendingTargetUrl = '//evil.example/steal';
    expect(await auth.start(new URL('http://localhost/home?code=abc&state=xyz'))).to.equal('/home');
  });

  it('sends the target path and tracking parameters with a login, and sign-up with the friend code', async () => {
    const { identity, auth } = setup();
    await auth.start(new URL('http://localhost/home'));
    await auth.login('/offers/Milk/12', { signup: true, friendCode: 'FRIEND1' });
    expect(identity.calls).to.have.length(1);
    expect(identity.calls[0]?.request).to.deep.include({ targetUrl: '/offers/Milk/12', signup: true, friendCode: 'FRIEND1' });
    expect(identity.calls[0]?.request?.tracking?.app_version).to.equal('4.485.0');
    await auth.login('https://evil.example/');
    expect(identity.calls[1]?.request?.targetUrl).to.equal('/home');
  });

  it('gives the SDK no token while signed out, and signs out on a forced logout', async () => {
    const { identity, auth } = setup();
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: inAnHour });
    await auth.start(new URL('http://localhost/home'));
    expect(await auth.getAccessToken()).to.be.a('string');
    auth.forceSignOut();
    expect(auth.status).to.equal('anonymous');
    expect(await auth.getAccessToken()).to.equal(null);
  });

  it('logs out through the provider with the return address', async () => {
    const { identity, auth } = setup();
    identity.signIn({ sub: 'auth0|x' }, { sub: '1000001', exp: inAnHour });
    await auth.start(new URL('http://localhost/home'));
    await auth.logout('http://localhost/home');
    expect(identity.calls.at(-1)).to.deep.equal({ kind: 'logout', returnTo: 'http://localhost/home' });
    expect(auth.status).to.equal('anonymous');
    expect(MESSAGES.UNABLE_TO_LOGIN).to.equal('Unable to login');
  });
});
