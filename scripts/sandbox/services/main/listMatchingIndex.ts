// The word index of each retailer's offers that shopping lists are matched against, kept in memory per
// database and retailer for LIST_MATCHING_INDEX_TTL_MS: reading and tokenising the names, descriptions and
// purchase categories of a retailer's few hundred offers (thousands at SANDBOX_SCALE=10) costs far more than a
// match. It holds every offer at the retailer; which of them a list may show is asked per request (it depends
// on the time and the customer), for the matched offers only.
import type { SqlExecutor } from '../../db';
import { OfferWordIndex } from './listMatching';

/** How long a retailer's index is reused before it is read again (ours: catalogue edits show within it). */
export const LIST_MATCHING_INDEX_TTL_MS = 30_000;

const INDEX_SQL = `SELECT o.id, o.name, o.description,
    coalesce((SELECT array_agg(p.display_name ORDER BY p.id) FROM offer_purchase_categories c
               JOIN purchase_categories p ON p.id = c.purchase_category_id
              WHERE c.offer_id = o.id AND c.retailer_id = x.retailer_id), '{}') AS categories
  FROM offer_retailers x JOIN offers o ON o.id = x.offer_id
 WHERE x.retailer_id = $1
 ORDER BY o.catalogue_position, o.id`;

async function loadOfferWordIndex(db: SqlExecutor, retailerId: number): Promise<OfferWordIndex> {
  const rows = await db.query<{ id: number; name: string; description: string | null; categories: string[] }>(INDEX_SQL, [retailerId]);
  return new OfferWordIndex(rows);
}

/** Only a cache: the APIs never write the catalogue, so instances holding different ages of it agree. */
const cache = new WeakMap<SqlExecutor, Map<number, { loadedAt: number; index: Promise<OfferWordIndex> }>>();

/** The retailer's index, from the in-process cache while it is fresh. */
export function offerWordIndexAt(db: SqlExecutor, retailerId: number, nowMs = Date.now()): Promise<OfferWordIndex> {
  let byRetailer = cache.get(db);
  if (!byRetailer) cache.set(db, (byRetailer = new Map()));
  const cached = byRetailer.get(retailerId);
  if (cached && nowMs - cached.loadedAt < LIST_MATCHING_INDEX_TTL_MS) return cached.index;
  const index = loadOfferWordIndex(db, retailerId);
  byRetailer.set(retailerId, { loadedAt: nowMs, index });
  index.catch(() => {
    if (byRetailer?.get(retailerId)?.index === index) byRetailer.delete(retailerId);
  });
  return index;
}
