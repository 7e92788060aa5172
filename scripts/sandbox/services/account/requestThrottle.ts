// Fixed-window request counters (table request_throttle_windows, migration 009): one row per key, counted
// and decided in one statement, so parallel requests cannot all slip under the limit.
import type { SqlExecutor } from '../../db';

export type ThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one request for `key` in the current window (a new one when the last has ended) and decides. */
export async function countRequest(
  db: SqlExecutor,
  key: string,
  { now, limit, windowMs }: { now: Date; limit: number; windowMs: number },
): Promise<ThrottleDecision> {
  const windowEndedBefore = new Date(now.getTime() - windowMs);
  const row = await db.one<{ requests: number; window_started_at: Date }>(
    `INSERT INTO request_throttle_windows AS counter (key, window_started_at, requests) VALUES ($1, $2, 1)
     ON CONFLICT (key) DO UPDATE SET
       requests = CASE WHEN counter.window_started_at <= $3 THEN 1 ELSE counter.requests + 1 END,
       window_started_at = CASE WHEN counter.window_started_at <= $3 THEN $2 ELSE counter.window_started_at END
     RETURNING requests, window_started_at`,
    [key, now, windowEndedBefore],
  );
  if (!row || row.requests <= limit) return { allowed: true };
  const windowEndsMs = new Date(row.window_started_at).getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsMs - now.getTime()) / 1000)) };
}

/**
 * The decision for `key` without counting (for limits that count only failures, such as wrong codes): refused
 * while the current window already holds `limit` requests.
 */
export async function throttleStateOf(
  db: SqlExecutor,
  key: string,
  { now, limit, windowMs }: { now: Date; limit: number; windowMs: number },
): Promise<ThrottleDecision> {
  const row = await db.one<{ requests: number; window_started_at: Date }>(
    'SELECT requests, window_started_at FROM request_throttle_windows WHERE key = $1',
    [key],
  );
  if (!row) return { allowed: true };
  const windowEndsMs = new Date(row.window_started_at).getTime() + windowMs;
  if (windowEndsMs <= now.getTime() || row.requests < limit) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEndsMs - now.getTime()) / 1000)) };
}
