import { makeAutoObservable, runInAction } from 'mobx';
import type { EarningsGateway, EarningsHistoryPage } from '../../adapters/earnings/EarningsGateway';
import type { TransactionDetails } from '../../domain/money/transactionDetails';
import { CUSTOMER_ID_MISSING } from '../../domain/customers/customerId';
import * as MESSAGES from '../../domain/constants/messages';
import type { AuthStore } from './AuthStore';
import { LatestLoad } from './base/LatestLoad';
import { Loadable } from './base/Loadable';

/** Items a page of the history asks for (ours: the documents page by limit and before, the size is not shown). */
export const EARNINGS_PAGE_SIZE = 10;

const NO_HISTORY: EarningsHistoryPage = { items: [], nextBefore: null };

/** Warns with the cause and fails the load: the views show their own copy for a failed history or item. */
function warned<T>(what: string, load: Promise<T>): Promise<T> {
  return load.catch((error: unknown) => {
    console.warn(`[earnings] ${what} could not be loaded`, error);
    throw error;
  });
}

/**
 * The signed-in customer's earnings (001 §2): the transaction history on My earnings, newest first, its first
 * page then the next ones on "Show more" (limit and before), and the one transaction the details page shows.
 * A failed first page is the history's error; a failed next page keeps what is shown and offers it again.
 */
export class EarningsStore {
  /** The history so far: every page shown, and the next page's cursor (null once the last is in). */
  readonly history = new Loadable<EarningsHistoryPage>(NO_HISTORY);
  /** The details page's transaction; a ready null is an item the customer does not have. */
  readonly transaction = new Loadable<TransactionDetails | null>(null);
  loadingMore = false;
  /** The next page failed: "Show more" stays, with the error state's copy beside it. */
  moreFailed = false;
  /** A first-page load outdates a next page still on its way. */
  private readonly more = new LatestLoad();

  constructor(
    private readonly deps: {
      gateway: EarningsGateway;
      auth: Pick<AuthStore, 'customerId'>;
    },
  ) {
    makeAutoObservable<EarningsStore, 'deps' | 'more'>(this, { deps: false, more: false, history: false, transaction: false }, { autoBind: true });
  }

  /** The history's first page (My earnings' loader, and Try again). */
  async loadHistory(): Promise<void> {
    const { auth, gateway } = this.deps;
    const customerId = auth.customerId;
    this.more.cancel();
    this.loadingMore = false;
    this.moreFailed = false;
    if (!customerId) return this.history.fail(CUSTOMER_ID_MISSING);
    await this.history.run(() => warned('the history', gateway.listEarnings(customerId, { limit: EARNINGS_PAGE_SIZE })), MESSAGES.TRY_AGAIN);
  }

  /** The next page, appended; a second press while it loads sends nothing. */
  async loadMoreHistory(): Promise<void> {
    const { auth, gateway } = this.deps;
    const customerId = auth.customerId;
    const before = this.history.value.nextBefore;
    if (this.loadingMore || this.history.status !== 'ready' || before === null || !customerId) return;
    const isLatest = this.more.start();
    this.loadingMore = true;
    this.moreFailed = false;
    try {
      const page = await warned('the next page', gateway.listEarnings(customerId, { limit: EARNINGS_PAGE_SIZE, before }));
      if (!isLatest()) return;
      const shown = this.history.value.items;
      const known = new Set(shown.map((item) => item.id));
      this.history.set({ items: [...shown, ...page.items.filter((item) => !known.has(item.id))], nextBefore: page.nextBefore });
    } catch {
      if (isLatest()) runInAction(() => (this.moreFailed = true));
    } finally {
      if (isLatest()) runInAction(() => (this.loadingMore = false));
    }
  }

  /** One transaction with its receipt or gift card (the details page's loader, and Try again). */
  async loadTransaction(transactionId: string): Promise<void> {
    const { auth, gateway } = this.deps;
    const customerId = auth.customerId;
    if (!customerId) return this.transaction.fail(CUSTOMER_ID_MISSING);
    await this.transaction.run(() => warned('the transaction', gateway.fetchTransaction(customerId, transactionId)), MESSAGES.TRY_AGAIN);
  }

  /** Sign-out: the history and the item were the customer's. */
  clear(): void {
    this.more.cancel();
    this.history.reset();
    this.transaction.reset();
    this.loadingMore = false;
    this.moreFailed = false;
  }
}
