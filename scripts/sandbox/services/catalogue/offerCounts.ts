// Retailer.offerCount: how many offers lists may show at each retailer (generic: the same for everyone).
//
// An offer's dates live on `offers`, so counting a retailer's offers visits every one of them; for retailers
// with hundreds of offers the planner hashed the whole offers table instead (~12 ms at scale 10), on every
// retailer lookup (fetchGenericRetailers, Retailer.offerCount) and every search that found a retailer. The
// counts of every retailer are instead worked out together, with one query (~30 ms at scale 10), and kept
// in memory.
//
// They stay exact as time passes: a count only changes when an offer's expiration or discoverable_until
// passes, so counts read at instant T hold for any `now` from the last such instant at or before T up to
// (not including) the next one after it, and are read again for a `now` outside that window. Catalogue rows
// do not change while the sandbox runs; OFFER_COUNTS_TTL_MS bounds how long a change made behind its back
// (SQL in a test) goes unseen, as for the hidden offers (hiddenOffers.ts).
import type { SqlExecutor } from '../../db';
import { OFFER_COUNTS_TTL_MS } from './constants';

export interface OfferCounts {
  /** Listable offers per retailer; a retailer without any is absent. */
  counts: Map<number, number>;
  /**
   * The window in which the counts hold: from <= now < until, in epoch milliseconds. The bounding instants
   * are rounded up to whole milliseconds, which keeps both comparisons exact for a `now` in whole
   * milliseconds (a Date) even when they carry microseconds.
   */
  from: number;
  until: number;
}

/** Entries kept per database: one per window recently asked about (tests may fix `now` in another one). */
const MAX_ENTRIES = 4;

const cache = new WeakMap<SqlExecutor, { loadedAt: number; counts: Promise<OfferCounts> }[]>();

const covers = (counts: OfferCounts, now: Date) => counts.from <= now.getTime() && now.getTime() < counts.until;

/**
 * The same rule as the per-retailer count (listable at `now`, generic), for every retailer at once, with
 * the window of instants in which it holds (its bounds come from the expiration and discoverable_until
 * indexes).
 */
export async function loadOfferCounts(db: SqlExecutor, now: Date): Promise<OfferCounts> {
  const [rows, windows] = await Promise.all([
    db.query<{ retailer_id: number; n: number }>(
      `SELECT x.retailer_id, count(*)::int AS n
         FROM offer_retailers x JOIN offers o ON o.id = x.offer_id
        WHERE (o.expiration IS NULL OR o.expiration > $1::timestamptz)
          AND o.is_discoverable AND (o.discoverable_until IS NULL OR o.discoverable_until > $1::timestamptz)
        GROUP BY x.retailer_id`,
      [now],
    ),
    db.query<{ from_ms: number | null; until_ms: number | null }>(
      `SELECT ceil(extract(epoch FROM greatest(
                (SELECT max(expiration) FROM offers WHERE expiration <= $1::timestamptz),
                (SELECT max(discoverable_until) FROM offers WHERE discoverable_until <= $1::timestamptz))) * 1000)::float8 AS from_ms,
              ceil(extract(epoch FROM least(
                (SELECT min(expiration) FROM offers WHERE expiration > $1::timestamptz),
                (SELECT min(discoverable_until) FROM offers WHERE discoverable_until > $1::timestamptz))) * 1000)::float8 AS until_ms`,
      [now],
    ),
  ]);
  const window = windows[0];
  return {
    counts: new Map(rows.map((row) => [row.retailer_id, row.n])),
    from: window?.from_ms ?? Number.NEGATIVE_INFINITY,
    until: window?.until_ms ?? Number.POSITIVE_INFINITY,
  };
}

/** The offer counts that hold at `now`, from the in-process cache while fresh. */
export async function offerCountsAt(db: SqlExecutor, now: Date, nowMs = Date.now()): Promise<OfferCounts> {
  const entries = (cache.get(db) ?? []).filter((entry) => nowMs - entry.loadedAt < OFFER_COUNTS_TTL_MS);
  cache.set(db, entries);
  for (const entry of entries) {
    const counts = await entry.counts.catch(() => null);
    if (counts && covers(counts, now)) return counts;
  }
  const counts = loadOfferCounts(db, now);
  const entry = { loadedAt: nowMs, counts };
  cache.set(db, [entry, ...(cache.get(db) ?? [])].slice(0, MAX_ENTRIES));
  counts.catch(() => {
    const current = cache.get(db);
    if (current) cache.set(db, current.filter((other) => other !== entry));
  });
  return counts;
}

/** Offers lists may show at each of the given retailers (retailers without any are absent). */
export async function offerCountsByRetailer(db: SqlExecutor, ids: readonly number[], now: Date): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const { counts } = await offerCountsAt(db, now);
  const found = new Map<number, number>();
  for (const id of ids) {
    const n = counts.get(id);
    if (n !== undefined) found.set(id, n);
  }
  return found;
}
