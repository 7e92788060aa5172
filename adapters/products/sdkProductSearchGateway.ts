import { HTTP_STATUS } from '../../domain/constants/http';
import type { Product } from '../../domain/products/Product';
import { PRODUCT_SEARCH_EXCLUSIONS } from '../../domain/products/productSearch';
import { ApiError, type ClipbackClients, type ExtensionApi } from '../../sdk/src';
import { requireBody } from '../http/sdkAnswers';
import type { ProductSearchGateway } from './ProductSearchGateway';

type WireProduct = ExtensionApi.components['schemas']['Product'];

function toProduct(wire: WireProduct): Product {
  return {
    name: wire.name,
    upc: wire.upc ?? null,
    imageUrl: wire.imageUrl ?? null,
    retailers: wire.retailers.map((seller) => ({
      name: seller.name,
      retailerId: seller.retailerId ?? null,
      priceCents: seller.price ?? null,
      url: seller.url ?? null,
      inStock: seller.inStock ?? null,
    })),
  };
}

export function sdkProductSearchGateway(api: ClipbackClients): ProductSearchGateway {
  const exclusions = [...PRODUCT_SEARCH_EXCLUSIONS];
  return {
    async searchProducts(query, limit) {
      const { products } = await requireBody(api.extension.POST('/search', { body: { query, limit, exclusions } }), 'searchProducts');
      return products.map(toProduct);
    },

    async getProduct(upc) {
      try {
        const { product } = await requireBody(api.extension.GET('/product', { params: { query: { upc, exclusions } } }), 'getProduct');
        return toProduct(product);
      } catch (error) {
        if (error instanceof ApiError && error.status === HTTP_STATUS.NOT_FOUND) return null;
        throw error;
      }
    },
  };
}
