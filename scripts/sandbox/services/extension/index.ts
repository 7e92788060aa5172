import { LIMITS } from '../../../../domain/constants/limits';
import { PRODUCT_SEARCH_EXCLUSIONS } from '../../../../domain/products/productSearch';
import { HttpError } from '../../api/HttpError';
import type { RestHandlersFactory } from '../SandboxDeps';
import { productByUpc, searchProducts } from './products';

/**
 * Handlers of the `extension` service (openapi/extension.yaml), by operationId: the extension backend's
 * product search for price compare. Open to visitors (the contract's appToken-only security). Without
 * `exclusions`, amazon and target are left out (PRODUCT_SEARCH_EXCLUSIONS); an empty list leaves out none.
 */
export const extensionHandlers: RestHandlersFactory = ({ db }) => ({
  async searchProducts({ body }) {
    const { query, limit, exclusions } = body as { query: string; limit?: number; exclusions?: string[] };
    const products = await searchProducts(db, query, limit ?? LIMITS.PRODUCT_SEARCH_LIMIT, exclusions ?? PRODUCT_SEARCH_EXCLUSIONS);
    return { body: { products } };
  },

  async getProduct({ query }) {
    const { upc, exclusions } = query as { upc: string; exclusions?: string[] };
    const product = await productByUpc(db, upc, exclusions ?? PRODUCT_SEARCH_EXCLUSIONS);
    if (!product) throw new HttpError(404, `No product with UPC ${upc}.`, { code: 'NOT_FOUND' });
    return { body: { product } };
  },
});
