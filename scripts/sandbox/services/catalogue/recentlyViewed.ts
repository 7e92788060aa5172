// Recently viewed retailers (contentServer/recentlyViewedRetailers, retailerViewed): most recent first,
// no repeats, the latest 6 kept (domain keepRecentlyViewed, LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT).
import { LIMITS } from '../../../../domain/constants/limits';
import { keepRecentlyViewed } from '../../../../domain/retailers/recentlyViewed';
import type { SandboxDatabase } from '../../db';
import { fullRetailers, listable, retailerColumns, type RetailerRow } from './retailers';
import type { CatalogueSession } from './session';
import type { RetailerShape } from './shapes';
import { listableRetailerSql } from './sql';

/** The customer's recently viewed retailers that lists may show, most recent first. */
export async function recentlyViewedRetailers(session: CatalogueSession, customerId: string): Promise<RetailerShape[]> {
  const excluded = await session.webExcludedRetailerIds();
  const rows = await session.db.query<RetailerRow>(
    `SELECT ${retailerColumns('r')} FROM recently_viewed_retailers v JOIN retailers r ON r.id = v.retailer_id
      WHERE v.customer_id = $1 AND ${listableRetailerSql('r', '$2')}
      ORDER BY v.viewed_at DESC, v.retailer_id LIMIT $3`,
    [customerId, excluded, LIMITS.RECENTLY_VIEWED_RETAILERS_KEPT],
  );
  return fullRetailers(session, listable(rows, excluded));
}

export type RecordViewOutcome = 'recorded' | 'unknownCustomer';

/**
 * Records a view: the retailer moves to the front (its viewed_at becomes the latest, strictly after the
 * previous latest even when the clock stands still), and only the 6 most recent stay. One transaction,
 * the customer row locked so two views of one customer never interleave.
 */
export async function recordRetailerView(db: SandboxDatabase, customerId: string, retailerId: number, now: Date): Promise<RecordViewOutcome> {
  return db.transaction(async (tx) => {
    const customer = await tx.one<{ id: string }>('SELECT id FROM customers WHERE id = $1 FOR UPDATE', [customerId]);
    if (!customer) return 'unknownCustomer';
    const views = await tx.query<{ retailer_id: number; viewed_at: Date }>(
      'SELECT retailer_id, viewed_at FROM recently_viewed_retailers WHERE customer_id = $1 ORDER BY viewed_at DESC, retailer_id',
      [customerId],
    );
    const latest = views[0]?.viewed_at.getTime() ?? Number.NEGATIVE_INFINITY;
    const viewedAt = new Date(Math.max(now.getTime(), latest + 1));
    const kept = keepRecentlyViewed(views.map((view) => view.retailer_id), retailerId);
    await tx.query(
      `INSERT INTO recently_viewed_retailers (customer_id, retailer_id, viewed_at) VALUES ($1, $2, $3)
       ON CONFLICT (customer_id, retailer_id) DO UPDATE SET viewed_at = EXCLUDED.viewed_at`,
      [customerId, retailerId, viewedAt],
    );
    await tx.query('DELETE FROM recently_viewed_retailers WHERE customer_id = $1 AND NOT (retailer_id = ANY($2::int[]))', [customerId, kept]);
    return 'recorded';
  });
}
