import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { buildPath } from '../../../domain/navigation/buildPath';
import { categoryPath } from '../../../domain/browsing/paths';
import { isHotDealsCategory } from '../../../domain/categories/sortOrder';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { SHELL_LABEL } from '../copy';
import { useStores } from '../../stores/StoresContext';
import { AppLink } from '../../components/AppLink/AppLink';
import styles from './Header.module.css';
import { FireIcon } from './icons';
import type { MenuContentsProps } from './LazyMenuContents';
import { CUSTOMER_LABEL } from '../customerCopy';

/**
 * The categories menu (000 §2): every category, Hot Deals (1482) first with its fire icon and a divider
 * after it, then All retailers. Loads the categories when first shown.
 */
export const CategoryLinks = observer(function CategoryLinks({ onNavigate }: MenuContentsProps) {
  const { catalogue } = useStores();
  useEffect(() => {
    void catalogue.loadCategories();
  }, [catalogue]);

  const categories = catalogue.menuCategories;
  const hotDeals = categories.filter((category) => isHotDealsCategory(category.id));
  const others = categories.filter((category) => !isHotDealsCategory(category.id));
  return (
    <div className={styles.categoryLinks}>
      {catalogue.categoriesStatus === 'loading' && categories.length === 0 ? (
        <p className={styles.menuNote}>{CUSTOMER_LABEL.LOADING_CATEGORIES}</p>
      ) : null}
      {catalogue.categoriesStatus === 'error' ? <p className={styles.menuNote}>{catalogue.categoriesError}</p> : null}
      {hotDeals.length > 0 ? (
        <>
          <ul className={styles.menuList}>
            {hotDeals.map((category) => (
              <li key={category.id}>
                <AppLink href={categoryPath(category)} onNavigate={onNavigate} className={`${styles.menuLink} ${styles.hotDeals}`}>
                  <FireIcon className={styles.fireIcon} size={18} />
                  {category.name}
                </AppLink>
              </li>
            ))}
          </ul>
          <hr className={styles.divider} />
        </>
      ) : null}
      <ul className={styles.menuList}>
        {others.map((category) => (
          <li key={category.id}>
            <AppLink href={categoryPath(category)} onNavigate={onNavigate} className={styles.menuLink}>
              {category.name}
            </AppLink>
          </li>
        ))}
        <li>
          <AppLink href={buildPath(ROUTE_NAME.RETAILERS)} onNavigate={onNavigate} className={`${styles.menuLink} ${styles.allRetailers}`}>
            {SHELL_LABEL.ALL_RETAILERS}
          </AppLink>
        </li>
      </ul>
    </div>
  );
});
