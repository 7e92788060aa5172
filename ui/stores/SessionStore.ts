import { makeAutoObservable } from 'mobx';
import type { Clock } from '../../adapters/clock';
import type { Cookies } from '../../adapters/cookies';
import { COOKIE, refreshSession, resumeOrStartSession, shouldRefreshOnActivity, type AppSession } from '../../domain';

/**
 * The app session sent as X-App-Session (000 §4 "Session"): read from its cookie on load or started fresh
 * (30-minute expiry), refreshed on user activity at most once a second, restarted on logout.
 */
export class SessionStore {
  session: AppSession;
  /** True when this page load started a new session (a session-start event is due). */
  started: boolean;
  private lastRefresh: number | null = null;

  constructor(
    private readonly cookies: Cookies,
    private readonly clock: Clock,
    private readonly newId: () => string,
  ) {
    const { session, started } = resumeOrStartSession(this.readCookie(), newId(), clock.now());
    this.session = session;
    this.started = started;
    makeAutoObservable<SessionStore, 'cookies' | 'clock' | 'newId' | 'lastRefresh'>(
      this,
      { cookies: false, clock: false, newId: false, lastRefresh: false },
      { autoBind: true },
    );
    this.write();
  }

  get id(): string {
    return this.session.id;
  }

  /** User activity: extends the session (or starts a new one if it lapsed), throttled to once a second. */
  touch(): void {
    const now = this.clock.now();
    if (!shouldRefreshOnActivity(this.lastRefresh, now)) return;
    this.lastRefresh = now.getTime();
    const { session, started } = resumeOrStartSession(this.session, this.newId(), now);
    this.session = started ? session : refreshSession(this.session, now);
    if (started) this.started = true;
    this.write();
  }

  /** Logout restarts the session (000 §4). */
  restart(): void {
    const { session } = resumeOrStartSession(null, this.newId(), this.clock.now());
    this.session = session;
    this.started = true;
    this.write();
  }

  private readCookie(): unknown {
    const raw = this.cookies.get(COOKIE.SESSION.name);
    if (!raw) return null;
    try {
      return JSON.parse(raw);
    } catch {
      return null;
    }
  }

  private write(): void {
    this.cookies.set(COOKIE.SESSION.name, JSON.stringify(this.session), { maxAgeMs: COOKIE.SESSION.maxAgeMs });
  }
}
