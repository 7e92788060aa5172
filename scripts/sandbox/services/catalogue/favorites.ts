// The signed-in customer's favourites (001 §3, §7): favourite retailers in sort order, favourite
// categories; category 1356 is never stored (domain favoriteCategoryIdsToStore).
import { favoriteCategoryIdsToStore } from '../../../../domain/favorites/favoriteCategories';
import type { SqlExecutor } from '../../db';
import { iso } from './shapes';

export interface FavoriteRetailerShape {
  retailerId: number;
  sortOrder: number;
  name: string;
  imageUrl: string | null;
}

export interface FavoriteCategoryShape {
  categoryId: string;
  favoriteDate: string | null;
}

export async function favoriteRetailers(db: SqlExecutor, customerId: string): Promise<FavoriteRetailerShape[]> {
  const rows = await db.query<{ retailer_id: number; sort_order: number; name: string; image_url: string | null }>(
    `SELECT f.retailer_id, f.sort_order, r.name, r.image_url FROM favorite_retailers f JOIN retailers r ON r.id = f.retailer_id
      WHERE f.customer_id = $1 ORDER BY f.sort_order, f.created_at, f.retailer_id`,
    [customerId],
  );
  return rows.map((row) => ({ retailerId: row.retailer_id, sortOrder: row.sort_order, name: row.name, imageUrl: row.image_url }));
}

export async function favoriteCategories(db: SqlExecutor, customerId: string): Promise<FavoriteCategoryShape[]> {
  const rows = await db.query<{ category_id: number; favorite_date: Date }>(
    'SELECT category_id, favorite_date FROM favorite_categories WHERE customer_id = $1 ORDER BY favorite_date, category_id',
    [customerId],
  );
  const kept = new Set(favoriteCategoryIdsToStore(rows.map((row) => row.category_id)));
  return rows.filter((row) => kept.has(row.category_id)).map((row) => ({ categoryId: String(row.category_id), favoriteDate: iso(row.favorite_date) }));
}

export type SetFavoriteCategoryOutcome =
  | { kind: 'stored'; favorite: FavoriteCategoryShape }
  /** Category 1356: answered, never stored. */
  | { kind: 'notStored'; favorite: FavoriteCategoryShape }
  | { kind: 'unknownCategory' }
  | { kind: 'unknownCustomer' };

/** Adds a favourite category; adding one twice keeps the first favourite date. */
export async function setFavoriteCategory(db: SqlExecutor, customerId: string, categoryId: number, now: Date): Promise<SetFavoriteCategoryOutcome> {
  const category = await db.one<{ id: number }>('SELECT id FROM categories WHERE id = $1', [categoryId]);
  if (!category) return { kind: 'unknownCategory' };
  if (favoriteCategoryIdsToStore([categoryId]).length === 0) return { kind: 'notStored', favorite: { categoryId: String(categoryId), favoriteDate: null } };
  const row = await db.one<{ favorite_date: Date }>(
    `WITH added AS (
       INSERT INTO favorite_categories (customer_id, category_id, favorite_date)
       SELECT c.id, $2, $3 FROM customers c WHERE c.id = $1
       ON CONFLICT (customer_id, category_id) DO NOTHING
       RETURNING favorite_date)
     SELECT favorite_date FROM added
     UNION ALL
     SELECT favorite_date FROM favorite_categories WHERE customer_id = $1 AND category_id = $2 AND NOT EXISTS (SELECT 1 FROM added)`,
    [customerId, categoryId, now],
  );
  // Another request may have stored it concurrently (PostgreSQL): read it once more.
  const stored =
    row ?? (await db.one<{ favorite_date: Date }>('SELECT favorite_date FROM favorite_categories WHERE customer_id = $1 AND category_id = $2', [customerId, categoryId]));
  if (!stored) return { kind: 'unknownCustomer' };
  return { kind: 'stored', favorite: { categoryId: String(categoryId), favoriteDate: iso(stored.favorite_date) } };
}

/** Removes a favourite category: false when it was not one. */
export async function deleteFavoriteCategory(db: SqlExecutor, customerId: string, categoryId: number): Promise<boolean> {
  const rows = await db.query('DELETE FROM favorite_categories WHERE customer_id = $1 AND category_id = $2 RETURNING category_id', [customerId, categoryId]);
  return rows.length > 0;
}
