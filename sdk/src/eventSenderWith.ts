// The tracking service's one call without the clients (openapi-fetch, the middleware chain): an app that sends its
// start-up events before any other call then needs neither to start. The headers, the timeout, the monitoring and
// the typed errors follow the SDK's rules (callHeaders, services, errors). The error classes are given, not imported:
// createEventSender (eventSender.ts) gives the SDK's own, an app that splits its code may load them with the first
// failure (a sent batch needs none of them).
import type { ClipbackSdkOptions } from './clients';
import { callHeaders, isMonitoredStatus } from './callHeaders';
import type { operations, paths } from './generated/tracking';
import { DEFAULT_APP_VERSION, DEFAULT_TIMEOUTS_MS, REST_SERVICES, timeoutKeyFor, type ServiceName } from './services';

type SendTrackingEvents = operations['sendTrackingEvents'];
/** The call's own headers (user, device, platform, session, extension, trackingEnabled); one without a value is left out. */
export type TrackingEventsHeader = SendTrackingEvents['parameters']['header'];
export type TrackingEventsBody = SendTrackingEvents['requestBody']['content']['application/json'];
/** Sends one batch; rejects as the tracking client's POST /events would (ApiError, AuthenticationError, TimeoutError, NetworkError). */
export type EventSender = (header: TrackingEventsHeader, body: TrackingEventsBody) => Promise<void>;
/** What a failed send needs of errors.ts. */
export type SendErrors = Pick<typeof import('./errors'), 'errorFromResponse' | 'reportFailure' | 'NetworkError' | 'TimeoutError'>;

const SERVICE = 'tracking' satisfies ServiceName;
const EVENTS_PATH = '/events' satisfies keyof paths;

/**
 * POST /api/tracking/events with the options `createClipbackClients` takes (those a REST call reads), its failures
 * typed by `errors` (asked for on a failure only; a failure to give them rejects the send with that failure).
 */
export function eventSenderWith(errors: () => SendErrors | Promise<SendErrors>, options: Omit<ClipbackSdkOptions, 'getZip'> = {}): EventSender {
  const origin = (options.origin ?? (globalThis as { location?: { origin?: string } }).location?.origin)?.replace(/\/+$/, '');
  const baseUrl = options.baseUrls?.[SERVICE] ?? (origin === undefined ? undefined : origin + REST_SERVICES[SERVICE].basePath);
  if (baseUrl === undefined) throw new Error(`@clipback/sdk: give an \`origin\` (or baseUrls.${SERVICE}) outside a browser`);
  const url = baseUrl + EVENTS_PATH;
  const timeoutMs = { ...DEFAULT_TIMEOUTS_MS, ...options.timeouts }[timeoutKeyFor(SERVICE, EVENTS_PATH)];
  const runtime = {
    appVersion: options.appVersion ?? DEFAULT_APP_VERSION,
    appToken: options.appToken,
    getAccessToken: options.getAccessToken,
    getSessionId: options.getSessionId,
    getCustomerId: options.getCustomerId,
    getZip: undefined,
  };
  const context = { service: SERVICE as ServiceName, operation: `POST ${EVENTS_PATH}` };
  const send = options.fetch ?? ((request: Request) => fetch(request));

  return async (header, body) => {
    const headers = new Headers(Object.entries(header).filter((entry): entry is [string, string] => Boolean(entry[1])));
    for (const [name, value] of await callHeaders(SERVICE, EVENTS_PATH, runtime)) if (!headers.has(name)) headers.set(name, value);
    const timer = Number.isFinite(timeoutMs) && timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
    const request = new Request(url, { method: 'POST', headers, body: JSON.stringify(body), ...(timer ? { signal: timer } : {}) });
    let response: Response;
    let text: string;
    try {
      response = await send(request);
      text = await response.text();
    } catch (cause) {
      const timedOut = timer?.aborted === true;
      const { NetworkError, TimeoutError } = await errors();
      throw timedOut ? new TimeoutError({ ...context, timeoutMs }) : new NetworkError({ ...context, cause });
    }
    if (response.ok) return;
    if (isMonitoredStatus(response.status)) {
      try {
        options.onXhrError?.({ ...context, status: response.status });
      } catch (error) {
        console.warn('[sdk] onXhrError threw', error);
      }
    }
    const { errorFromResponse, reportFailure } = await errors();
    throw reportFailure({ onAuthenticationError: options.onAuthenticationError }, errorFromResponse(response, text, context), EVENTS_PATH);
  };
}
