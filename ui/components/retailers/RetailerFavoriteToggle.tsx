import { observer } from 'mobx-react-lite';
import type { ToggledRetailer } from '../../stores/FavoriteRetailersStore';
import { FavoriteToggle, favoriteToggleProps } from '../FavoriteToggle/FavoriteToggle';
import { useFavorites } from '../FavoriteToggle/useFavorites';

/** A retailer's favourite toggle (001 §4), bound to the shopper's favourite retailers (FavoriteRetailersStore owns whether it is pressed; read once signed in). */
export const RetailerFavoriteToggle = observer(function RetailerFavoriteToggle({
  retailer,
  look,
  className,
}: {
  retailer: ToggledRetailer;
  look?: 'icon' | 'labelled';
  className?: string;
}) {
  const favorites = useFavorites('favoriteRetailers');
  return <FavoriteToggle {...favoriteToggleProps(favorites, retailer)} {...(look ? { look } : {})} {...(className ? { className } : {})} />;
});
