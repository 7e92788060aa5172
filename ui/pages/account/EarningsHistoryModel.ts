import { makeAutoObservable, runInAction } from 'mobx';
import type { EarningsHistoryItem } from '../../../domain/money/transactionDetails';
import { LatestLoad } from '../../stores/base/LatestLoad';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { RootStore } from '../../stores/RootStore';

/** Items a page of the history asks for (ours: the documents page by limit and before, the size is not shown). */
export const EARNINGS_PAGE_SIZE = 10;

/**
 * The transaction history on My earnings (001 §2): the first page, then the next one on "Show more" (limit and
 * before); a failed first page is the error state, a failed next page keeps what is shown and offers it again.
 */
export class EarningsHistoryModel {
  status: LoadStatus = 'idle';
  items: EarningsHistoryItem[] = [];
  /** The next page's cursor; null when the last page is shown. */
  nextBefore: string | null = null;
  loadingMore = false;
  /** The next page failed: "Show more" stays, with the error state's copy beside it. */
  moreFailed = false;
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<EarningsHistoryModel, 'stores' | 'latest'>(this, { stores: false, latest: false }, { autoBind: true });
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0;
  }

  get hasMore(): boolean {
    return this.nextBefore !== null;
  }

  /** The first page (and Try again after a failure). */
  async load(): Promise<void> {
    const isLatest = this.latest.start();
    const customerId = this.stores.auth.customerId;
    this.status = 'loading';
    this.loadingMore = false;
    this.moreFailed = false;
    try {
      if (!customerId) throw new Error('Not signed in');
      const page = await this.stores.ports.earnings.listEarnings(customerId, { limit: EARNINGS_PAGE_SIZE });
      if (!isLatest()) return;
      runInAction(() => {
        this.items = page.items;
        this.nextBefore = page.nextBefore;
        this.status = 'ready';
      });
    } catch (error) {
      if (!isLatest()) return;
      console.warn('[earnings] the history could not be loaded', error);
      runInAction(() => (this.status = 'error'));
    }
  }

  /** The next page, appended; a second click while it loads sends nothing. */
  async loadMore(): Promise<void> {
    const customerId = this.stores.auth.customerId;
    const before = this.nextBefore;
    if (this.loadingMore || this.status !== 'ready' || before === null || !customerId) return;
    const isLatest = this.latest.start();
    this.loadingMore = true;
    this.moreFailed = false;
    try {
      const page = await this.stores.ports.earnings.listEarnings(customerId, { limit: EARNINGS_PAGE_SIZE, before });
      if (!isLatest()) return;
      runInAction(() => {
        const shown = new Set(this.items.map((item) => item.id));
        this.items = [...this.items, ...page.items.filter((item) => !shown.has(item.id))];
        this.nextBefore = page.nextBefore;
      });
    } catch (error) {
      if (!isLatest()) return;
      console.warn('[earnings] the next page could not be loaded', error);
      runInAction(() => (this.moreFailed = true));
    } finally {
      if (isLatest()) runInAction(() => (this.loadingMore = false));
    }
  }

  /** The panel went away: an answer still on its way is dropped. */
  abandon(): void {
    this.latest.cancel();
  }
}
