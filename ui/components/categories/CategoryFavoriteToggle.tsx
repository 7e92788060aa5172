import { observer } from 'mobx-react-lite';
import type { Category } from '../../../domain/categories/Category';
import { canBeFavoriteCategory } from '../../../domain/favorites/canBeFavoriteCategory';
import { FavoriteToggle, favoriteToggleProps } from '../FavoriteToggle/FavoriteToggle';
import { useFavorites } from '../FavoriteToggle/useFavorites';

/** A category's favourite toggle (001 §4), bound to the shopper's favourite categories; none for category 1356. */
export const CategoryFavoriteToggle = observer(function CategoryFavoriteToggle({
  category,
  look,
  className,
}: {
  category: Pick<Category, 'id' | 'name'>;
  look?: 'icon' | 'labelled';
  className?: string;
}) {
  const favorites = useFavorites('favoriteCategories');
  if (!canBeFavoriteCategory(category.id)) return null;
  return <FavoriteToggle {...favoriteToggleProps(favorites, category)} {...(look ? { look } : {})} {...(className ? { className } : {})} />;
});
