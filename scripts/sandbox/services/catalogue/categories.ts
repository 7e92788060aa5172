// Categories (000 §3): the fixed sort order (domain sortCategories), category 485 ignored in lists
// (domain retailerCategoryIdsFor), each with the retailers lists may show.
import { categorySortOrder, sortCategories } from '../../../../domain/categories/sortOrder';
import { retailerCategoryIdsFor } from '../../../../domain/retailers/filterRetailers';
import type { SqlExecutor } from '../../db';
import { groupBy } from './batch';
import { fullRetailers, listable, retailerColumns, type RetailerRow } from './retailers';
import type { CatalogueSession } from './session';
import type { CategoryBaseShape, CategoryWithRetailersShape } from './shapes';
import { listableRetailerSql } from './sql';

export interface CategoryRow {
  id: number;
  name: string;
  icon_url: string | null;
  card_url: string | null;
  seo_long_description: string | null;
  seo_short_description: string | null;
  sort_order: number | null;
  background_treatment_color: string | null;
  icon_treatment_url: string | null;
}

const SELECT_CATEGORY = `SELECT c.id, c.name, c.icon_url, c.card_url, c.seo_long_description, c.seo_short_description,
  c.sort_order, c.background_treatment_color, c.icon_treatment_url FROM categories c`;

export function toCategory(row: CategoryRow, selected: boolean): CategoryBaseShape {
  return {
    id: row.id,
    name: row.name,
    selected,
    iconUrl: row.icon_url,
    cardUrl: row.card_url,
    seoLongDescription: row.seo_long_description,
    seoShortDescription: row.seo_short_description,
    sortOrder: row.sort_order ?? categorySortOrder(row.id),
    backgroundTreatmentColor: row.background_treatment_color,
    iconTreatmentUrl: row.icon_treatment_url,
  };
}

/** The categories of a type lists show, in the fixed sort order (unmapped ones by name). */
export async function listedCategoryRows(db: SqlExecutor, type: string): Promise<CategoryRow[]> {
  const rows = await db.query<CategoryRow>(`${SELECT_CATEGORY} WHERE c.type = $1`, [type]);
  const kept = new Set(retailerCategoryIdsFor(rows.map((row) => row.id)));
  return sortCategories(rows.filter((row) => kept.has(row.id)));
}

export async function categoryRowById(db: SqlExecutor, id: number): Promise<CategoryRow | null> {
  return db.one<CategoryRow>(`${SELECT_CATEGORY} WHERE c.id = $1`, [id]);
}

/** Each category's retailers that lists may show, in the category's order. */
export async function listableRetailerIdsOfCategories(
  db: SqlExecutor,
  categoryIds: readonly number[],
  excluded: readonly number[],
): Promise<Map<number, number[]>> {
  if (categoryIds.length === 0) return new Map();
  const rows = await db.query<{ category_id: number; retailer_id: number }>(
    `SELECT cr.category_id, cr.retailer_id FROM category_retailers cr JOIN retailers r ON r.id = cr.retailer_id
      WHERE cr.category_id = ANY($1::int[]) AND ${listableRetailerSql('r', '$2')}
      ORDER BY cr.category_id, cr.position, cr.retailer_id`,
    [categoryIds, excluded],
  );
  const grouped = groupBy(rows, (row) => row.category_id);
  return new Map([...grouped].map(([categoryId, list]) => [categoryId, list.map((row) => row.retailer_id)]));
}

/** contentServer/fetchGenericRetailerCategoriesWithRetailers: every listed category with its retailers in full. */
export async function categoriesWithRetailers(session: CatalogueSession, type = 'NORMAL'): Promise<CategoryWithRetailersShape[]> {
  const [categories, excluded, favorites] = await Promise.all([
    listedCategoryRows(session.db, type),
    session.webExcludedRetailerIds(),
    session.favoriteCategoryIds(),
  ]);
  const members = await listableRetailerIdsOfCategories(session.db, categories.map((category) => category.id), excluded);
  const ids = [...new Set([...members.values()].flat())];
  const rows = await session.db.query<RetailerRow>(`SELECT ${retailerColumns('r')} FROM retailers r WHERE r.id = ANY($1::int[])`, [ids]);
  const retailers = new Map((await fullRetailers(session, listable(rows, excluded))).map((retailer) => [retailer.id, retailer]));
  return categories.map((category) => ({
    ...toCategory(category, favorites.has(category.id)),
    retailers: (members.get(category.id) ?? []).flatMap((id) => {
      const retailer = retailers.get(id);
      return retailer ? [retailer] : [];
    }),
  }));
}
