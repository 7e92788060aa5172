import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { MONEY } from '../../../../domain/constants/limits';
import { ACCOUNT_PANEL, NAV_QUERY_KEY, ROUTE_NAME } from '../../../../domain/constants/navigation';
import { centsToDollars, dollarsToCents, parseDollarsInput } from '../../../../domain/money/cents';
import { FUNDING_TYPES, fundingSourceAddBlockReason, type FundingSource, type FundingType } from '../../../../domain/money/fundingSource';
import { withdrawalBlockReason } from '../../../../domain/money/withdrawal';
import { nextWithdrawStep, previousWithdrawStep, walkedWithdrawStep, withdrawalSteps, type WalkedWithdrawStep } from '../../../../domain/money/withdrawSteps';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../../domain/navigation/routeQuery';
import { isWithdrawStep } from '../../../../domain/navigation/withdrawBreadcrumbs';
import { validateWithdrawalAmount } from '../../../../domain/validation/withdrawalAmount';
import { hasSelectedCashoutAmount, type CashoutTransferResult } from '../../../../domain/money/cashoutState';
import { addBankAccount, type LinkSuccessMetadata } from '../../../flows/addBankAccount';
import { paymentsFailureOf } from '../../../flows/paymentsFailure';
import { storedWithdrawalAttempt, withdrawEarnings } from '../../../flows/withdrawEarnings';
import type { LoadStatus } from '../../../stores/base/LoadStatus';
import type { RootStore } from '../../../stores/RootStore';

export type AmountChoice = 'balance' | 'custom';

/** Steps that need an account chosen, and those that need the amount too (complete needs this visit's result). */
const NEEDS_SOURCE: readonly WalkedWithdrawStep[] = ['chooseAmount', 'confirm'];
const NEEDS_AMOUNT: readonly WalkedWithdrawStep[] = ['confirm'];

/**
 * The cashout panel (/account/cashout, 001 §4 "Withdrawal"): the shopper's bank accounts (add through Link,
 * remove), then the walked steps (domain withdrawalSteps: choose account, amount, confirm, complete; the
 * documents' preview is the confirm step), each in the URL's `page` query. A step reached without what it needs
 * (a reload, a typed address) goes back to the first step that lacks it; `page=preview` becomes `page=confirm`.
 */
export class CashoutModel {
  sources: FundingSource[] = [];
  sourcesStatus: LoadStatus = 'idle';
  selectedSourceId: string | null = null;
  amountChoice: AmountChoice = 'balance';
  customAmount = '';
  amountError: string | null = null;
  /** Integer cents; MONEY.UNSELECTED_CASHOUT_AMOUNT until chosen (001 §9). */
  selectedAmountCents: number = MONEY.UNSELECTED_CASHOUT_AMOUNT;
  /** Bumped on each refused amount, so the view moves focus to the field. */
  invalidSubmits = 0;
  withdrawing = false;
  withdrawError: string | null = null;
  transfer: CashoutTransferResult | null = null;
  /** The Link session's token while the shopper adds an account. */
  linkToken: string | null = null;
  addingAccount = false;
  bankError: string | null = null;
  removingId: string | null = null;
  /** A removal the service refused, under its account. */
  removeError: { fundingSourceId: string; message: string } | null = null;

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<CashoutModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  private get page(): string | undefined {
    return routeQueryValue(this.stores.router.route.query, NAV_QUERY_KEY.PAGE);
  }

  get step(): WalkedWithdrawStep {
    const page = this.page;
    return isWithdrawStep(page) ? walkedWithdrawStep(page) : 'chooseAccount';
  }

  /** The step this one must fall back to, or null when it has what it needs. */
  get missingStep(): WalkedWithdrawStep | null {
    if (this.sourcesStatus !== 'ready' || !this.stores.customer.info) return null;
    // The result of this visit's withdrawal stays on show, even when it left the balance under the minimum.
    if (this.step === 'complete') return this.transfer ? null : 'chooseAccount';
    if (this.block && this.step !== 'chooseAccount') return 'chooseAccount';
    if (NEEDS_SOURCE.includes(this.step) && !this.selectedSource) return 'chooseAccount';
    if (NEEDS_AMOUNT.includes(this.step) && !hasSelectedCashoutAmount({ selectedAmount: this.selectedAmountCents })) return 'chooseAmount';
    return null;
  }

  get balanceCents(): number {
    return this.stores.customer.info?.balance ?? 0;
  }

  get minimumCents(): number {
    const info = this.stores.customer.info;
    return info ? dollarsToCents(info.minimumPaypalAmount) : MONEY.MINIMUM_WITHDRAWAL_CENTS;
  }

  /**
   * Why no withdrawal can start: too soon after the first purchase (the cashoutAgeThreshold, as the customer
   * record reports it; the message uses the flag's default since the record gives only the yes/no), or a
   * balance under the minimum. A protected account is known only from the service's refusal at confirm.
   */
  get block(): string | null {
    const info = this.stores.customer.info;
    if (!info) return null;
    const block = withdrawalBlockReason({
      balanceCents: info.balance,
      minimumCents: this.minimumCents,
      cashoutAgeThresholdPassed: info.firstTransactionTimePassed,
    });
    return block?.message ?? null;
  }

  get selectedSource(): FundingSource | null {
    return this.sources.find((source) => source.fundingSourceId === this.selectedSourceId) ?? null;
  }

  /** Funding types the shopper may still add (one checking and one savings, 001 §5). */
  get addableTypes(): FundingType[] {
    return FUNDING_TYPES.filter((type) => fundingSourceAddBlockReason(this.sources, type) === null);
  }

  async load(): Promise<void> {
    const customerId = this.stores.auth.customerId;
    if (!customerId) return;
    this.sourcesStatus = 'loading';
    try {
      const sources = await this.stores.ports.payments.getFundingSources(customerId);
      runInAction(() => {
        this.sources = sources;
        this.sourcesStatus = 'ready';
        this.restoreAttempt(customerId);
        if (!this.selectedSourceId && sources.length === 1) this.selectedSourceId = sources[0]!.fundingSourceId;
      });
    } catch (error) {
      runInAction(() => {
        this.sourcesStatus = 'error';
        this.bankError = paymentsFailureOf(error).message;
      });
    }
  }

  /** After a reload of the confirm step, the kept attempt brings back its account and amount (and its key). */
  private restoreAttempt(customerId: string): void {
    const attempt = storedWithdrawalAttempt(this.stores.ports.sessionStorage);
    if (!attempt || attempt.customerId !== customerId) return;
    if (!this.sources.some((source) => source.fundingSourceId === attempt.fundingSourceId)) return;
    this.selectedSourceId = attempt.fundingSourceId;
    this.selectedAmountCents = attempt.amountCents;
    if (attempt.amountCents !== this.balanceCents) {
      this.amountChoice = 'custom';
      this.customAmount = centsToDollars(attempt.amountCents).toFixed(2);
    }
  }

  goTo(step: WalkedWithdrawStep, { replace = false } = {}): void {
    const path = buildPath(ROUTE_NAME.ACCOUNT_PANEL, { panel: ACCOUNT_PANEL.CASHOUT }, { [NAV_QUERY_KEY.PAGE]: step });
    this.stores.router.navigate(path, { replace });
  }

  /** Sends a step reached without what it needs back to the first step that lacks it; names preview as confirm. */
  fixStep(): void {
    const missing = this.missingStep;
    if (missing) this.goTo(missing, { replace: true });
    else if (this.page === 'preview') this.goTo(this.step, { replace: true });
  }

  /** On to the step after this one (the domain's order). */
  private goToNext(): void {
    const next = nextWithdrawStep(this.step);
    if (next) this.goTo(next);
  }

  /** Back to the step before this one (the domain's order). */
  goBack(): void {
    const previous = previousWithdrawStep(this.step);
    if (previous) this.goTo(previous);
  }

  selectSource(fundingSourceId: string): void {
    this.selectedSourceId = fundingSourceId;
    this.withdrawError = null;
  }

  chooseAccount(): void {
    if (this.selectedSource) this.goToNext();
  }

  setAmountChoice(choice: AmountChoice): void {
    this.amountChoice = choice;
    this.amountError = null;
  }

  setCustomAmount(text: string): void {
    this.customAmount = text;
    this.amountError = null;
  }

  /** Amount step: the balance, or a custom amount between the minimum and the balance; nothing moves on while invalid. */
  chooseAmount(): void {
    const cents = this.amountChoice === 'balance' ? this.balanceCents : parseDollarsInput(this.customAmount);
    const checked =
      cents === null
        ? ({ ok: false, message: ACCOUNT_MESSAGES.WITHDRAWAL_AMOUNT_INVALID } as const)
        : validateWithdrawalAmount(cents, { balanceCents: this.balanceCents, minimumCents: this.minimumCents });
    if (!checked.ok) {
      this.amountError = checked.message;
      this.invalidSubmits += 1;
      return;
    }
    this.amountError = null;
    this.selectedAmountCents = checked.value;
    this.withdrawError = null;
    this.goToNext();
  }

  /** Confirm: one withdrawal per attempt, whatever the clicks; the header balance reloads after it. */
  async confirm(): Promise<void> {
    const customerId = this.stores.auth.customerId;
    const source = this.selectedSource;
    if (this.withdrawing || !customerId || !source) return;
    this.withdrawing = true;
    this.withdrawError = null;
    const result = await withdrawEarnings(
      { customerId, fundingSourceId: source.fundingSourceId, amountCents: this.selectedAmountCents, sessionId: this.stores.session.id },
      { payments: this.stores.ports.payments, storage: this.stores.ports.sessionStorage, newKey: () => crypto.randomUUID() },
    );
    runInAction(() => {
      this.withdrawing = false;
      if (result.ok) {
        this.transfer = result.transfer;
        this.goToNext();
      } else {
        this.withdrawError = result.message;
      }
    });
    // Paid or refused, the balance may have changed (a refusal for a low balance means the header is stale).
    if (result.ok || result.definite) void this.stores.customer.load();
  }

  /** Starts adding a bank account: a link token for the Link dialog (the view opens it once ready). */
  async startAddingAccount(): Promise<void> {
    const customerId = this.stores.auth.customerId;
    if (!customerId || this.addingAccount) return;
    this.addingAccount = true;
    this.bankError = null;
    try {
      const token = await this.stores.ports.payments.getLinkToken(customerId);
      runInAction(() => {
        this.linkToken = token.linkToken;
      });
    } catch (error) {
      runInAction(() => {
        this.addingAccount = false;
        this.bankError = paymentsFailureOf(error).message;
      });
    }
  }

  /** Link closed without an account (or failed to load): nothing added. */
  cancelAddingAccount(message: string | null = null): void {
    this.linkToken = null;
    this.addingAccount = false;
    this.bankError = message;
  }

  /** Link's onSuccess: the account is added and selected. */
  async finishAddingAccount(publicToken: string, metadata: LinkSuccessMetadata): Promise<void> {
    const customerId = this.stores.auth.customerId;
    this.linkToken = null;
    if (!customerId) return;
    const result = await addBankAccount({ customerId, publicToken, metadata }, { payments: this.stores.ports.payments });
    runInAction(() => {
      this.addingAccount = false;
      if (result.ok) {
        this.sources = [...this.sources.filter((source) => source.fundingSourceId !== result.source.fundingSourceId), result.source];
        this.selectedSourceId = result.source.fundingSourceId;
      } else {
        this.bankError = result.message;
      }
    });
  }

  async removeSource(fundingSourceId: string): Promise<void> {
    const customerId = this.stores.auth.customerId;
    if (!customerId || this.removingId) return;
    this.removingId = fundingSourceId;
    this.removeError = null;
    try {
      await this.stores.ports.payments.deactivateFundingSource(customerId, fundingSourceId);
      runInAction(() => {
        this.sources = this.sources.filter((source) => source.fundingSourceId !== fundingSourceId);
        if (this.selectedSourceId === fundingSourceId) this.selectedSourceId = null;
      });
    } catch (error) {
      runInAction(() => {
        this.removeError = { fundingSourceId, message: paymentsFailureOf(error).message };
      });
    } finally {
      runInAction(() => {
        this.removingId = null;
      });
    }
  }

  /** The step's place among the steps, for the progress line (1-based). */
  get stepNumber(): number {
    return withdrawalSteps.indexOf(this.step) + 1;
  }

  get stepCount(): number {
    return withdrawalSteps.length;
  }
}
