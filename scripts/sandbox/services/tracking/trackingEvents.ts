// The tracking_events table: what POST /api/tracking/events stores and GET /sandbox/tracking/events reads.
import type { SqlExecutor } from '../../db';

/** Events kept; older ones are dropped as new ones arrive, so a long-running sandbox stays small. */
export const TRACKING_EVENTS_KEPT = 50_000;
/** Pruning runs once this many events arrived since the last pass (not on every batch). */
const PRUNE_EVERY = 1_000;

/** The headers an event batch came with (stored with each event). */
export interface TrackingHeaders {
  userId: string | null;
  device: string;
  platform: string;
  session: string;
  extensionVersion?: string;
  appVersion?: string;
}

export interface NewTrackingEvent {
  name: string;
  screenName: string;
  properties: Record<string, unknown> | undefined;
  /** The event's own timestamp, normalised. */
  occurredAt: Date;
}

interface TrackingEventRow {
  id: number;
  name: string;
  screen_name: string | null;
  properties: Record<string, unknown>;
  headers: Partial<TrackingHeaders>;
  customer_id: string | null;
  session_id: string | null;
  occurred_at: Date | null;
  created_at: Date;
}

/** StoredTrackingEvent (openapi/sandbox.yaml): the event as sent, plus when and with which headers it came. */
export function toStoredTrackingEvent(row: TrackingEventRow) {
  const headers = row.headers ?? {};
  return {
    name: row.name,
    screenName: row.screen_name ?? '',
    properties: row.properties ?? {},
    timestamp: (row.occurred_at ?? row.created_at).toISOString(),
    receivedAt: row.created_at.toISOString(),
    userId: row.customer_id,
    device: String(headers.device ?? ''),
    platform: String(headers.platform ?? ''),
    session: row.session_id ?? String(headers.session ?? ''),
    ...(headers.extensionVersion !== undefined ? { extensionVersion: String(headers.extensionVersion) } : {}),
    ...(headers.appVersion !== undefined ? { appVersion: String(headers.appVersion) } : {}),
  };
}

/** Stores one batch in one statement (all or none). */
export async function insertTrackingEvents(
  db: SqlExecutor,
  events: readonly NewTrackingEvent[],
  headers: TrackingHeaders,
  receivedAt: Date,
): Promise<number> {
  const rows = events.map((event, position) => ({
    position,
    name: event.name,
    screen_name: event.screenName,
    properties: event.properties ?? {},
    occurred_at: event.occurredAt.toISOString(),
  }));
  const inserted = await db.query<{ id: number }>(
    `INSERT INTO tracking_events (name, screen_name, properties, headers, customer_id, session_id, occurred_at, created_at)
       SELECT e.name, e.screen_name, e.properties, $2::jsonb, $3, $4, e.occurred_at, $5::timestamptz
         FROM jsonb_to_recordset($1::jsonb) AS e(position integer, name text, screen_name text, properties jsonb, occurred_at timestamptz)
        ORDER BY e.position
     RETURNING id`,
    [JSON.stringify(rows), JSON.stringify(headers), headers.userId, headers.session, receivedAt.toISOString()],
  );
  return inserted.length;
}

/** Keeps the newest TRACKING_EVENTS_KEPT events, checking every PRUNE_EVERY arrivals. */
export function createTrackingPruner(db: SqlExecutor, kept = TRACKING_EVENTS_KEPT, every = PRUNE_EVERY) {
  let arrivedSincePrune = every; // the first batch after a start checks (the table may be full already)
  let running: Promise<void> | null = null;
  return async function afterInsert(count: number): Promise<void> {
    arrivedSincePrune += count;
    if (arrivedSincePrune < every || running) return;
    arrivedSincePrune = 0;
    running = db
      .query(
        `DELETE FROM tracking_events
          WHERE id <= (SELECT id FROM tracking_events ORDER BY id DESC OFFSET $1 LIMIT 1)`,
        [kept],
      )
      .then(
        () => undefined,
        (error: unknown) => console.error('[sandbox] tracking: pruning old events failed', error),
      )
      .finally(() => {
        running = null;
      });
    await running;
  };
}

export interface TrackingEventFilter {
  name?: string;
  userId?: string;
  session?: string;
  since?: Date;
  limit: number;
}

/** Stored events, newest first (receipt time, then arrival order), at most `limit`. */
export async function listTrackingEvents(db: SqlExecutor, filter: TrackingEventFilter) {
  const rows = await db.query<TrackingEventRow>(
    `SELECT id, name, screen_name, properties, headers, customer_id, session_id, occurred_at, created_at
       FROM tracking_events
      WHERE ($1::text IS NULL OR name = $1)
        AND ($2::text IS NULL OR customer_id = $2)
        AND ($3::text IS NULL OR session_id = $3)
        AND ($4::timestamptz IS NULL OR created_at >= $4::timestamptz)
      ORDER BY created_at DESC, id DESC
      LIMIT $5`,
    [filter.name ?? null, filter.userId ?? null, filter.session ?? null, filter.since?.toISOString() ?? null, filter.limit],
  );
  return rows.map(toStoredTrackingEvent);
}
