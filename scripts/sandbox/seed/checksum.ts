// Content checksums of tables, to compare two seeds (determinism) or a database before and after a reopen.
import type { SqlExecutor } from '../db/database';

/** Tables whose content the seed decides (catalogue and demo accounts). */
export const KEY_TABLES = [
  'retailer_groups', 'retailers', 'categories', 'category_retailers', 'offers', 'offer_retailers', 'offer_groups',
  'offer_group_offers', 'offer_tag_offers', 'offer_purchase_categories', 'rewards', 'offer_rewards', 'banners',
  'bonuses', 'bonus_qualifications', 'bonus_offers', 'buyable_gift_cards', 'products', 'product_retailers',
  'feature_flags', 'customers', 'identity_accounts', 'unlocked_offers', 'customer_bonuses', 'earnings_items',
  'affiliate_launches', 'transfers',
] as const;

/** Columns left out: password hashes carry a random salt by design. */
export const CHECKSUM_EXCLUDED_COLUMNS = ['password_hash'] as const;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;

/** md5 of a table's rows (as JSON, without the excluded columns), independent of physical row order. */
export async function tableChecksum(db: SqlExecutor, table: string, excluded: readonly string[] = CHECKSUM_EXCLUDED_COLUMNS): Promise<string> {
  if (!IDENTIFIER.test(table)) throw new Error(`Not a table name: ${table}`);
  const row = await db.one<{ checksum: string | null; rows: number }>(
    `SELECT md5(coalesce(string_agg(r.doc, E'\\n' ORDER BY r.doc), '')) AS checksum, count(*) AS rows
       FROM (SELECT (to_jsonb(t) - $1::text[])::text AS doc FROM ${table} t) r`,
    [excluded],
  );
  return `${row?.rows ?? 0}:${row?.checksum ?? ''}`;
}

export async function tableChecksums(db: SqlExecutor, tables: readonly string[] = KEY_TABLES): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of tables) result[table] = await tableChecksum(db, table);
  return result;
}
