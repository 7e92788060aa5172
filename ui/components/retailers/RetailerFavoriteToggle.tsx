import { observer } from 'mobx-react-lite';
import type { ToggledRetailer } from '../../stores/FavoriteRetailersStore';
import { useStores } from '../../stores/StoresContext';
import { FavoriteToggle, favoriteToggleProps } from '../FavoriteToggle/FavoriteToggle';

/** A retailer's favourite toggle (001 §4), bound to the shopper's favourite retailers (FavoriteRetailersStore owns whether it is pressed). */
export const RetailerFavoriteToggle = observer(function RetailerFavoriteToggle({
  retailer,
  look,
  className,
}: {
  retailer: ToggledRetailer;
  look?: 'icon' | 'labelled';
  className?: string;
}) {
  const { favoriteRetailers } = useStores();
  return <FavoriteToggle {...favoriteToggleProps(favoriteRetailers, retailer)} {...(look ? { look } : {})} {...(className ? { className } : {})} />;
});
