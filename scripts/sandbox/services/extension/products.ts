// Extension product search over the seeded products and product_retailers (price compare).
import { normalizeName, queryWords } from '../../../../domain/products/productSearch';
import type { SqlExecutor } from '../../db';

/** The SQL twin of normalizeName. */
const NORMALIZED_SELLER = "btrim(regexp_replace(lower(pr.name), '[^a-z0-9]+', ' ', 'g'))";

/** The SQL twin of isExcludedSeller (domain/products/productSearch.ts). $n is the normalized exclusions (text[]). */
const sellerExcluded = (param: string) =>
  `EXISTS (SELECT 1 FROM unnest(${param}::text[]) AS x(name) WHERE x.name <> '' AND (${NORMALIZED_SELLER} = x.name OR ${NORMALIZED_SELLER} LIKE x.name || ' %'))`;

interface ProductRow {
  upc: string;
  name: string;
  image_url: string | null;
  retailers: { name: string; retailerId: number | null; price: number | null; url: string | null; inStock: boolean | null }[];
}

/** Product columns with its sellers (in their listed order) left after the exclusions, as JSON. */
const PRODUCT_WITH_SELLERS = (exclusionsParam: string) => `
  p.upc, p.name, p.image_url,
  coalesce((
    SELECT jsonb_agg(jsonb_build_object('name', pr.name, 'retailerId', pr.retailer_id, 'price', pr.price_cents,
                                        'url', pr.url, 'inStock', pr.in_stock) ORDER BY pr.position)
      FROM product_retailers pr
     WHERE pr.upc = p.upc AND NOT ${sellerExcluded(exclusionsParam)}
  ), '[]'::jsonb) AS retailers`;

/** The contract's Product. */
function toProduct(row: ProductRow) {
  return { name: row.name, upc: row.upc, imageUrl: row.image_url, retailers: row.retailers };
}

/**
 * Products whose name contains every word of the query, with at least one seller left after the
 * exclusions; names starting with the query first, then by name. A query without a letter or digit
 * finds nothing.
 */
export async function searchProducts(db: SqlExecutor, query: string, limit: number, exclusions: readonly string[]) {
  const words = queryWords(query);
  if (words.length === 0) return [];
  const rows = await db.query<ProductRow>(
    `SELECT * FROM (
       SELECT ${PRODUCT_WITH_SELLERS('$2')}
         FROM products p
        WHERE NOT EXISTS (SELECT 1 FROM unnest($1::text[]) AS w(word) WHERE strpos(lower(p.name), w.word) = 0)
     ) found
     WHERE jsonb_array_length(found.retailers) > 0
     ORDER BY (${"btrim(regexp_replace(lower(found.name), '[^a-z0-9]+', ' ', 'g'))"} LIKE $3 || '%') DESC, found.name, found.upc
     LIMIT $4`,
    [words, exclusions.map(normalizeName), words.join(' '), limit],
  );
  return rows.map(toProduct);
}

/** One product by UPC with its sellers left after the exclusions (possibly none), or null. */
export async function productByUpc(db: SqlExecutor, upc: string, exclusions: readonly string[]) {
  const row = await db.one<ProductRow>(`SELECT ${PRODUCT_WITH_SELLERS('$2')} FROM products p WHERE p.upc = $1`, [
    upc,
    exclusions.map(normalizeName),
  ]);
  return row ? toProduct(row) : null;
}
