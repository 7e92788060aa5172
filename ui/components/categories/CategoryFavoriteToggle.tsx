import { observer } from 'mobx-react-lite';
import type { Category } from '../../../domain/categories/Category';
import { FavoriteToggle } from '../FavoriteToggle/FavoriteToggle';
import { useFavoriteCategories } from './useFavoriteCategories';

/** A category's favourite toggle (001 §4), bound to the shopper's favourite categories. */
export const CategoryFavoriteToggle = observer(function CategoryFavoriteToggle({
  category,
  look,
  className,
}: {
  category: Pick<Category, 'id' | 'name'>;
  look?: 'icon' | 'labelled';
  className?: string;
}) {
  const favorites = useFavoriteCategories();
  return (
    <FavoriteToggle
      thing={category.name}
      pressed={favorites.isFavorite(category.id)}
      busy={favorites.isBusy(category.id)}
      onToggle={() => void favorites.toggle(category)}
      {...(look ? { look } : {})}
      {...(className ? { className } : {})}
    />
  );
});
