import { expect } from 'chai';
import { isLoginRedirectMarkerActive } from '../../../../domain/auth/loginRedirectMarker';
import {
  isSessionExpired,
  newSession,
  parseStoredSession,
  refreshSession,
  resumeOrStartSession,
  shouldRefreshOnActivity,
} from '../../../../domain/auth/session';

const now = new Date('2024-06-15T12:00:00Z');
const at = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;

describe('app session', () => {
  it('starts with the given id and a 30-minute expiry', () => {
    expect(newSession('s-1', now)).to.deep.equal({ id: 's-1', timestamp: now.getTime(), exp: now.getTime() + 30 * MIN });
  });

  it('expires after 30 minutes', () => {
    const session = newSession('s-1', now);
    expect(isSessionExpired(session, at(30 * MIN - 1))).to.equal(false);
    expect(isSessionExpired(session, at(30 * MIN))).to.equal(true);
  });

  it('refreshes keeping the id', () => {
    const refreshed = refreshSession(newSession('s-1', now), at(10 * MIN));
    expect(refreshed).to.deep.equal({ id: 's-1', timestamp: now.getTime() + 10 * MIN, exp: now.getTime() + 40 * MIN });
  });

  it('refreshes on activity at most once a second', () => {
    expect(shouldRefreshOnActivity(null, now)).to.equal(true);
    expect(shouldRefreshOnActivity(at(-999), now)).to.equal(false);
    expect(shouldRefreshOnActivity(at(-1000), now)).to.equal(true);
    expect(shouldRefreshOnActivity(now.getTime() - 500, now)).to.equal(false);
  });

  it('resumes a stored unexpired session, else starts a new one', () => {
    const stored = newSession('old', at(-5 * MIN));
    expect(resumeOrStartSession(stored, 'new', now)).to.deep.equal({ session: refreshSession(stored, now), started: false });
    expect(resumeOrStartSession(newSession('old', at(-31 * MIN)), 'new', now)).to.deep.equal({
      session: newSession('new', now),
      started: true,
    });
    expect(resumeOrStartSession('garbage', 'new', now).started).to.equal(true);
  });

  it('parses only well-formed stored sessions', () => {
    expect(parseStoredSession({ id: 'a', timestamp: 1, exp: 2 })).to.deep.equal({ id: 'a', timestamp: 1, exp: 2 });
    expect(parseStoredSession({ id: '', timestamp: 1, exp: 2 })).to.equal(null);
    expect(parseStoredSession({ id: 'a', timestamp: '1', exp: 2 })).to.equal(null);
  });
});

describe('isLoginRedirectMarkerActive', () => {
  it('is active for 60 s after the marker', () => {
    expect(isLoginRedirectMarkerActive(at(-59_999), now)).to.equal(true);
    expect(isLoginRedirectMarkerActive(at(-60_000), now)).to.equal(false);
    expect(isLoginRedirectMarkerActive(now.getTime(), now)).to.equal(true);
    expect(isLoginRedirectMarkerActive(null, now)).to.equal(false);
    expect(isLoginRedirectMarkerActive(at(1000), now)).to.equal(false);
  });
});
