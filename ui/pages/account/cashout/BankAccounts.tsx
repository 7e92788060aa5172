import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { fundingSourceLogoSrc, institutionColour, institutionInitials, MIN_LOGO_WIDTH_PX } from '../../../../domain/money/fundingSourceLogo';
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
  const errorId = `cashout-remove-error-${source.fundingSourceId}`;
  const error = model.removeError?.fundingSourceId === source.fundingSourceId ? model.removeError.message : null;
  const text = (
    <>
      <BankLogo source={source} />
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

/**
 * The bank's mark: its logo when the account has a readable one, else its initials on the bank's colour, else a
 * bank glyph; a round, bordered badge either way. Decorative: the bank's name is in the text beside it.
 */
function BankLogo({ source }: { source: FundingSource }) {
  const logo = fundingSourceLogoSrc(source.logo);
  const [unusable, setUnusable] = useState(false);
  if (logo && !unusable) {
    return (
      <img
        className={styles.logo}
        src={logo}
        alt=""
        width={40}
        height={40}
        data-testid="bank-logo"
        onLoad={(event) => setUnusable(event.currentTarget.naturalWidth < MIN_LOGO_WIDTH_PX)}
        onError={() => setUnusable(true)}
      />
    );
  }
  const initials = institutionInitials(source.institutionName);
  const colour = institutionColour(source.color);
  // The bank's colour is data: set through the CSSOM, which the CSP's style-src 'self' allows (a style attribute it refuses).
  const tint = (element: HTMLSpanElement | null) => {
    if (colour) element?.style.setProperty('--bank-colour', colour);
    else element?.style.removeProperty('--bank-colour');
  };
  return (
    <span ref={tint} className={`${styles.logo} ${styles.logoFallback}`} aria-hidden="true" data-testid="bank-logo">
      {initials ?? (
        <svg viewBox="0 0 24 24" width="20" height="20" fill="currentColor" focusable="false">
          <path d="M12 2 2 7v2h20V7L12 2zm-7 9v7h3v-7H5zm5.5 0v7h3v-7h-3zM16 11v7h3v-7h-3zM2 20v2h20v-2H2z" />
        </svg>
      )}
    </span>
  );
}
