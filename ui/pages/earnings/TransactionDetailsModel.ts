import { makeAutoObservable, runInAction } from 'mobx';
import type { TransactionDetails } from '../../../domain/money/transactionDetails';
import { LatestLoad } from '../../stores/base/LatestLoad';
import type { RootStore } from '../../stores/RootStore';

export type TransactionDetailsStatus = 'loading' | 'ready' | 'notFound' | 'error';

/** The transaction details page (route `earnings`, 001 §2): one item with its receipt or gift card. */
export class TransactionDetailsModel {
  status: TransactionDetailsStatus = 'loading';
  details: TransactionDetails | null = null;
  private transactionId: string | null = null;
  private readonly latest = new LatestLoad();

  constructor(private readonly stores: RootStore) {
    makeAutoObservable<TransactionDetailsModel, 'stores' | 'latest' | 'transactionId'>(
      this,
      { stores: false, latest: false, transactionId: false },
      { autoBind: true },
    );
  }

  async load(transactionId: string): Promise<void> {
    const isLatest = this.latest.start();
    this.transactionId = transactionId;
    this.status = 'loading';
    this.details = null;
    const customerId = this.stores.auth.customerId;
    try {
      if (!customerId) throw new Error('Not signed in');
      const details = await this.stores.ports.earnings.fetchTransaction(customerId, transactionId);
      if (!isLatest()) return;
      runInAction(() => {
        this.details = details;
        this.status = details ? 'ready' : 'notFound';
      });
    } catch (error) {
      if (!isLatest()) return;
      console.warn('[earnings] the transaction could not be loaded', error);
      runInAction(() => (this.status = 'error'));
    }
  }

  /** Try again after a failure. */
  retry(): void {
    if (this.transactionId !== null) void this.load(this.transactionId);
  }

  /** The page went away: an answer still on its way is dropped. */
  abandon(): void {
    this.latest.cancel();
  }
}
