// Offers whose every retailer is left out of lists (tempDisabled or web-excluded): lists leave them out too.
// A handful of ids, derived from the catalogue and the web-excluded flag, so they are worked out with three
// indexed queries and kept in memory per flag value for HIDDEN_OFFERS_TTL_MS; list queries then test
// `NOT (o.id = ANY(hidden))`, which costs nothing per row (a per-row check of each offer's retailers made
// the planner hash every offer_retailers row).
import type { SqlExecutor } from '../../db';

export const HIDDEN_OFFERS_TTL_MS = 30_000;

const cache = new WeakMap<SqlExecutor, Map<string, { loadedAt: number; ids: Promise<number[]> }>>();

export async function loadHiddenOfferIds(db: SqlExecutor, webExcludedRetailerIds: readonly number[]): Promise<number[]> {
  const unlisted = await db.query<{ id: number }>('SELECT id FROM retailers WHERE temp_disabled OR id = ANY($1::int[])', [webExcludedRetailerIds]);
  if (unlisted.length === 0) return [];
  const candidates = await db.query<{ offer_id: number }>(
    'SELECT DISTINCT offer_id FROM offer_retailers WHERE retailer_id = ANY($1::int[])',
    [unlisted.map((row) => row.id)],
  );
  if (candidates.length === 0) return [];
  const candidateIds = candidates.map((row) => row.offer_id);
  const listed = await db.query<{ offer_id: number }>(
    `SELECT DISTINCT x.offer_id FROM offer_retailers x JOIN retailers r ON r.id = x.retailer_id
      WHERE x.offer_id = ANY($1::int[]) AND NOT r.temp_disabled AND NOT (r.id = ANY($2::int[]))`,
    [candidateIds, webExcludedRetailerIds],
  );
  const listedIds = new Set(listed.map((row) => row.offer_id));
  return candidateIds.filter((id) => !listedIds.has(id)).sort((a, b) => a - b);
}

/** The hidden offer ids for this flag value, from the in-process cache while fresh. */
export function hiddenOfferIds(db: SqlExecutor, webExcludedRetailerIds: readonly number[], nowMs = Date.now()): Promise<number[]> {
  let byFlag = cache.get(db);
  if (!byFlag) cache.set(db, (byFlag = new Map()));
  const key = [...webExcludedRetailerIds].sort((a, b) => a - b).join(',');
  const cached = byFlag.get(key);
  if (cached && nowMs - cached.loadedAt < HIDDEN_OFFERS_TTL_MS) return cached.ids;
  const ids = loadHiddenOfferIds(db, webExcludedRetailerIds);
  byFlag.set(key, { loadedAt: nowMs, ids });
  ids.catch(() => {
    if (byFlag?.get(key)?.ids === ids) byFlag.delete(key);
  });
  return ids;
}
