// Offer tags (tag name → offer ids, limit 200) and a retailer's offer category containers (the purchase
// categories of its offers, 1545 and 1088 first: the affiliate launch prefers them, 000 §4 step 5).
import { LIMITS } from '../../../../domain/constants/limits';
import { PREFERRED_LAUNCH_CATEGORY_IDS } from '../../../../domain/launch/launchOffers';
import type { CatalogueSession } from './session';
import type { OfferCategoryContainerShape } from './shapes';
import { listableOfferSql } from './sql';

/** The offer ids of a tag that lists may show, in the tag's order, at most `limit` (capped at 200); null for an unknown tag. */
export async function offerTag(
  session: CatalogueSession,
  name: string,
  limit: number,
): Promise<{ name: string; displayName: string; offerIds: number[] } | null> {
  const tag = await session.db.one<{ name: string; display_name: string }>('SELECT name, display_name FROM offer_tags WHERE name = $1', [name]);
  if (!tag) return null;
  const hidden = await session.hiddenOfferIds();
  const rows = await session.db.query<{ offer_id: number }>(
    `SELECT t.offer_id FROM offer_tag_offers t JOIN offers o ON o.id = t.offer_id
      WHERE t.tag_name = $1 AND ${listableOfferSql('o', '$2', '$3', '$4')}
      ORDER BY t.position, t.offer_id LIMIT $5`,
    [tag.name, session.now, session.customerId, hidden, Math.min(limit, LIMITS.OFFER_TAG_LIMIT)],
  );
  return { name: tag.name, displayName: tag.display_name, offerIds: rows.map((row) => row.offer_id) };
}

/** A retailer's offer categories with their offers' ids (offers lists may show). */
export async function offerCategoryContainers(session: CatalogueSession, retailerId: number): Promise<OfferCategoryContainerShape[]> {
  const hidden = await session.hiddenOfferIds();
  const rows = await session.db.query<{ id: number; name: string; offer_ids: number[] }>(
    `SELECT c.purchase_category_id AS id, p.display_name AS name, array_agg(c.offer_id ORDER BY o.catalogue_position, o.id) AS offer_ids
       FROM offer_purchase_categories c
       JOIN purchase_categories p ON p.id = c.purchase_category_id
       JOIN offers o ON o.id = c.offer_id
      WHERE c.retailer_id = $1 AND ${listableOfferSql('o', '$2', '$3', '$4')}
      GROUP BY c.purchase_category_id, p.display_name
      ORDER BY coalesce(array_position($5::int[], c.purchase_category_id), 2147483647), c.purchase_category_id`,
    [retailerId, session.now, session.customerId, hidden, PREFERRED_LAUNCH_CATEGORY_IDS],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, offerIds: row.offer_ids }));
}
