import type { ClipbackClients, TrackingApi } from '../../sdk/src';
import { refused } from '../twinRefusals';

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
}

/** tracking.yaml: a batch carries 1 to 100 events; the service refuses any other with a 400. */
const BATCH_EVENTS = { MIN: 1, MAX: 100 } as const;

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
      };
      await api.tracking.POST('/events', { params: { header }, body: { events: [...events] } });
    },
  };
}

/** The in-memory twin: every batch sent, in order; a batch the service would refuse is refused. */
export class MemoryTracking implements TrackingPort {
  readonly batches: { events: TrackingEvent[]; context: TrackingContext }[] = [];
  failWith: Error | null = null;

  get events(): TrackingEvent[] {
    return this.batches.flatMap((batch) => batch.events);
  }

  async send(events: readonly TrackingEvent[], context: TrackingContext): Promise<void> {
    if (this.failWith) throw this.failWith;
    if (events.length < BATCH_EVENTS.MIN || events.length > BATCH_EVENTS.MAX) {
      throw refused(400, `A batch carries ${BATCH_EVENTS.MIN} to ${BATCH_EVENTS.MAX} events, not ${events.length}`, 'tracking twin', 'send');
    }
    this.batches.push({ events: [...events], context });
  }
}
