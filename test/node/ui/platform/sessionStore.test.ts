import { expect } from 'chai';
import { FixedClock } from '../../../../adapters/clock/Clock';
import { MemoryCookies } from '../../../../adapters/cookies/Cookies';
import { COOKIE } from '../../../../domain/constants/cookies';
import { SessionStore, type SessionChange } from '../../../../ui/stores/SessionStore';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const MINUTE = 60_000;

function setup(stored?: unknown) {
  const clock = new FixedClock(NOW);
  const cookies = new MemoryCookies(clock);
  if (stored !== undefined) cookies.set(COOKIE.SESSION.name, JSON.stringify(stored), { maxAgeMs: COOKIE.SESSION.maxAgeMs });
  let ids = 0;
  const make = () => new SessionStore({ cookies, clock, newId: () => `s-${++ids}` });
  return { clock, cookies, make };
}

const cookieSession = (cookies: MemoryCookies) => JSON.parse(cookies.get(COOKIE.SESSION.name) ?? 'null');

describe('SessionStore (000 §4 "Session")', () => {
  it('starts a fresh session with a 30-minute expiry when there is no cookie, and writes it', () => {
    const { make, cookies } = setup();
    const session = make();
    expect(session.startedOnLoad).to.equal(true);
    expect(session.id).to.equal('s-1');
    expect(session.session).to.deep.equal({ id: 's-1', timestamp: NOW.getTime(), exp: NOW.getTime() + 30 * MINUTE });
    expect(cookieSession(cookies)).to.deep.equal(session.session);
  });

  it('resumes an unexpired session from its cookie and extends it', () => {
    const { make, clock, cookies } = setup();
    make();
    clock.advance(10 * MINUTE);
    const resumed = make();
    expect(resumed.startedOnLoad).to.equal(false);
    expect(resumed.id).to.equal('s-1');
    expect(resumed.session.exp).to.equal(NOW.getTime() + 40 * MINUTE);
    expect(cookieSession(cookies).exp).to.equal(NOW.getTime() + 40 * MINUTE);
  });

  it('starts a new id when the stored session expired or is not a session', () => {
    const expired = setup({ id: 'old', timestamp: NOW.getTime() - 40 * MINUTE, exp: NOW.getTime() - MINUTE });
    expect(expired.make().id).to.equal('s-1');
    const garbage = setup({ nope: true });
    expect(garbage.make().startedOnLoad).to.equal(true);
  });

  it('refreshes on activity at most once a second', () => {
    const { make, clock } = setup();
    const session = make();
    clock.advance(5 * MINUTE);
    session.touch();
    expect(session.session.exp).to.equal(NOW.getTime() + 35 * MINUTE);
    clock.advance(500);
    session.touch();
    expect(session.session.exp, 'throttled').to.equal(NOW.getTime() + 35 * MINUTE);
    clock.advance(500);
    session.touch();
    expect(session.session.exp).to.equal(NOW.getTime() + 35 * MINUTE + 1000);
    expect(session.id).to.equal('s-1');
  });

  it('activity after the session lapsed ends it and starts a new one', () => {
    const { make, clock } = setup();
    const session = make();
    const changes: SessionChange[] = [];
    session.subscribe((change) => changes.push(change));
    clock.advance(31 * MINUTE);
    session.touch();
    expect(session.id).to.equal('s-2');
    expect(changes.map((change) => `${change.type}:${change.session.id}`)).to.deep.equal(['end:s-1', 'start:s-2']);
  });

  it('restarts with a new id on logout, telling listeners', () => {
    const { make, cookies } = setup();
    const session = make();
    const changes: string[] = [];
    const unsubscribe = session.subscribe((change) => changes.push(`${change.type}:${change.session.id}`));
    session.restart();
    expect(session.id).to.equal('s-2');
    expect(cookieSession(cookies).id).to.equal('s-2');
    expect(changes).to.deep.equal(['end:s-1', 'start:s-2']);
    unsubscribe();
    session.restart();
    expect(changes).to.have.length(2);
  });
});
