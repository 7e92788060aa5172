import { observer } from 'mobx-react-lite';
import { useEffect, useId, useRef } from 'react';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { categoryPath } from '../../../domain/browsing/paths';
import { buildPath } from '../../../domain/navigation/buildPath';
import { SHELL_LABEL } from '../../app/copy';
import { useStores } from '../../stores/StoresContext';
import { AppLink } from '../AppLink/AppLink';
import { StateBox } from '../StateBox/StateBox';
import { CategoryFavoriteToggle } from '../categories/CategoryFavoriteToggle';
import { useFavoriteCategories } from '../categories/useFavoriteCategories';
import { FAVORITE_CATEGORIES_SECTION_COPY as COPY } from './copy';
import styles from './FavoriteCategories.module.css';

/**
 * The shopper's favourite categories (001 §2 favourites view, §3): each name links to its category page, its
 * heart removes it. Self-contained (it loads what it shows), so the account's Favorites panel just places it.
 * A category unfavourited here stays listed, its heart unpressed, until the shopper leaves: the row (and the
 * keyboard focus on its heart) does not vanish under them, and a slip is undone with one more press.
 */
export const FavoriteCategoriesSection = observer(function FavoriteCategoriesSection({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { auth, catalogue } = useStores();
  const favorites = useFavoriteCategories();
  const headingId = useId();
  const shownIds = useRef(new Set<number>());
  useEffect(() => void catalogue.loadCategories(), [catalogue]);

  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const retry = () => {
    void favorites.load();
    void catalogue.loadCategories();
  };

  let body;
  if (favorites.status === 'error' || catalogue.categoriesStatus === 'error') {
    body = (
      <StateBox state="error" onRetry={retry} retryLabel={SHELL_LABEL.TRY_AGAIN}>
        {favorites.error ?? catalogue.categoriesError}
      </StateBox>
    );
  } else if ((auth.isSignedIn && favorites.status !== 'ready') || catalogue.categoriesStatus !== 'ready') {
    // (A visitor has no favourites to wait for: the account area asks them to log in before it gets here.)
    body = (
      <StateBox state="loading" />
    );
  } else {
    for (const id of favorites.ids) shownIds.current.add(id);
    // Hot Deals first, then by name, as the categories menu lists them; an id the catalogue does not know is left out.
    const shown = catalogue.menuCategories.filter((category) => shownIds.current.has(category.id));
    body =
      shown.length === 0 ? (
        <StateBox state="empty">
          {COPY.EMPTY} <AppLink href={buildPath(ROUTE_NAME.CATEGORIES)}>{COPY.BROWSE}</AppLink>
        </StateBox>
      ) : (
        <ul className={styles.list} aria-labelledby={headingId}>
          {shown.map((category) => (
            <li key={category.id} className={styles.row}>
              <AppLink href={categoryPath(category)} className={styles.name}>
                {category.name}
              </AppLink>
              <CategoryFavoriteToggle category={category} />
            </li>
          ))}
        </ul>
      );
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading id={headingId} className={styles.heading}>
        {COPY.HEADING}
      </Heading>
      {body}
    </section>
  );
});
