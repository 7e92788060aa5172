import { ROUTE_NAME } from '../../../../domain/constants/navigation';
import { DAY_MS } from '../../../../domain/constants/timing';
import { screenNameForRoute } from '../../../../domain/navigation/screenName';
import { ACCESS_MESSAGES, HttpError } from '../../api/HttpError';
import type { AuthContext } from '../../api/restService';
import type { RestHandlersFactory } from '../SandboxDeps';
import { unstorableJson, unstorableText } from '../../api/storableJson';
import { createTrackingPruner, insertTrackingEvents, type NewTrackingEvent, type TrackingHeaders } from './trackingEvents';

export { listTrackingEvents, toStoredTrackingEvent, TRACKING_EVENTS_KEPT, type TrackingEventFilter } from './trackingEvents';

/** tracking.yaml: "Events with a timestamp more than 24 hours in the future are refused (400)". */
export const MAX_EVENT_FUTURE_MS = DAY_MS;
/** Bounds of one event beyond the contract's (the batch size, 100, and the body, 1 MB, are the pipeline's). */
export const TRACKING_EVENT_LIMITS = {
  /** Serialized size of one event's properties. */
  PROPERTIES_BYTES: 16 * 1024,
  /** Levels of objects and arrays inside properties. */
  PROPERTIES_DEPTH: 8,
} as const;

/** 000 §7: retailer-gallery on the retailer page, price_compare on price compare, else the route name plus _page. */
export const SCREEN_NAMES: ReadonlySet<string> = new Set(Object.values(ROUTE_NAME).map(screenNameForRoute));

interface TrackingEventBody {
  name: string;
  screenName: string;
  properties?: Record<string, unknown>;
  timestamp: string;
}

const BAD_EVENTS_MESSAGE = 'Some tracking events are not valid.';

/** Checks what the contract cannot say; every bad field at once (up to the pipeline's 20). */
function readEvents(events: readonly TrackingEventBody[], now: Date): NewTrackingEvent[] {
  const fields: Record<string, string> = {};
  const latest = now.getTime() + MAX_EVENT_FUTURE_MS;
  const accepted = events.map((event, index) => {
    const at = `events.${index}`;
    const occurredAt = new Date(event.timestamp);
    if (Number.isNaN(occurredAt.getTime())) fields[`${at}.timestamp`] = 'must be a date-time';
    else if (occurredAt.getTime() > latest) fields[`${at}.timestamp`] = 'must not be more than 24 hours in the future';
    if (!SCREEN_NAMES.has(event.screenName)) {
      Object.assign(fields, unstorableText(event.screenName, `${at}.screenName`) ?? {
        [`${at}.screenName`]: 'must be a screen name: retailer-gallery, price_compare, or a route name plus _page',
      });
    }
    if (event.properties !== undefined) {
      const problem = unstorableJson(event.properties, `${at}.properties`, { maxDepth: TRACKING_EVENT_LIMITS.PROPERTIES_DEPTH });
      if (problem) Object.assign(fields, problem);
      else if (Buffer.byteLength(JSON.stringify(event.properties)) > TRACKING_EVENT_LIMITS.PROPERTIES_BYTES) {
        fields[`${at}.properties`] = `must be at most ${TRACKING_EVENT_LIMITS.PROPERTIES_BYTES} bytes as JSON`;
      }
    }
    return { name: event.name, screenName: event.screenName, properties: event.properties, occurredAt };
  });
  if (Object.keys(fields).length) throw new HttpError(400, BAD_EVENTS_MESSAGE, { code: 'VALIDATION_FAILED', fields: firstFields(fields) });
  return accepted;
}

const firstFields = (fields: Record<string, string>, max = 20) => Object.fromEntries(Object.entries(fields).slice(0, max));

/**
 * Who sent the events: the bearer token's customer. X-User-Id is the client's claim: one naming someone else
 * is refused (403, as X-Customer-Id is), and without a token it is not recorded, since nothing vouches for it.
 */
function trackedUser(auth: AuthContext | null, claimed: string | undefined): string | null {
  const customerId = auth?.customerId ?? null;
  if (customerId !== null && claimed !== undefined && claimed !== customerId) {
    throw new HttpError(403, ACCESS_MESSAGES.OTHER_CUSTOMER, { code: 'FORBIDDEN' });
  }
  return customerId;
}

function trackingHeaders(headers: Record<string, unknown>, auth: AuthContext | null): TrackingHeaders {
  const text = (name: string) => (headers[name] === undefined ? undefined : String(headers[name]));
  const stored: TrackingHeaders = {
    userId: trackedUser(auth, text('X-User-Id')),
    device: String(headers['X-Device']),
    platform: String(headers['X-Platform']),
    session: String(headers['X-App-Session']),
  };
  const extensionVersion = text('X-Extension-Version');
  const appVersion = text('X-App-Version');
  if (extensionVersion !== undefined) stored.extensionVersion = extensionVersion;
  if (appVersion !== undefined) stored.appVersion = appVersion;
  const fields: Record<string, string> = {};
  for (const [name, value] of [['X-App-Session', stored.session], ['X-Extension-Version', extensionVersion], ['X-App-Version', appVersion]] as const) {
    if (value !== undefined) Object.assign(fields, unstorableText(value, `header.${name}`) ?? {});
  }
  if (Object.keys(fields).length) throw new HttpError(400, 'Some header parameters are not valid.', { code: 'BAD_REQUEST', fields });
  return stored;
}

/**
 * Handlers of the `tracking` service (openapi/tracking.yaml), by operationId. A batch (1 to 100 events, the
 * contract's bounds, under the 1 MB body limit) is stored whole or refused whole, each event with the
 * headers it came with; the sandbox keeps the newest TRACKING_EVENTS_KEPT events.
 */
export const trackingHandlers: RestHandlersFactory = (deps) => {
  const prune = createTrackingPruner(deps.db);
  return {
    async sendTrackingEvents({ headers, body, auth }) {
      const receivedAt = deps.now();
      const stored = trackingHeaders(headers, auth);
      const events = readEvents((body as { events: TrackingEventBody[] }).events, receivedAt);
      const accepted = await insertTrackingEvents(deps.db, events, stored, receivedAt);
      await prune(accepted);
      return { status: 202, body: { accepted } };
    },
  };
};
