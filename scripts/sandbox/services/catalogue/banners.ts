// Banners (001 §2, §3): those inside their display window, by placement, category or retailer.
import type { SqlExecutor } from '../../db';
import type { BannerShape } from './shapes';
import { activeBannerSql } from './sql';

interface BannerRow {
  id: number;
  name: string;
  link: string;
  tablet_url: string | null;
  desktop_url: string | null;
  alt_text: string | null;
}

const SELECT_BANNER = 'SELECT b.id, b.name, b.link, b.tablet_url, b.desktop_url, b.alt_text FROM banners b';

export function toBanner(row: BannerRow): BannerShape {
  return { id: row.id, name: row.name, link: row.link, tabletUrl: row.tablet_url, desktopUrl: row.desktop_url, altText: row.alt_text };
}

/** Banners of a placement (HOMESEASONAL…), by position. */
export async function bannersByPlacement(db: SqlExecutor, placement: string, now: Date, limit = 100): Promise<BannerShape[]> {
  const rows = await db.query<BannerRow>(
    `${SELECT_BANNER} WHERE b.placement = $1 AND ${activeBannerSql('b', '$2')} ORDER BY b.position, b.id LIMIT $3`,
    [placement, now, limit],
  );
  return rows.map(toBanner);
}

/** Web banners of categories: categories in the order asked, then position. */
export async function bannersByCategoryIds(db: SqlExecutor, categoryIds: readonly number[], now: Date): Promise<BannerShape[]> {
  if (categoryIds.length === 0) return [];
  const rows = await db.query<BannerRow>(
    `${SELECT_BANNER} WHERE b.category_id = ANY($1::int[]) AND b.context = 'category' AND ${activeBannerSql('b', '$2')}
      ORDER BY array_position($1::int[], b.category_id), b.position, b.id`,
    [categoryIds, now],
  );
  return rows.map(toBanner);
}

/** Banners of a retailer page, by position. */
export async function bannersByRetailerId(db: SqlExecutor, retailerId: number, now: Date): Promise<BannerShape[]> {
  const rows = await db.query<BannerRow>(
    `${SELECT_BANNER} WHERE b.retailer_id = $1 AND b.context = 'retailer' AND ${activeBannerSql('b', '$2')} ORDER BY b.position, b.id`,
    [retailerId, now],
  );
  return rows.map(toBanner);
}
