import type { TrackingApi } from '../../sdk/src';
import type { EventSender, TrackingEventsHeader } from '../../sdk/src/eventSenderWith';

export type TrackingEvent = TrackingApi.components['schemas']['TrackingEvent'];
export type TrackingEventName = TrackingApi.components['schemas']['TrackingEventName'];

/** Who is sending: the tracking endpoint's user, device, platform and session headers (000 §7). */
export interface TrackingContext {
  userId?: string | null;
  device: TrackingEventsHeader['X-Device'];
  platform: TrackingEventsHeader['X-Platform'];
  sessionId: string;
  extensionVersion?: string | null;
  /** The trackingEnabled flag as looked up (000 §8); not sent until a lookup has begun. */
  trackingEnabled?: boolean;
}

/** The port to the tracking endpoint. */
export interface TrackingPort {
  send(events: readonly TrackingEvent[], context: TrackingContext): Promise<void>;
}

/**
 * The tracking port over the SDK's event sender (POST /api/tracking/events without the SDK's clients: every visitor's
 * start sends events, and the clients load only with the first other call). The sender leaves out a header without
 * a value (no user, no extension, no lookup yet).
 */
export function sdkTracking(send: EventSender): TrackingPort {
  return {
    async send(events, context) {
      await send(
        {
          'X-Device': context.device,
          'X-Platform': context.platform,
          'X-App-Session': context.sessionId,
          'X-User-Id': context.userId ?? undefined,
          'X-Extension-Version': context.extensionVersion ?? undefined,
          'X-Tracking-Enabled': context.trackingEnabled === undefined ? undefined : context.trackingEnabled ? 'true' : 'false',
        },
        { events: [...events] },
      );
    },
  };
}
