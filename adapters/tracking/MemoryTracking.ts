import { isScreenName, MAX_EVENT_FUTURE_MS } from '../../domain/platform/trackingEvent';
import { systemClock, type Clock } from '../clock/Clock';
import { refused } from '../twinRefusals';
import type { TrackingContext, TrackingEvent, TrackingPort } from './TrackingPort';

/** tracking.yaml: a batch carries 1 to 100 events; the service refuses any other with a 400. */
const BATCH_EVENTS = { MIN: 1, MAX: 100 } as const;

/**
 * The in-memory twin: every batch sent, in order. A batch the service would refuse (400) is refused whole:
 * its size out of bounds, or an event with a screen name no route has or a timestamp more than 24 hours ahead of
 * the twin's clock.
 */
export class MemoryTracking implements TrackingPort {
  readonly batches: { events: TrackingEvent[]; context: TrackingContext }[] = [];
  failWith: Error | null = null;

  constructor(private readonly clock: Clock = systemClock) {}

  get events(): TrackingEvent[] {
    return this.batches.flatMap((batch) => batch.events);
  }

  async send(events: readonly TrackingEvent[], context: TrackingContext): Promise<void> {
    if (this.failWith) throw this.failWith;
    const problem = this.problemWith(events);
    if (problem) throw refused(400, problem, 'tracking twin', 'send');
    this.batches.push({ events: [...events], context });
  }

  private problemWith(events: readonly TrackingEvent[]): string | null {
    if (events.length < BATCH_EVENTS.MIN || events.length > BATCH_EVENTS.MAX) {
      return `A batch carries ${BATCH_EVENTS.MIN} to ${BATCH_EVENTS.MAX} events, not ${events.length}`;
    }
    const latest = this.clock.now().getTime() + MAX_EVENT_FUTURE_MS;
    for (const event of events) {
      if (!isScreenName(event.screenName)) return `'${event.screenName}' is no screen name`;
      const at = new Date(event.timestamp).getTime();
      if (Number.isNaN(at) || at > latest) return `'${event.timestamp}' is not a date-time at most 24 hours ahead`;
    }
    return null;
  }
}
