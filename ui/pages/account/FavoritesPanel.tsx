import { observer } from 'mobx-react-lite';
import { retailerPath } from '../../../domain/browsing/paths';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import type { FavoriteRetailer } from '../../../domain/favorites/favoriteTypes';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { RetailerFavoriteToggle } from '../../components/retailers/RetailerFavoriteToggle';
import { FavoriteCategoriesSection } from '../../components/favorites/FavoriteCategoriesSection';
import { RetailerIcon } from '../../components/retailers/RetailerIcon';
import { StateBox } from '../../components/StateBox/StateBox';
import { useStores } from '../../stores/StoresContext';
import styles from './AccountPage.module.css';
import favorites from './FavoritesPanel.module.css';
import { FAVORITES_COPY } from './copy';

/**
 * The Favorites tab (issue 18): the shopper's favourite retailers, each linking to its retailer page with the
 * toggle to remove it (its group goes with it, 001 §4), then their favourite categories. Read fresh on every
 * visit: another device may have changed them. The account routes need a sign-in, so only a signed-in shopper gets here.
 */
export const FavoritesPanel = observer(function FavoritesPanel() {
  const { favoriteRetailers } = useStores();

  return (
    <>
      <h2>{FAVORITES_COPY.HEADING}</h2>
      <p className={styles.intro}>{FAVORITES_COPY.INTRO}</p>
      <section aria-labelledby="favorite-retailers-title" className={favorites.section}>
        <h3 id="favorite-retailers-title">{FAVORITES_COPY.RETAILERS_HEADING}</h3>
        <FavoriteRetailersList />
      </section>
      <FavoriteCategoriesSection headingLevel={3} />
    </>
  );
});

const FavoriteRetailersList = observer(function FavoriteRetailersList() {
  const { favoriteRetailers } = useStores();
  const { status, favorites: list } = favoriteRetailers;
  if (status === 'error') {
    return (
      <StateBox state="error" onRetry={() => void favoriteRetailers.load()} retryLabel={FAVORITES_COPY.TRY_AGAIN}>
        {favoriteRetailers.error}
      </StateBox>
    );
  }
  // A reload after a toggle keeps the list on screen (no flash of "loading"); only a first read shows it.
  if (status !== 'ready' && list.length === 0) return <StateBox state="loading">{FAVORITES_COPY.LOADING}</StateBox>;
  if (list.length === 0) {
    return (
      <StateBox
        state="empty"
        action={
          <AppLink href={buildPath(ROUTE_NAME.RETAILERS)} className={styles.primary}>
            {FAVORITES_COPY.BROWSE_RETAILERS}
          </AppLink>
        }
      >
        {FAVORITES_COPY.EMPTY}
      </StateBox>
    );
  }
  return (
    <ul className={favorites.list}>
      {list.map((favorite) => (
        <FavoriteRetailerItem key={favorite.retailerId} favorite={favorite} />
      ))}
    </ul>
  );
});

const FavoriteRetailerItem = observer(function FavoriteRetailerItem({ favorite }: { favorite: FavoriteRetailer }) {
  const retailer = { id: favorite.retailerId, name: favorite.name };
  return (
    <li className={favorites.item}>
      <AppLink href={retailerPath(retailer)} className={favorites.link}>
        <RetailerIcon src={favorite.imageUrl} name={favorite.name} className={favorites.icon} namesRetailer={false} />
        <span className={favorites.name}>{favorite.name}</span>
      </AppLink>
      <RetailerFavoriteToggle retailer={retailer} />
    </li>
  );
});
