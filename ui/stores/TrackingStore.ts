import type { Clock } from '../../adapters/clock';
import type { TrackingEventName, TrackingPort } from '../../adapters/tracking';
import { BREAKPOINT, PLATFORM, PLATFORM_MOBILE_WEB, screenNameForRoute } from '../../domain';
import type { AuthStore } from './AuthStore';
import type { ExtensionStore } from './ExtensionStore';
import type { LayoutStore } from './LayoutStore';
import type { RouterStore } from './RouterStore';
import type { SessionStore } from './SessionStore';

export interface TrackingDeps {
  port: TrackingPort;
  clock: Clock;
  router: RouterStore;
  auth: AuthStore;
  session: SessionStore;
  layout: LayoutStore;
  extension: ExtensionStore;
}

/**
 * Sends the tracking events of 000 §7 through the tracking port, stamped with the screen name of the
 * current route and the user, device, platform, session and extension headers. Tracking never breaks the
 * page: a failed send is logged and dropped.
 */
export class TrackingStore {
  constructor(private readonly deps: TrackingDeps) {}

  track(name: TrackingEventName, properties: Record<string, unknown> = {}): Promise<void> {
    const { port, clock, router, auth, session, layout, extension } = this.deps;
    const mobile = layout.width < BREAKPOINT.MOBILE_HEADER;
    const event = {
      name,
      screenName: screenNameForRoute(router.route.name),
      properties,
      timestamp: clock.now().toISOString(),
    };
    return port
      .send([event], {
        userId: auth.customerId,
        device: mobile ? 'mobile' : layout.width < BREAKPOINT.SIDEBAR_TOGGLE_BELOW ? 'tablet' : 'desktop',
        platform: mobile ? PLATFORM_MOBILE_WEB : PLATFORM,
        sessionId: session.id,
        extensionVersion: extension.version,
      })
      .catch((error: unknown) => console.warn('[tracking] an event could not be sent', error));
  }
}
