/**
 * Product search for price compare (000 §7 extension backend POST /search, GET /product): the two named
 * retailers every search leaves out, and which UPCs are worth asking for.
 */
export const PRODUCT_SEARCH_EXCLUSIONS: readonly string[] = ['amazon', 'target'];

/**
 * A name as compared by search and exclusions: lower case, every run of other characters one space, trimmed
 * ('Maple & Main Market' → 'maple main market', 'Amazon.com' → 'amazon com').
 */
export function normalizeName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

/** The words a query searches for: alphanumeric runs, lower case, each at most once. */
export function queryWords(query: string): string[] {
  return [...new Set(normalizeName(query).split(' ').filter(Boolean))];
}

/**
 * A seller is excluded when its normalized name is an exclusion or starts with one as whole words:
 * 'amazon' leaves out 'Amazon' and 'Amazon Fresh', not 'Harvest Amazonia'; 'market' does not leave out
 * 'Harvest Lane Market'. Exclusions are normalized first; one with no letter or digit excludes nothing.
 */
export function isExcludedSeller(name: string, exclusions: readonly string[]): boolean {
  const seller = normalizeName(name);
  return exclusions.some((exclusion) => {
    const normalized = normalizeName(exclusion);
    return normalized !== '' && (seller === normalized || seller.startsWith(`${normalized} `));
  });
}

/** A UPC as the extension backend accepts it (openapi/extension.yaml: 6 to 14 digits). */
const UPC_PATTERN = /^[0-9]{6,14}$/;

export function isProductUpc(value: unknown): value is string {
  return typeof value === 'string' && UPC_PATTERN.test(value);
}

/** The event a click on one of a product's sellers sends (000 §7 "product click"; its properties are ours). */
export const PRODUCT_CLICK_EVENT = 'product click';
