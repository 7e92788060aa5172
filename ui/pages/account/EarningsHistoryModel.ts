import { makeAutoObservable } from 'mobx';
import type { EarningsHistoryItem } from '../../../domain/money/transactionDetails';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/**
 * The transaction history on My earnings (001 §2), as EarningsStore holds it: the first page (the panel's
 * loader), then the next one on "Show more"; a failed first page is the error state, a failed next page keeps
 * what is shown and offers it again.
 */
export class EarningsHistoryModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<EarningsHistoryModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  get status(): LoadStatus {
    return this.stores.earnings.history.status;
  }

  get items(): EarningsHistoryItem[] {
    return this.stores.earnings.history.value.items;
  }

  get isEmpty(): boolean {
    return this.status === 'ready' && this.items.length === 0;
  }

  get hasMore(): boolean {
    return this.stores.earnings.history.value.nextBefore !== null;
  }

  get loadingMore(): boolean {
    return this.stores.earnings.loadingMore;
  }

  get moreFailed(): boolean {
    return this.stores.earnings.moreFailed;
  }

  /** Try again after the first page failed. */
  load(): Promise<void> {
    return this.stores.earnings.loadHistory();
  }

  loadMore(): Promise<void> {
    return this.stores.earnings.loadMoreHistory();
  }
}
