import * as MESSAGES from '../../domain/constants/messages';
import {
  DeleteFavoriteCategoryDocument,
  FavoriteCategoriesDocument,
  FavoriteRetailersDocument,
  SetFavoriteCategoryDocument,
  type ClipbackClients,
} from '../../sdk/src';
import { requireCustomerId } from '../../domain/customers/customerId';
import type { FavoriteCategory, FavoriteRetailer } from '../../domain/favorites/favoriteTypes';
import { toId } from '../catalogue/catalogueWire';
import { bodyOf, failWith } from '../http/sdkAnswers';
import type { FavoritesGateway } from './FavoritesGateway';

interface WireFavoriteRetailer {
  retailerId: string | number;
  sortOrder?: number | null;
  name?: string | null;
  imageUrl?: string | null;
}

function toFavoriteRetailers(wire: readonly WireFavoriteRetailer[]): FavoriteRetailer[] {
  return wire
    .map((favorite) => ({
      retailerId: toId(favorite.retailerId),
      sortOrder: favorite.sortOrder ?? Number.MAX_SAFE_INTEGER,
      name: favorite.name ?? '',
      imageUrl: favorite.imageUrl ?? '',
    }))
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

const toFavoriteCategory = (wire: { categoryId: string | number; favoriteDate: string | null }): FavoriteCategory => ({
  categoryId: toId(wire.categoryId),
  favoriteDate: wire.favoriteDate,
});

export function sdkFavoritesGateway(api: ClipbackClients): FavoritesGateway {
  return {
    async fetchFavoriteRetailers() {
      const { customerNode } = await api.content.execute(FavoriteRetailersDocument).catch(failWith(MESSAGES.FAVORITE_RETAILERS_FETCH_FAILED));
      return toFavoriteRetailers(customerNode.favoriteRetailers);
    },

    async saveFavoriteRetailers(customerId, retailerIds) {
      const id = requireCustomerId(customerId);
      if (!id.ok) throw new Error(id.message);
      const { retailer_favorites } = await bodyOf(
        api.main.POST('/v2/customers/{id}/retailer_favorites.json', { params: { path: { id: id.value } }, body: { retailer_ids: [...retailerIds] } }),
        MESSAGES.FAVORITE_RETAILER_SAVE_FAILED,
      );
      return toFavoriteRetailers(retailer_favorites);
    },

    async fetchFavoriteCategories() {
      const { customerNode } = await api.content.execute(FavoriteCategoriesDocument).catch(failWith(MESSAGES.FAVORITE_CATEGORY_FETCH_FAILED));
      return customerNode.favoriteCategories.map(toFavoriteCategory);
    },

    async setFavoriteCategory(categoryId) {
      const { setFavoriteCategory } = await api.content
        .execute(SetFavoriteCategoryDocument, { categoryId: String(categoryId) })
        .catch(failWith(MESSAGES.FAVORITE_CATEGORY_CREATE_FAILED));
      return toFavoriteCategory(setFavoriteCategory);
    },

    async deleteFavoriteCategory(categoryId) {
      await api.content.execute(DeleteFavoriteCategoryDocument, { categoryId: String(categoryId) }).catch(failWith(MESSAGES.FAVORITE_CATEGORY_DELETE_FAILED));
    },
  };
}
