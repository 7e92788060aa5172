/**
 * Product search for price compare (000 §7 extension backend POST /search, GET /product): the two named
 * retailers every search leaves out, and which UPCs are worth asking for.
 */
export const PRODUCT_SEARCH_EXCLUSIONS: readonly string[] = ['amazon', 'target'];

/** A UPC as the extension backend accepts it (openapi/extension.yaml: 6 to 14 digits). */
const UPC_PATTERN = /^[0-9]{6,14}$/;

export function isProductUpc(value: unknown): value is string {
  return typeof value === 'string' && UPC_PATTERN.test(value);
}

/** The event a click on one of a product's sellers sends (000 §7 "product click"; its properties are ours). */
export const PRODUCT_CLICK_EVENT = 'product click';
