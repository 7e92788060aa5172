import { refused } from '../twinRefusals';
import type { TrackingContext, TrackingEvent, TrackingPort } from './TrackingPort';

/** tracking.yaml: a batch carries 1 to 100 events; the service refuses any other with a 400. */
const BATCH_EVENTS = { MIN: 1, MAX: 100 } as const;

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
