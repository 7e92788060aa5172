import { reaction, type IReactionDisposer } from 'mobx';
import type { Clock } from '../../adapters/clock/Clock';
import type { Timers } from '../../adapters/clock/Timers';
import type { XhrErrorReport } from '../../adapters/http/createApi';
import type {
  TrackingContext,
  TrackingEvent,
  TrackingEventName,
  TrackingPort,
} from '../../adapters/tracking/TrackingPort';
import { TIMING } from '../../domain/constants/timing';
import {
  PLATFORM_TRACKING_EVENT,
  TRACKING_HEADER_LOOKUP_FAILED,
  USER_VIEWPORT_PROPERTY,
  type ErrorBoundaryName,
} from '../../domain/constants/platform';
import { screenNameForRoute } from '../../domain/navigation/screenName';
import type { FollowedAd } from '../../domain/platform/adDeadEnd';
import { pageViewProperties } from '../../domain/platform/pageView';
import { trackingDevice, trackingPlatform } from '../../domain/platform/trackingDevice';
import type { AuthStore } from './AuthStore';
import type { ExtensionStore } from './ExtensionStore';
import type { LayoutStore } from './LayoutStore';
import type { RouterStore } from './RouterStore';
import type { SessionChange, SessionStore } from './SessionStore';
import type { Report } from './trackerReports';
import { storeModule } from './base/StoreGroup';

type Reports = typeof import('./trackerReports');
/** The reports' module, fetched with the first report; a failed fetch is tried again by the next. */
const REPORTS = storeModule(() => import('./trackerReports'));

export interface TrackerDeps {
  port: TrackingPort;
  clock: Clock;
  timers: Timers;
  router: Pick<RouterStore, 'route' | 'path'>;
  auth: Pick<AuthStore, 'customerId' | 'status' | 'rememberedCustomerId'>;
  session: Pick<SessionStore, 'id'>;
  layout: Pick<LayoutStore, 'width' | 'isDesktop'>;
  extension: Pick<ExtensionStore, 'version'>;
  /** The browser's user agent, which monitoring reports name (cut to 30 characters); '' when unknown. */
  userAgent?: string;
}

/** An event with its headers, or null when a report had nothing to send. */
type Outgoing = { event: TrackingEvent; headers: TrackingContext } | null;

/** Events waiting for a header lookup (a report among them maybe still being made), and their sending once it answers. */
interface HeldEvents {
  lookup: Promise<boolean>;
  events: (Outgoing | Promise<Outgoing>)[];
  sent: Promise<void>;
}

/**
 * Sends the tracking events of 000 §7 through the tracking port, stamped with the screen name of the current
 * route (retailer-gallery, price_compare, else '<route name>_page') and the user, device, platform, session and
 * extension headers. Page views are sent as 'PageViewed' (the documents list both 'view page' and 'PageViewed';
 * we send one, never both). Tracking never breaks the page: nothing here throws, a failed send is logged and
 * dropped. Each call sends at once (no batching), so events are never lost to a closing tab's timer; only
 * while the tracking header lookup runs (at most 5 s after startup) do events wait for it, and those go together
 * when it answers: one request per set of headers (the start-up's session, viewport and page view), not one each.
 * The reports (failures, an ad's dead end) come from a module of their own, fetched with the first one: a visitor's
 * start sends none. Events that happen while it is fetched wait for it, so every event goes in the order it happened.
 *
 * A tracker, not a store: it holds nothing a view observes (it reacts to the router and sends).
 */
export class Tracker {
  /** The ad (banner) the shopper followed last, until its page showed or turned out missing. */
  private followedAd: FollowedAd | null = null;
  /** The looked-up trackingEnabled header value; undefined until a lookup has begun. */
  private trackingEnabled: boolean | undefined;
  /** The lookup under way: events wait for it (at most TIMING.TRACKING_HEADER_WAIT_MS). */
  private headerLookup: Promise<boolean> | null = null;
  /** The events waiting for the lookup, and their sending once it answers. */
  private held: HeldEvents | null = null;
  /** The turn of the last event waiting for the reports' module (null when none waits): later events go after it. */
  private queue: Promise<void> | null = null;

  constructor(private readonly deps: TrackerDeps) {}

  /**
   * Starts the tracking header lookup (000 §8): `lookup` answers trackingEnabled. Events sent meanwhile wait for
   * it. A lookup that fails, or has not answered within 5 seconds, logs a message and gives the default: false.
   */
  lookUpHeaders(lookup: Promise<boolean>): Promise<boolean> {
    const pending = new Promise<boolean>((resolve) => {
      let settled = false;
      const settle = (value: boolean, failure?: { error: unknown }) => {
        if (settled) return;
        settled = true;
        cancel();
        if (failure) console.warn(TRACKING_HEADER_LOOKUP_FAILED, failure.error);
        resolve(value);
      };
      const cancel = this.deps.timers.after(TIMING.TRACKING_HEADER_WAIT_MS, () => settle(false, { error: 'timed out' }));
      lookup.then(
        (value) => settle(value),
        (error: unknown) => settle(false, { error }),
      );
    }).then((value) => {
      this.trackingEnabled = value;
      if (this.headerLookup === pending) this.headerLookup = null;
      return value;
    });
    this.headerLookup = pending;
    return pending;
  }

  /** The headers' context as it stands now. */
  context(): TrackingContext {
    const { auth, session, layout, extension } = this.deps;
    return {
      // While the sign-in is read at startup, the user cookie names the returning customer (000 §9).
      userId: auth.customerId ?? (auth.status === 'loading' ? auth.rememberedCustomerId() : null),
      device: trackingDevice(layout.width),
      platform: trackingPlatform(layout.width),
      sessionId: session.id,
      extensionVersion: extension.version,
    };
  }

  /**
   * Sends one event; resolves when sent or dropped, never rejects. `context` overrides header values. The event
   * is prepared and handed to the port at once (unless a report before it is still being prepared).
   */
  track(name: TrackingEventName, properties: Record<string, unknown> = {}, context: Partial<TrackingContext> = {}): Promise<void> {
    return this.enqueue({ name, properties }, context);
  }

  /** A report made by the reports' module (fetched on first use); a fetch that fails is logged and dropped. */
  private sendReport(make: (reports: Reports) => Report | null): Promise<void> {
    const report = REPORTS.preload()
      .then(make)
      .catch((error: unknown) => void console.warn('[tracking] an event could not be prepared', error));
    return this.enqueue(report, {});
  }

  /**
   * Stamps an event now (its screen, time and headers) and hands it to the port as it would go at this moment: held
   * for the lookup under way, or sent. It goes after the events before it, waiting for a report still being made.
   */
  private enqueue(report: Report | Promise<Report | null | void>, context: Partial<TrackingContext>): Promise<void> {
    let screenName: string, timestamp: string, headers: TrackingContext;
    try {
      screenName = screenNameForRoute(this.deps.router.route.name);
      timestamp = this.deps.clock.now().toISOString();
      headers = { ...this.context(), ...context };
    } catch (error) {
      console.warn('[tracking] an event could not be prepared', error);
      return Promise.resolve();
    }
    const outgoing = (made: Report | null | void): Outgoing =>
      made ? { event: { name: made.name, screenName, properties: made.properties, timestamp }, headers } : null;
    if (this.headerLookup) return this.hold(this.headerLookup, report instanceof Promise ? report.then(outgoing) : outgoing(report));
    if (!this.queue && !(report instanceof Promise)) return this.sendEach([outgoing(report)]);
    return this.inTurn(Promise.resolve(report).then(outgoing), (kept) => this.sendEach([kept]));
  }

  /** Runs `dispatch` once the events before it are handed to the port and `ready` is in; answers its sending. */
  private inTurn<T>(ready: Promise<T>, dispatch: (value: T) => Promise<void>): Promise<void> {
    let sent = Promise.resolve();
    const turn = Promise.all([this.queue, ready]).then(([, value]) => {
      sent = dispatch(value);
      if (this.queue === turn) this.queue = null;
    });
    this.queue = turn;
    return turn.then(() => sent);
  }

  /** Keeps an event until `lookup` answers; the events kept meanwhile are then sent, one request per set of headers. */
  private hold(lookup: Promise<boolean>, kept: Outgoing | Promise<Outgoing>): Promise<void> {
    const held = this.held?.lookup === lookup ? this.held : (this.held = this.holding(lookup));
    held.events.push(kept);
    return held.sent;
  }

  private holding(lookup: Promise<boolean>): HeldEvents {
    const events: HeldEvents['events'] = [];
    const ready = lookup.then(() => {
      if (this.held?.lookup === lookup) this.held = null;
      return Promise.all(events);
    });
    return { lookup, events, sent: this.inTurn(ready, (kept) => this.sendEach(kept)) };
  }

  /** Sends the events, one request per set of headers (in the order each set first came). */
  private async sendEach(kept: Outgoing[]): Promise<void> {
    const byHeaders = new Map<string, { events: TrackingEvent[]; headers: TrackingContext }>();
    for (const one of kept) {
      if (!one) continue;
      const key = JSON.stringify(one.headers);
      const batch = byHeaders.get(key) ?? { events: [], headers: one.headers };
      byHeaders.set(key, batch);
      batch.events.push(one.event);
    }
    await Promise.all([...byHeaders.values()].map((batch) => this.send(batch.events, batch.headers)));
  }

  /** Sends `events` with the looked-up header; logs and drops them when that fails. */
  private async send(events: TrackingEvent[], headers: TrackingContext): Promise<void> {
    try {
      const sentHeaders = this.trackingEnabled === undefined ? headers : { trackingEnabled: this.trackingEnabled, ...headers };
      // A port that throws at once and one whose promise rejects are both caught here.
      await this.deps.port.send(events, sentHeaders);
    } catch (error) {
      console.warn('[tracking] an event could not be sent', error);
    }
  }

  /** A page view for the current route (none for a not-found page without from_url, 000 §2). */
  trackPageView(referrer: string | null = null): Promise<void> {
    const { router } = this.deps;
    const properties = pageViewProperties(router.route, { path: router.path, referrer });
    return properties ? this.track(PLATFORM_TRACKING_EVENT.PAGE_VIEWED, properties) : Promise.resolve();
  }

  /** 'error message' for a render error an error boundary caught (the shopper saw the error page). */
  trackRenderError(error: unknown, boundary: ErrorBoundaryName): Promise<void> {
    return this.sendReport((reports) => reports.renderErrorReport(error, boundary));
  }

  /**
   * 'error message' for a load the documents say is "reported" (a bonus list, 001 §8): its message (or
   * `fallbackMessage`) and what failed, e.g. `{ list: 'completed' }`.
   */
  trackLoadFailure(error: unknown, fallbackMessage: string, failed: Readonly<Record<string, string>>): Promise<void> {
    return this.sendReport((reports) => reports.loadFailureReport(error, fallbackMessage, failed));
  }

  /**
   * Monitoring (000 §8): an 'error message' for a call the SDK reports as an XHR error, from the sessions in the
   * monitoring sample. A failed tracking call is not reported: its report would go to the same failing endpoint.
   */
  trackXhrError(report: XhrErrorReport): Promise<void> {
    if (report.service === 'tracking') return Promise.resolve();
    const sessionId = this.deps.session.id;
    return this.sendReport((reports) => reports.xhrErrorReport(report, sessionId, this.deps.userAgent ?? ''));
  }

  /** A banner was followed to `ad.path` (000 §7 'ad dead end' needs to know where an ad led). */
  noteAdFollowed(ad: FollowedAd): void {
    this.followedAd = ad;
  }

  /**
   * A page turned out missing (the not-found page showed): an 'ad dead end' when it is where the last followed ad
   * led, sent once per ad.
   */
  trackMissingPage(): Promise<void> {
    const ad = this.followedAd;
    this.followedAd = null;
    if (!ad) return Promise.resolve();
    const path = this.deps.router.path;
    return this.sendReport((reports) => reports.adDeadEndReport(ad, path));
  }

  /** 'user viewport': the size of the window the session started in; 'wide' is the layout's 680 px rule (000 §9). */
  trackViewport(width: number, height: number): Promise<void> {
    return this.track(PLATFORM_TRACKING_EVENT.USER_VIEWPORT, {
      [USER_VIEWPORT_PROPERTY.WIDTH]: width,
      [USER_VIEWPORT_PROPERTY.HEIGHT]: height,
      [USER_VIEWPORT_PROPERTY.WIDE]: this.deps.layout.isDesktop,
    });
  }

  /** 'error message' for a service worker that could not be registered (000 §8); the app runs on without it. */
  trackServiceWorkerRegistrationFailure(error: unknown): Promise<void> {
    console.warn('[app] the service worker could not be registered', error);
    return this.sendReport((reports) => reports.serviceWorkerFailureReport());
  }

  /** 'session start' / 'session end' for a session change, under that session's id. */
  trackSessionChange(change: SessionChange): Promise<void> {
    const name = change.type === 'start' ? PLATFORM_TRACKING_EVENT.SESSION_START : PLATFORM_TRACKING_EVENT.SESSION_END;
    return this.track(name, {}, { sessionId: change.session.id });
  }

  /**
   * Sends the page view of the current page now and one per route change after it (path or query), with the
   * previous path as referrer. Answers a disposer.
   */
  startPageViews(): IReactionDisposer {
    const { router } = this.deps;
    void this.trackPageView();
    return reaction(
      () => router.path,
      (_path, previous) => void this.trackPageView(previous),
    );
  }
}
