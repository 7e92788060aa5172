import { makeAutoObservable, runInAction } from 'mobx';
import { ACCOUNT_PANEL, NAV_QUERY_KEY, ROUTE_NAME } from '../../../../domain/constants/navigation';
import type { CashoutTransferResult } from '../../../../domain/money/cashoutState';
import { centsToDollars, dollarsToCents, parseDollarsInput } from '../../../../domain/money/cents';
import { FUNDING_TYPES, fundingSourceAddBlockReason, type FundingSource, type FundingType } from '../../../../domain/money/fundingSource';
import { withdrawalBlockReason } from '../../../../domain/money/withdrawal';
import type { WithdrawalAttempt } from '../../../../domain/money/withdrawalAttempt';
import { nextWithdrawStep, previousWithdrawStep, walkedWithdrawStep, withdrawalSteps, type WalkedWithdrawStep } from '../../../../domain/money/withdrawSteps';
import { buildPath } from '../../../../domain/navigation/buildPath';
import { routeQueryValue } from '../../../../domain/navigation/routeQuery';
import { isWithdrawStep } from '../../../../domain/navigation/withdrawBreadcrumbs';
import { MINIMUM_WITHDRAWAL_CENTS, WithdrawalAmount } from '../../../../domain/validation/withdrawalAmount';
import type { LinkSuccessMetadata } from '../../../flows/addBankAccount';
import type { LoadStatus } from '../../../stores/base/LoadStatus';
import type { Stores } from '../../../stores/Stores';

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
  /** The account the shopper picked this visit; undefined until they pick one (null: none, after a removal). */
  private pickedSourceId: string | null | undefined = undefined;
  private pickedAmountChoice: AmountChoice | null = null;
  private typedAmount: string | null = null;
  /** The amount the shopper chose this visit, in integer cents (checked by WithdrawalAmount); null until chosen. */
  private chosenAmountCents: number | null = null;
  /** The withdrawal kept in the tab when the panel opened (a reload of the confirm step brings it back). */
  private readonly kept: WithdrawalAttempt | null;
  amountError: string | null = null;
  /** Bumped on each refused amount, so the view moves focus to the field. */
  invalidSubmits = 0;
  withdrawError: string | null = null;
  transfer: CashoutTransferResult | null = null;
  /** The Link session's token while the shopper adds an account. */
  linkToken: string | null = null;
  addingAccount = false;
  private addAccountError: string | null = null;
  /** A removal the service refused, under its account. */
  removeError: { fundingSourceId: string; message: string } | null = null;

  constructor(private readonly stores: Stores) {
    this.kept = stores.fundingSources.keptAttempt();
    makeAutoObservable<CashoutModel, 'stores' | 'kept'>(this, { stores: false, kept: false }, { autoBind: true });
  }

  get sources(): FundingSource[] {
    return this.stores.fundingSources.sources;
  }

  get sourcesStatus(): LoadStatus {
    return this.stores.fundingSources.status;
  }

  get withdrawing(): boolean {
    return this.stores.fundingSources.withdrawing;
  }

  get removingId(): string | null {
    return this.stores.fundingSources.removingId;
  }

  /** Why the accounts could not be read, or why an account could not be added. */
  get bankError(): string | null {
    return this.addAccountError ?? (this.sourcesStatus === 'error' ? this.stores.fundingSources.error : null);
  }

  /** The kept attempt, once its account is known to be one of the shopper's. */
  private get keptAttempt(): WithdrawalAttempt | null {
    const kept = this.kept;
    return kept && this.sources.some((source) => source.fundingSourceId === kept.fundingSourceId) ? kept : null;
  }

  /** The picked account; until one is picked, the kept attempt's, else the shopper's only account. */
  get selectedSourceId(): string | null {
    if (this.pickedSourceId !== undefined) return this.pickedSourceId;
    if (this.keptAttempt) return this.keptAttempt.fundingSourceId;
    return this.sources.length === 1 ? this.sources[0]!.fundingSourceId : null;
  }

  /** Integer cents: the chosen amount, else the kept attempt's; null until chosen. */
  get selectedAmountCents(): number | null {
    return this.chosenAmountCents ?? this.keptAttempt?.amountCents ?? null;
  }

  /** A kept amount other than the balance comes back as the custom amount it was typed as. */
  private get keptCustomAmount(): string | null {
    const kept = this.keptAttempt;
    return kept && kept.amountCents !== this.balanceCents ? centsToDollars(kept.amountCents).toFixed(2) : null;
  }

  get amountChoice(): AmountChoice {
    return this.pickedAmountChoice ?? (this.keptCustomAmount !== null ? 'custom' : 'balance');
  }

  get customAmount(): string {
    return this.typedAmount ?? this.keptCustomAmount ?? '';
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
    if (NEEDS_AMOUNT.includes(this.step) && this.selectedAmountCents === null) return 'chooseAmount';
    return null;
  }

  get balanceCents(): number {
    return this.stores.customer.info?.balance ?? 0;
  }

  get minimumCents(): number {
    const info = this.stores.customer.info;
    return info ? dollarsToCents(info.minimumPaypalAmount) : MINIMUM_WITHDRAWAL_CENTS;
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
    this.pickedSourceId = fundingSourceId;
    this.withdrawError = null;
  }

  chooseAccount(): void {
    if (this.selectedSource) this.goToNext();
  }

  setAmountChoice(choice: AmountChoice): void {
    this.pickedAmountChoice = choice;
    this.amountError = null;
  }

  setCustomAmount(text: string): void {
    this.typedAmount = text;
    this.amountError = null;
  }

  /** Amount step: the balance, or a custom amount between the minimum and the balance; nothing moves on while invalid. */
  chooseAmount(): void {
    const cents = this.amountChoice === 'balance' ? this.balanceCents : parseDollarsInput(this.customAmount);
    const checked = WithdrawalAmount.check(cents, { balanceCents: this.balanceCents, minimumCents: this.minimumCents });
    if (!checked.ok) {
      this.amountError = checked.message;
      this.invalidSubmits += 1;
      return;
    }
    this.amountError = null;
    this.chosenAmountCents = checked.value.cents;
    this.withdrawError = null;
    this.goToNext();
  }

  /** Confirm: one withdrawal per attempt, whatever the clicks (the store sends it and reloads the balance). */
  async confirm(): Promise<void> {
    const source = this.selectedSource;
    const amountCents = this.selectedAmountCents;
    if (this.withdrawing || !source || amountCents === null) return;
    this.withdrawError = null;
    const result = await this.stores.fundingSources.withdraw(source.fundingSourceId, amountCents);
    if (!result) return;
    runInAction(() => {
      if (result.ok) {
        this.transfer = result.transfer;
        this.goToNext();
      } else {
        this.withdrawError = result.message;
      }
    });
  }

  /** Starts adding a bank account: a link token for the Link dialog (the view opens it once ready). */
  async startAddingAccount(): Promise<void> {
    if (this.addingAccount) return;
    this.addingAccount = true;
    this.addAccountError = null;
    const token = await this.stores.fundingSources.linkToken();
    runInAction(() => {
      if (token.ok) {
        this.linkToken = token.linkToken;
      } else {
        this.addingAccount = false;
        this.addAccountError = token.message;
      }
    });
  }

  /** Link closed without an account (or failed to load): nothing added. */
  cancelAddingAccount(message: string | null = null): void {
    this.linkToken = null;
    this.addingAccount = false;
    this.addAccountError = message;
  }

  /** Link's onSuccess: the account is added and selected. */
  async finishAddingAccount(publicToken: string, metadata: LinkSuccessMetadata): Promise<void> {
    this.linkToken = null;
    const result = await this.stores.fundingSources.add(publicToken, metadata);
    runInAction(() => {
      this.addingAccount = false;
      if (result.ok) this.pickedSourceId = result.source.fundingSourceId;
      else this.addAccountError = result.message;
    });
  }

  async removeSource(fundingSourceId: string): Promise<void> {
    if (this.removingId) return;
    this.removeError = null;
    const failure = await this.stores.fundingSources.remove(fundingSourceId);
    runInAction(() => {
      if (failure) this.removeError = { fundingSourceId, message: failure.message };
      else if (this.selectedSourceId === fundingSourceId) this.pickedSourceId = null;
    });
  }

  /** The step's place among the steps, for the progress line (1-based). */
  get stepNumber(): number {
    return withdrawalSteps.indexOf(this.step) + 1;
  }

  get stepCount(): number {
    return withdrawalSteps.length;
  }
}
