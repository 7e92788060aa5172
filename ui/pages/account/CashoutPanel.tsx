import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { ACCOUNT_PANEL, ROUTE_NAME } from '../../../domain/constants/navigation';
import { formatCents } from '../../../domain/formatting/currency';
import { paymentMethodLabel } from '../../../domain/money/paymentMethodLabel';
import { buildPath } from '../../../domain/navigation/buildPath';
import { AppLink } from '../../components/AppLink/AppLink';
import { ChoiceGroup, TextField } from '../../components/Field/Field';
import { usePageModel } from '../../stores/usePageModel';
import { useStores } from '../../stores/StoresContext';
import styles from './AccountPage.module.css';
import cashout from './cashout/Cashout.module.css';
import { BankAccounts } from './cashout/BankAccounts';
import { CashoutModel } from './cashout/CashoutModel';
import { CASHOUT_COPY } from './cashout/copy';
import { EARNINGS_ITEM_COPY } from '../../components/earnings/copy';
import { StateBox } from '../../components/StateBox/StateBox';
import { FormActions } from './FormActions';

const earningsPath = () => buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.EARNINGS });

/**
 * The withdrawal panel (/account/cashout, 001 §4): the bank accounts, then choose account → amount → confirm →
 * complete (the documents' preview is the confirm step: one summary, one decision), each step in the `page`
 * query (the breadcrumbs follow it). A shopper who cannot withdraw yet is told why and can still manage their
 * accounts.
 */
export const CashoutPanel = observer(function CashoutPanel() {
  const model = usePageModel(CashoutModel);
  const { customer } = useStores();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => model.fixStep(), [model, model.missingStep]);
  // Each step is a new view: its heading takes focus, so a screen reader hears where the shopper is.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else headingRef.current?.focus();
  }, [model.step]);

  const info = customer.info;
  return (
    <>
      <h2 ref={headingRef} tabIndex={-1}>
        {CASHOUT_COPY.HEADING}
      </h2>
      {info && (
        <p className={cashout.balance}>
          <span>{CASHOUT_COPY.BALANCE}</span> <strong>{formatCents(info.balance)}</strong>
        </p>
      )}
      {model.sourcesStatus === 'error' ? (
        <StateBox state="error">{model.bankError}</StateBox>
      ) : model.sourcesStatus !== 'ready' || !info || model.missingStep ? (
        <StateBox state="loading">{CASHOUT_COPY.LOADING}</StateBox>
      ) : (
        <StepView model={model} />
      )}
      <p className={cashout.otherWays}>
        {CASHOUT_COPY.OTHER_WAYS}{' '}
        <AppLink href={buildPath(ROUTE_NAME.MOBILE_REQUIRED)}>{CASHOUT_COPY.OTHER_WAYS_LINK}</AppLink>
      </p>
    </>
  );
});

const StepView = observer(function StepView({ model }: { model: CashoutModel }) {
  if (model.block && model.step !== 'complete') {
    return (
      <>
        <p role="status" className={cashout.notice}>
          {model.block}
        </p>
        <BankAccounts model={model} choosable={false} />
        <div className={styles.actions}>
          <AppLink href={earningsPath()} className={styles.secondary}>
            {EARNINGS_ITEM_COPY.BACK_TO_EARNINGS}
          </AppLink>
        </div>
      </>
    );
  }
  const progress = model.step === 'complete' ? null : (
    <p className={cashout.progress}>{CASHOUT_COPY.stepOf(model.step, model.stepNumber, model.stepCount)}</p>
  );
  switch (model.step) {
    case 'chooseAccount':
      return (
        <>
          {progress}
          <BankAccounts model={model} choosable />
          <div className={styles.actions}>
            <button type="button" className={styles.primary} disabled={!model.selectedSource} onClick={model.chooseAccount}>
              {CASHOUT_COPY.CONTINUE}
            </button>
            <AppLink href={earningsPath()} className={styles.secondary}>
              {EARNINGS_ITEM_COPY.BACK_TO_EARNINGS}
            </AppLink>
          </div>
        </>
      );
    case 'chooseAmount':
      return (
        <>
          {progress}
          <AmountStep model={model} />
        </>
      );
    case 'confirm':
      return (
        <>
          {progress}
          <ReviewStep model={model} />
        </>
      );
    case 'complete':
      return <CompleteStep model={model} />;
  }
});

const AmountStep = observer(function AmountStep({ model }: { model: CashoutModel }) {
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (model.invalidSubmits > 0 && model.amountChoice === 'custom') inputRef.current?.focus();
  }, [model.invalidSubmits, model.amountChoice]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    model.chooseAmount();
  };
  const custom = model.amountChoice === 'custom';
  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <ChoiceGroup id="cashout-amount" legend={CASHOUT_COPY.AMOUNT_LEGEND} className={cashout.fieldset} error={custom ? null : model.amountError}>
        {(choice) => (
          <div className={cashout.amountOptions}>
            <label className={cashout.radio}>
              <input type="radio" name="cashout-amount" {...choice} checked={!custom} onChange={() => model.setAmountChoice('balance')} />
              {CASHOUT_COPY.fullBalance(formatCents(model.balanceCents))}
            </label>
            <label className={cashout.radio}>
              <input type="radio" name="cashout-amount" {...choice} checked={custom} onChange={() => model.setAmountChoice('custom')} />
              {CASHOUT_COPY.CUSTOM_AMOUNT}
            </label>
            {custom && (
              <TextField
                ref={inputRef}
                id="cashout-custom-amount"
                className={cashout.customAmount}
                label={CASHOUT_COPY.CUSTOM_AMOUNT_LABEL}
                hint={CASHOUT_COPY.amountHint(formatCents(model.minimumCents), formatCents(model.balanceCents))}
                inputMode="decimal"
                autoComplete="off"
                value={model.customAmount}
                onChange={model.setCustomAmount}
                error={model.amountError}
              />
            )}
          </div>
        )}
      </ChoiceGroup>
      <FormActions primary={{ label: CASHOUT_COPY.CONTINUE }} back={{ label: CASHOUT_COPY.BACK, onPress: model.goBack }} />
    </form>
  );
});

const ReviewStep = observer(function ReviewStep({ model }: { model: CashoutModel }) {
  const source = model.selectedSource;
  const amountCents = model.selectedAmountCents;
  if (!source || amountCents === null) return null;
  return (
    <>
      <p className={styles.intro}>{CASHOUT_COPY.CONFIRM_INTRO}</p>
      <dl className={cashout.summary}>
        <dt>{CASHOUT_COPY.AMOUNT}</dt>
        <dd>{formatCents(amountCents)}</dd>
        <dt>{CASHOUT_COPY.TO_ACCOUNT}</dt>
        <dd>
          {paymentMethodLabel(source)}
          {source.institutionName ? ` · ${source.institutionName}` : ''}
        </dd>
        <dt>{CASHOUT_COPY.FEES}</dt>
        <dd>{CASHOUT_COPY.NO_FEES}</dd>
        <dt>{CASHOUT_COPY.ARRIVES}</dt>
        <dd>{CASHOUT_COPY.ARRIVAL}</dd>
      </dl>
      {model.withdrawError && (
        <p role="alert" className={styles.error}>
          {model.withdrawError}
        </p>
      )}
      {model.withdrawing && (
        <p role="status" className={styles.status}>
          {CASHOUT_COPY.CONFIRMING}
        </p>
      )}
      <FormActions
        primary={{ label: CASHOUT_COPY.CONFIRM, disabled: model.withdrawing, onPress: () => void model.confirm() }}
        back={{ label: CASHOUT_COPY.CHANGE_AMOUNT, disabled: model.withdrawing, onPress: model.goBack }}
      />
    </>
  );
});

const CompleteStep = observer(function CompleteStep({ model }: { model: CashoutModel }) {
  const source = model.selectedSource;
  const amountCents = model.selectedAmountCents;
  if (amountCents === null) return null;
  return (
    <>
      <h3>{CASHOUT_COPY.COMPLETE_HEADING}</h3>
      <p role="status" className={styles.intro}>
        {CASHOUT_COPY.complete(formatCents(amountCents), source ? paymentMethodLabel(source) : '')}
      </p>
      <div className={styles.actions}>
        <AppLink href={earningsPath()} className={styles.primary}>
          {CASHOUT_COPY.DONE}
        </AppLink>
      </div>
    </>
  );
});
