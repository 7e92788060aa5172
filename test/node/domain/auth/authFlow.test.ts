import { expect } from 'chai';
import { COOKIE } from '../../../../domain/constants/cookies';
import * as MESSAGES from '../../../../domain/constants/messages';
import { AUTH_INVALID_STATE_EXHAUSTED, type AuthEvent, authReducer, type AuthState, initialAuthState } from '../../../../domain/auth/authState';
import { helpdeskLoginOutcome } from '../../../../domain/auth/helpdeskLogin';
import { logoutReturnTo } from '../../../../domain/auth/logout';

const user = { customerId: '1', accessToken: 't', joinDate: null };
const run = (events: AuthEvent[], state: AuthState = initialAuthState) => events.reduce(authReducer, state);

describe('authReducer', () => {
  it('goes from loading to authenticated or unauthenticated', () => {
    expect(initialAuthState.status).to.equal('loading');
    expect(authReducer(initialAuthState, { type: 'userLoaded', user })).to.deep.equal({ status: 'authenticated', user });
    expect(authReducer(initialAuthState, { type: 'noUser' })).to.deep.equal({ status: 'unauthenticated' });
  });

  it('retries an invalid state 5 times, then fails', () => {
    let state = initialAuthState;
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      state = authReducer(state, { type: 'invalidState' });
      expect(state).to.deep.include({ status: 'loading', invalidStateAttempts: attempt });
      if (state.status === 'loading') expect(state.retry).to.deep.equal({ reason: 'invalidState', attempt, delayMs: 0 });
    }
    expect(authReducer(state, { type: 'invalidState' })).to.deep.equal({
      status: 'failed',
      message: AUTH_INVALID_STATE_EXHAUSTED,
    });
  });

  it('retries a redirect without user 3 times, 500 ms × attempt apart, then signs out', () => {
    const delays: number[] = [];
    let state = initialAuthState;
    for (let i = 0; i < 3; i += 1) {
      state = authReducer(state, { type: 'redirectWithoutUser' });
      if (state.status === 'loading' && state.retry) delays.push(state.retry.delayMs);
    }
    expect(delays).to.deep.equal([500, 1000, 1500]);
    expect(authReducer(state, { type: 'redirectWithoutUser' })).to.deep.equal({ status: 'unauthenticated' });
  });

  it('keeps the two retry counters apart and resets them on start', () => {
    const state = run([{ type: 'invalidState' }, { type: 'redirectWithoutUser' }, { type: 'invalidState' }]);
    expect(state).to.deep.include({ invalidStateAttempts: 2, redirectAttempts: 1 });
    expect(authReducer(state, { type: 'start' })).to.deep.equal(initialAuthState);
  });

  it('signs out on logout', () => {
    expect(run([{ type: 'userLoaded', user }, { type: 'loggedOut' }])).to.deep.equal({ status: 'unauthenticated' });
  });
});

describe('helpdeskLoginOutcome', () => {
  it('sends a 412 to the security checkup, returning to the current path', () => {
    expect(helpdeskLoginOutcome({ status: 412 }, '/bonuses?x=1')).to.deep.equal({
      kind: 'securityCheckup',
      location: '/account/security-checkup?redirect=%2Fbonuses%3Fx%3D1',
    });
  });

  it('sets the two 1-day cookies and goes to sign-in on the auth-problem message', () => {
    const outcome = helpdeskLoginOutcome({ status: 200, message: MESSAGES.AUTHENTICATION_PROBLEM }, '/home');
    expect(outcome).to.deep.equal({
      kind: 'signIn',
      location: '/sign-in?helpdeskRedirect=true',
      cookies: [
        { name: COOKIE.HELPDESK_REDIRECT.name, value: 'true', maxAgeMs: 24 * 60 * 60 * 1000 },
        { name: COOKIE.HELPDESK_REDIRECT_URL.name, value: '/home', maxAgeMs: 24 * 60 * 60 * 1000 },
      ],
    });
    const withReturn = helpdeskLoginOutcome({ message: MESSAGES.AUTHENTICATION_PROBLEM }, '/home', { returnTo: 'https://help.example/x' });
    expect(withReturn.kind === 'signIn' && withReturn.cookies[1]?.value).to.equal('https://help.example/x');
  });

  it('reports anything else and shows helpdesk-error keeping the query', () => {
    expect(helpdeskLoginOutcome({ status: 500, message: 'boom' }, '/account?panel=privacy&a=1')).to.deep.equal({
      kind: 'helpdeskError',
      location: '/helpdesk-error?panel=privacy&a=1',
      report: true,
    });
    expect(helpdeskLoginOutcome({}, '/home')).to.deep.equal({ kind: 'helpdeskError', location: '/helpdesk-error', report: true });
  });
});

describe('logoutReturnTo', () => {
  it('returns to the referral page when on it, else the marketing home', () => {
    expect(logoutReturnTo('referral')).to.equal('/referral');
    expect(logoutReturnTo('home')).to.equal('/home');
    expect(logoutReturnTo(undefined)).to.equal('/home');
  });
});
