import { ACCOUNT_PANEL, ROUTE_NAME } from '../../../domain/constants/navigation';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import styles from './AccountPage.module.css';
import { CASHOUT_COPY } from './copy';

/** The withdrawal panel (/account/cashout): its steps come with the money issue; it leads back to My earnings. */
export function CashoutPanel() {
  return (
    <>
      <h2>{CASHOUT_COPY.HEADING}</h2>
      <p className={styles.intro}>{CASHOUT_COPY.TEXT}</p>
      <div className={styles.actions}>
        <AppLink href={buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.EARNINGS })} className={styles.secondary}>
          {CASHOUT_COPY.BACK}
        </AppLink>
      </div>
    </>
  );
}
