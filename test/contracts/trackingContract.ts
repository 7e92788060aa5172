// What every TrackingPort must do, run on the in-memory twin and on the SDK mapping against the sandbox.
import { expect } from 'chai';
import type { TrackingContext, TrackingEvent, TrackingPort } from '../../adapters/tracking/TrackingPort';
import { rejection } from '../support/rejection';
import { describeContract, type PortCallers } from './contractSuite';

/** The customer: signed in as `customerId`. */
export interface TrackingContractSubject extends PortCallers<TrackingPort> {
  customerId: string;
  /** Now, as the service's clock reads it. */
  now: Date;
}

const pageViewed = (now: Date): TrackingEvent => ({
  name: 'PageViewed',
  screenName: 'home_page',
  properties: { path: '/home' },
  timestamp: now.toISOString(),
});

export function describeTrackingContract(name: string, setup: () => Promise<TrackingContractSubject>): void {
  describeContract(`TrackingPort contract: ${name}`, setup, (subject) => {
    const context = (userId: string | null): TrackingContext => ({ userId, device: 'desktop', platform: 'web_v2', sessionId: 'session-1', extensionVersion: null });

    it("accepts a visitor's and a customer's events", async () => {
      await subject.visitor.send([pageViewed(subject.now)], context(null));
      await subject.customer.send([pageViewed(subject.now), pageViewed(subject.now)], context(subject.customerId));
    });

    it('refuses with a 400 a batch of no events or more than 100, and one with an event it cannot take', async () => {
      const event = pageViewed(subject.now);
      const dayAndHourAhead = new Date(subject.now.getTime() + 25 * 3600 * 1000).toISOString();
      for (const events of [
        [],
        Array.from({ length: 101 }, () => event),
        [event, { ...event, screenName: 'homepage' }],
        [event, { ...event, timestamp: dayAndHourAhead }],
        [{ ...event, timestamp: 'yesterday' }],
      ]) {
        const refused = await rejection(subject.visitor.send(events, context(null)));
        // By its name, as the SDK allows: the event sender loads the error classes with its first failure, and the node
        // tier (tests compiled to CommonJS) holds another copy of them than a static import's.
        expect(refused).to.include({ name: 'ApiError', status: 400 });
      }
    });
  });
}
