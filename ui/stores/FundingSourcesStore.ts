import { makeObservable, observable, runInAction } from 'mobx';
import type { PaymentsGateway } from '../../adapters/payments/PaymentsGateway';
import type { KeyValueStorage } from '../../adapters/storage/KeyValueStorage';
import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import type { FundingSource } from '../../domain/money/fundingSource';
import type { WithdrawalAttempt } from '../../domain/money/withdrawalAttempt';
import { addBankAccount, type AddBankAccountResult, type LinkSuccessMetadata } from '../flows/addBankAccount';
import { paymentsFailureOf, type PaymentsFailure } from '../flows/paymentsFailure';
import { storedWithdrawalAttempt, withdrawEarnings, type WithdrawEarningsResult } from '../flows/withdrawEarnings';
import type { AuthStore } from './AuthStore';
import { EntityStore } from './base/EntityStore';
import type { LoadStatus } from './base/LoadStatus';
import type { CustomerStore } from './CustomerStore';
import type { SessionStore } from './SessionStore';

/** The key of the customer's list among the store's loads. */
const MINE = 'mine';

/** A refusal before any call: nobody is signed in (the page shows nothing of it; a guard has moved on). */
const NOT_SIGNED_IN: PaymentsFailure = { ok: false, message: '', fields: {}, status: null, reason: null, definite: true };

/**
 * The signed-in customer's bank accounts (funding sources, 001 §3, §5) and the calls that change them or pay
 * into them: add through the bank-linking dialog, remove, withdraw (once per attempt, flows/withdrawEarnings).
 * The cashout panel's model keeps the form (which account, how much) and derives the rest from here.
 */
export class FundingSourcesStore extends EntityStore<FundingSource, string> {
  protected readonly label = 'funding sources';
  /** A withdrawal in flight: the confirm button stays disabled, so a double click sends once. */
  withdrawing = false;
  /** The account whose removal is in flight (one at a time). */
  removingId: string | null = null;

  constructor(
    private readonly deps: {
      payments: Pick<PaymentsGateway, 'getFundingSources' | 'getLinkToken' | 'createACHAccount' | 'deactivateFundingSource' | 'executeTransferOut'>;
      /** The tab's session storage: a withdrawal attempt survives a reload of the confirm step. */
      sessionStorage: KeyValueStorage;
      newId: () => string;
      auth: Pick<AuthStore, 'customerId'>;
      session: Pick<SessionStore, 'id'>;
      customer: Pick<CustomerStore, 'refresh'>;
    },
  ) {
    super();
    makeObservable(this, { withdrawing: observable, removingId: observable });
  }

  protected idOf(source: FundingSource): string {
    return source.fundingSourceId;
  }

  /** The customer's accounts, in the service's order (an added one last). */
  get sources(): FundingSource[] {
    return this.entitiesOf(MINE);
  }

  get status(): LoadStatus {
    return this.list(MINE).status;
  }

  get error(): string | null {
    return this.list(MINE).error;
  }

  /** The route's loader (and Try again): the accounts, read once per sign-in unless a read failed. */
  async load(): Promise<void> {
    if (this.status === 'ready' || this.status === 'loading') return;
    const customerId = this.deps.auth.customerId;
    if (!customerId) return;
    await this.loadList(
      MINE,
      () =>
        this.deps.payments.getFundingSources(customerId).catch((error: unknown) => {
          throw new Error(paymentsFailureOf(error).message, { cause: error });
        }),
      ACCOUNT_MESSAGES.PAYMENTS_REQUEST_FAILED,
    );
  }

  /** The withdrawal kept in the tab for the signed-in customer, if any (the confirm step after a reload). */
  keptAttempt(): WithdrawalAttempt | null {
    const attempt = storedWithdrawalAttempt(this.deps.sessionStorage);
    return attempt && attempt.customerId === this.deps.auth.customerId ? attempt : null;
  }

  /** Withdraws once per attempt, whatever the clicks; the header balance reloads after a definite answer. */
  async withdraw(fundingSourceId: string, amountCents: number): Promise<WithdrawEarningsResult | null> {
    const customerId = this.deps.auth.customerId;
    if (this.withdrawing || !customerId) return null;
    runInAction(() => (this.withdrawing = true));
    const { payments, sessionStorage, newId, session, customer } = this.deps;
    const result = await withdrawEarnings(
      { customerId, fundingSourceId, amountCents, sessionId: session.id },
      { payments, storage: sessionStorage, newKey: newId },
    );
    runInAction(() => (this.withdrawing = false));
    // Paid or refused, the balance may have changed (a refusal for a low balance means the header is stale).
    if (result.ok || result.definite) void customer.refresh();
    return result;
  }

  /** A Link session's token, to open the bank-linking dialog. */
  async linkToken(): Promise<{ ok: true; linkToken: string } | PaymentsFailure> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) return NOT_SIGNED_IN;
    try {
      const token = await this.deps.payments.getLinkToken(customerId);
      return { ok: true, linkToken: token.linkToken };
    } catch (error) {
      return paymentsFailureOf(error);
    }
  }

  /** Link's onSuccess: adds the account the shopper chose, which joins the list. */
  async add(publicToken: string, metadata: LinkSuccessMetadata): Promise<AddBankAccountResult> {
    const customerId = this.deps.auth.customerId;
    if (!customerId) return NOT_SIGNED_IN;
    const result = await addBankAccount({ customerId, publicToken, metadata }, { payments: this.deps.payments });
    if (result.ok) this.adoptIntoList(result.source);
    return result;
  }

  /**
   * Removes an account (refused while a withdrawal to it is pending): the failure, else null (removed, or
   * nothing asked while another removal is in flight or nobody is signed in).
   */
  async remove(fundingSourceId: string): Promise<PaymentsFailure | null> {
    const customerId = this.deps.auth.customerId;
    if (!customerId || this.removingId) return null;
    runInAction(() => (this.removingId = fundingSourceId));
    try {
      await this.deps.payments.deactivateFundingSource(customerId, fundingSourceId);
      this.dropFromList(fundingSourceId);
      return null;
    } catch (error) {
      return paymentsFailureOf(error);
    } finally {
      runInAction(() => (this.removingId = null));
    }
  }

  override clear(): void {
    super.clear();
    runInAction(() => {
      this.withdrawing = false;
      this.removingId = null;
    });
  }

  private adoptIntoList(source: FundingSource): void {
    const id = this.idOf(source);
    runInAction(() => {
      this.adopt(source);
      const list = this.list(MINE);
      this.lists.set(MINE, { ...list, ids: [...list.ids.filter((known) => known !== id), id] });
    });
  }

  private dropFromList(fundingSourceId: string): void {
    runInAction(() => {
      const list = this.list(MINE);
      this.lists.set(MINE, { ...list, ids: list.ids.filter((id) => id !== fundingSourceId) });
      this.byId.delete(fundingSourceId);
    });
  }
}
