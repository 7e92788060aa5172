import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { formatCents } from '../../../domain/formatting/currency';
import { useStores } from '../../stores/StoresContext';
import styles from './AccountPage.module.css';

/** The account area's landing panel: who is signed in and their balance. The panels grow with the account issue. */
export default observer(function AccountPage() {
  const { customer } = useStores();
  useEffect(() => {
    void customer.load();
  }, [customer]);

  const { info, error, isLoading } = customer;
  return (
    <section aria-labelledby="account-title" className={styles.account}>
      <h1 id="account-title">Your account</h1>
      {error ? (
        <p role="alert">{error}</p>
      ) : !info || isLoading ? (
        <p role="status">Loading your account…</p>
      ) : (
        <dl className={styles.details}>
          <dt>Name</dt>
          <dd>{[info.firstName, info.lastName].filter(Boolean).join(' ')}</dd>
          <dt>Email</dt>
          <dd>{info.email}</dd>
          <dt>Balance</dt>
          <dd>{formatCents(info.balance)}</dd>
          <dt>Lifetime earnings</dt>
          <dd>{formatCents(info.lifetimeEarnings)}</dd>
        </dl>
      )}
    </section>
  );
});
