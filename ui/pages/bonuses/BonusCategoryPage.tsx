import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { bonusCategoryLabel } from '../../../domain/bonuses/bonusCategory';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { useStores } from '../../stores/StoresContext';
import { usePageModel } from '../../stores/usePageModel';
import { BonusesPageModel } from './BonusesPageModel';
import { BonusSectionsOrState } from './BonusSections';
import { BONUSES_PAGE_COPY } from './copy';
import styles from './BonusesPage.module.css';

/**
 * /bonuses/:bonusCategory (001 §2): the bonuses page's sections with only the category's bonuses, titled (and
 * crumbed) by the slug with hyphens as spaces. A category with none (or one that does not exist) says so and
 * links back to every bonus.
 */
export default observer(function BonusCategoryPage() {
  const { router, routeHistory } = useStores();
  const page = usePageModel(BonusesPageModel);
  const category = router.route.params.bonusCategory ?? '';
  const title = bonusCategoryLabel(category);
  useEffect(() => {
    routeHistory.setPageContext({ title });
  }, [routeHistory, title]);

  const sections = page.sections(category);
  return (
    <div className={styles.page} aria-busy={page.status === 'loading'}>
      <h1 className={`${styles.heading} ${styles.categoryHeading}`}>{title}</h1>
      <BonusSectionsOrState
        ready={page.status === 'ready'}
        sections={sections}
        empty={{
          message: BONUSES_PAGE_COPY.CATEGORY_EMPTY,
          href: buildPath(ROUTE_NAME.BONUSES),
          action: BONUSES_PAGE_COPY.ALL_BONUSES,
        }}
      />
    </div>
  );
});
