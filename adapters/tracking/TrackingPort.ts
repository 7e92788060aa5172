import type { ClipbackClients, TrackingApi } from '../../sdk/src';

export type TrackingEvent = TrackingApi.components['schemas']['TrackingEvent'];
export type TrackingEventName = TrackingApi.components['schemas']['TrackingEventName'];
type TrackingHeaders = TrackingApi.operations['sendTrackingEvents']['parameters']['header'];

/** Who is sending: the tracking endpoint's user, device, platform and session headers (000 §7). */
export interface TrackingContext {
  userId?: string | null;
  device: TrackingHeaders['X-Device'];
  platform: TrackingHeaders['X-Platform'];
  sessionId: string;
  extensionVersion?: string | null;
  /** The trackingEnabled flag as looked up (000 §8); not sent until a lookup has begun. */
  trackingEnabled?: boolean;
}

/** The port to the tracking endpoint. */
export interface TrackingPort {
  send(events: readonly TrackingEvent[], context: TrackingContext): Promise<void>;
}

export function sdkTracking(api: ClipbackClients): TrackingPort {
  return {
    async send(events, context) {
      const header: TrackingHeaders = {
        'X-Device': context.device,
        'X-Platform': context.platform,
        'X-App-Session': context.sessionId,
        ...(context.userId ? { 'X-User-Id': context.userId } : {}),
        ...(context.extensionVersion ? { 'X-Extension-Version': context.extensionVersion } : {}),
        ...(context.trackingEnabled === undefined ? {} : { 'X-Tracking-Enabled': context.trackingEnabled ? 'true' : 'false' }),
      };
      await api.tracking.POST('/events', { params: { header }, body: { events: [...events] } });
    },
  };
}
