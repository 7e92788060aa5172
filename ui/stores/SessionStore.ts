import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../adapters/clock/Clock';
import type { Cookies } from '../../adapters/cookies/Cookies';
import {
  refreshSession,
  resumeOrStartSession,
  shouldRefreshOnActivity,
  type AppSession,
} from '../../domain/auth/session';
import { COOKIE } from '../../domain/constants/cookies';
import { Listeners } from './base/Listeners';

/** A session began or ended (tracked as 'session start' / 'session end', 000 §7). */
export interface SessionChange {
  type: 'start' | 'end';
  session: AppSession;
}

/**
 * The app session sent as X-App-Session (000 §4 "Session"): read from its cookie on load or started fresh
 * (30-minute expiry), refreshed on user activity at most once a second, restarted on logout. Activity after
 * the session lapsed starts a new one. Listeners hear every start and end after construction; whether the page
 * load itself started one is `startedOnLoad`.
 */
export class SessionStore {
  session: AppSession;
  /** True when this page load started a new session (not resumed from the cookie): a session start is due. */
  readonly startedOnLoad: boolean;
  private lastRefresh: number | null = null;
  private readonly listeners = new Listeners<SessionChange>('[session] a listener failed');

  constructor(private readonly deps: { cookies: Cookies; clock: Clock; newId: () => string }) {
    const { session, started } = resumeOrStartSession(this.readCookie(), deps.newId(), deps.clock.now());
    this.session = session;
    this.startedOnLoad = started;
    makeAutoObservable<SessionStore, 'deps' | 'lastRefresh' | 'listeners'>(
      this,
      { deps: false, lastRefresh: false, listeners: false, startedOnLoad: false },
      { autoBind: true },
    );
    this.write();
  }

  get id(): string {
    return this.session.id;
  }

  /** User activity: extends the session (or starts a new one if it lapsed), throttled to once a second. */
  touch(): void {
    const now = this.deps.clock.now();
    if (!shouldRefreshOnActivity(this.lastRefresh, now)) return;
    this.lastRefresh = now.getTime();
    const previous = this.session;
    const { session, started } = resumeOrStartSession(previous, this.deps.newId(), now);
    this.session = started ? session : refreshSession(previous, now);
    this.write();
    if (started) {
      this.emit({ type: 'end', session: previous });
      this.emit({ type: 'start', session });
    }
  }

  /** Logout restarts the session (000 §4). */
  restart(): void {
    const previous = this.session;
    const { session } = resumeOrStartSession(null, this.deps.newId(), this.deps.clock.now());
    this.session = session;
    this.lastRefresh = null;
    this.write();
    this.emit({ type: 'end', session: previous });
    this.emit({ type: 'start', session });
  }

  /** Hears session starts and ends; answers an unsubscribe. */
  subscribe(listener: (change: SessionChange) => void): () => void {
    return this.listeners.add(listener);
  }

  private emit(change: SessionChange): void {
    this.listeners.emit(change);
  }

  private readCookie(): unknown {
    const raw = this.deps.cookies.get(COOKIE.SESSION.name);
    if (!raw) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  }

  private write(): void {
    this.deps.cookies.set(COOKIE.SESSION.name, JSON.stringify(this.session), { maxAgeMs: COOKIE.SESSION.maxAgeMs });
  }
}
