import { observer } from 'mobx-react-lite';
import { bonusCategoryLabel } from '../../../domain/bonuses/bonusCategory';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { NewSaverOffers } from '../../components/bonuses/NewSaverOffers';
import { usePageModel } from '../../stores/usePageModel';
import { BonusesPageModel } from './BonusesPageModel';
import { BonusSectionsOrState } from './BonusSections';
import { BONUSES_PAGE_COPY } from './copy';
import styles from './BonusesPage.module.css';

/**
 * /bonuses (001 §2 "Bonuses views"): the shopper's bonuses in the In progress, For you, Featured, Completed and
 * Recently expired sections (empty ones hidden), the categories as links to their pages, and the new-user and
 * referral offers for a new saver. A failed load goes to /home (BonusesPageModel).
 */
export default observer(function BonusesPage() {
  const page = usePageModel(BonusesPageModel);

  const sections = page.sections();
  return (
    <div className={styles.page} aria-busy={page.status === 'loading'}>
      <h1 className={styles.heading}>{BONUSES_PAGE_COPY.HEADING}</h1>
      <p className={styles.intro}>{BONUSES_PAGE_COPY.INTRO}</p>
      {page.isNewSaver && (
        <div className={styles.newSaver}>
          <NewSaverOffers />
        </div>
      )}
      <BonusSectionsOrState
        ready={page.status === 'ready'}
        sections={sections}
        empty={{
          message: BONUSES_PAGE_COPY.EMPTY,
          href: buildPath(ROUTE_NAME.CATEGORIES),
          action: BONUSES_PAGE_COPY.BROWSE_OFFERS,
        }}
        before={
          page.categories.length > 0 && (
            <nav className={styles.categories} aria-label={BONUSES_PAGE_COPY.CATEGORIES}>
              <ul className={styles.chips}>
                {page.categories.map((category) => (
                  <li key={category}>
                    <AppLink className={styles.chip} href={buildPath(ROUTE_NAME.BONUS_CATEGORY, { bonusCategory: category })}>
                      {bonusCategoryLabel(category)}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          )
        }
      />
    </div>
  );
});
