import type { ClipbackSdkOptions } from './clients';
import { errorFromResponse, NetworkError, reportFailure, TimeoutError } from './errors';
import { eventSenderWith, type EventSender } from './eventSenderWith';

export type { EventSender, TrackingEventsBody, TrackingEventsHeader } from './eventSenderWith';

const ERRORS = { errorFromResponse, NetworkError, reportFailure, TimeoutError };

/**
 * The tracking service's POST /events without the clients (openapi-fetch, the middleware chain), with the options
 * `createClipbackClients` takes (those a REST call reads): for an app that sends its start-up events before any other
 * call. Its failures are the clients' typed errors.
 */
export function createEventSender(options: Omit<ClipbackSdkOptions, 'getZip'> = {}): EventSender {
  return eventSenderWith(() => ERRORS, options);
}
