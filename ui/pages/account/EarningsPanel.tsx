import { observer } from 'mobx-react-lite';
import { ACCOUNT_PANEL, ROUTE_NAME } from '../../../domain/constants/navigation';
import { formatCents } from '../../../domain/formatting/currency';
import { dollarsToCents } from '../../../domain/money/cents';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { useStores } from '../../stores/StoresContext';
import styles from './AccountPage.module.css';
import { ACCOUNT_COPY, EARNINGS_COPY } from './copy';
import { EarningsHistory } from './EarningsHistory';
import { StateBox } from '../../components/StateBox/StateBox';

/**
 * My earnings (001 §2, §3, §9): balance, lifetime earnings and the minimum withdrawal (minimumPaypalAmount,
 * $20 by default), the way into the withdrawal (the cashout panel), then the transaction history.
 */
export const EarningsPanel = observer(function EarningsPanel() {
  const { customer } = useStores();
  const { info, error } = customer;
  if (error) return <StateBox state="error">{error}</StateBox>;
  if (!info) return <StateBox state="loading">{ACCOUNT_COPY.LOADING}</StateBox>;
  const minimumCents = dollarsToCents(info.minimumPaypalAmount);
  return (
    <>
      <h2>{EARNINGS_COPY.HEADING}</h2>
      <dl className={styles.details}>
        <dt>{EARNINGS_COPY.BALANCE}</dt>
        <dd>{formatCents(info.balance)}</dd>
        <dt>{EARNINGS_COPY.LIFETIME}</dt>
        <dd>{formatCents(info.lifetimeEarnings)}</dd>
        <dt>{EARNINGS_COPY.MINIMUM}</dt>
        <dd>{formatCents(minimumCents)}</dd>
      </dl>
      {info.balance < minimumCents && <p className={styles.intro}>{EARNINGS_COPY.belowMinimum(formatCents(minimumCents))}</p>}
      <div className={styles.actions}>
        <AppLink href={buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.CASHOUT })} className={styles.primary}>
          {EARNINGS_COPY.WITHDRAW}
        </AppLink>
      </div>
      <EarningsHistory />
    </>
  );
});
