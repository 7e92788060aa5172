import { observer } from 'mobx-react-lite';
import { fundingSourceLogoSrc } from '../../../../domain/money/fundingSourceLogo';
import { paymentMethodLabel } from '../../../../domain/money/paymentMethodLabel';
import type { FundingSource } from '../../../../domain/money/fundingSource';
import { useStores } from '../../../stores/StoresContext';
import styles from './Cashout.module.css';
import accountStyles from '../AccountPage.module.css';
import { BankLinkLauncher } from './BankLinkLauncher';
import type { CashoutModel } from './CashoutModel';
import { CASHOUT_COPY } from './copy';

const SOURCE_FIELD = 'cashout-source';

/**
 * The shopper's bank accounts (001 §3, §5): each with its payment method label, bank name and logo, chosen
 * with a radio; removed with its own button (refused while a withdrawal to it is pending); another one added
 * through the bank-linking dialog while a type is free (one checking and one savings).
 */
export const BankAccounts = observer(function BankAccounts({ model, choosable }: { model: CashoutModel; choosable: boolean }) {
  const { environment } = useStores();
  return (
    <section aria-labelledby="cashout-accounts">
      <h3 id="cashout-accounts">{CASHOUT_COPY.ACCOUNTS_HEADING}</h3>
      {model.sources.length === 0 ? (
        <p className={accountStyles.intro}>{CASHOUT_COPY.NO_ACCOUNTS}</p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend className={choosable ? undefined : 'visually-hidden'}>{CASHOUT_COPY.ACCOUNTS_LEGEND}</legend>
          <ul className={styles.accounts}>
            {model.sources.map((source) => (
              <AccountRow key={source.fundingSourceId} model={model} source={source} choosable={choosable} />
            ))}
          </ul>
        </fieldset>
      )}
      {model.bankError && (
        <p role="alert" className={accountStyles.error}>
          {model.bankError}
        </p>
      )}
      <div className={accountStyles.actions}>
        {model.addableTypes.length > 0 ? (
          <button type="button" className={accountStyles.secondary} onClick={() => void model.startAddingAccount()} disabled={model.addingAccount}>
            {model.addingAccount ? CASHOUT_COPY.ADDING_ACCOUNT : CASHOUT_COPY.ADD_ACCOUNT}
          </button>
        ) : (
          <p className={styles.hint}>{CASHOUT_COPY.ONE_PER_TYPE}</p>
        )}
      </div>
      {model.linkToken && (
        <BankLinkLauncher
          token={model.linkToken}
          environment={environment.environment}
          onSuccess={(publicToken, metadata) => void model.finishAddingAccount(publicToken, metadata)}
          onExit={model.cancelAddingAccount}
        />
      )}
    </section>
  );
});

const AccountRow = observer(function AccountRow({ model, source, choosable }: { model: CashoutModel; source: FundingSource; choosable: boolean }) {
  const label = paymentMethodLabel(source);
  const logo = fundingSourceLogoSrc(source.logo);
  const errorId = `cashout-remove-error-${source.fundingSourceId}`;
  const error = model.removeError?.fundingSourceId === source.fundingSourceId ? model.removeError.message : null;
  const text = (
    <>
      {logo ? <img className={styles.logo} src={logo} alt="" width={40} height={40} /> : <span className={`${styles.logo} ${styles.logoFallback}`} aria-hidden="true">{CASHOUT_COPY.LOGO_FALLBACK}</span>}
      <span className={styles.accountText}>
        <span className={styles.accountLabel}>{label}</span>
        {source.institutionName && <span className={styles.institution}>{source.institutionName}</span>}
      </span>
    </>
  );
  return (
    <li className={styles.account}>
      {choosable ? (
        <label className={styles.choice}>
          <input
            type="radio"
            name={SOURCE_FIELD}
            value={source.fundingSourceId}
            checked={model.selectedSourceId === source.fundingSourceId}
            onChange={() => model.selectSource(source.fundingSourceId)}
          />
          {text}
        </label>
      ) : (
        <span className={styles.choice}>{text}</span>
      )}
      <button
        type="button"
        className={styles.remove}
        aria-label={CASHOUT_COPY.removeLabel(label)}
        aria-describedby={error ? errorId : undefined}
        disabled={model.removingId !== null}
        onClick={() => void model.removeSource(source.fundingSourceId)}
      >
        {model.removingId === source.fundingSourceId ? CASHOUT_COPY.REMOVING : CASHOUT_COPY.REMOVE}
      </button>
      {error && (
        <p id={errorId} role="alert" className={styles.accountError}>
          {error}
        </p>
      )}
    </li>
  );
});
