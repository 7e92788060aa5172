import { useId } from 'react';
import { MONEY } from '../../../domain/constants/limits';
import { ROUTE_NAME } from '../../../domain/constants/navigation';
import { formatBonusCents } from '../../../domain/formatting/currency';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../AppLink/AppLink';
import { BONUS_COPY } from './copy';
import styles from './NewSaverOffers.module.css';

/**
 * What a new saver (joined within 7 days, domain isNewSaver) can still earn (001 §9): the new-user offers ($5 on
 * the first purchase, an extra $10 at $30 spend) and the referral bonus. The caller decides who sees it.
 */
export function NewSaverOffers() {
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {BONUS_COPY.NEW_SAVER_HEADING}
      </h2>
      <ul className={styles.list}>
        <li>{BONUS_COPY.newSaverFirstPurchase(formatBonusCents(MONEY.NEW_USER_FIRST_PURCHASE_CENTS))}</li>
        <li>{BONUS_COPY.newSaverExtra(formatBonusCents(MONEY.NEW_USER_EXTRA_CENTS), formatBonusCents(MONEY.NEW_USER_EXTRA_SPEND_CENTS))}</li>
        <li>
          {BONUS_COPY.newSaverReferral(formatBonusCents(MONEY.REFERRAL_BONUS_CENTS), MONEY.REFERRAL_QUALIFYING_DAYS)}{' '}
          <AppLink href={buildPath(ROUTE_NAME.REFERRAL)}>{BONUS_COPY.NEW_SAVER_REFERRAL_LINK}</AppLink>
        </li>
      </ul>
    </section>
  );
}
