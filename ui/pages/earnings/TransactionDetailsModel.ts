import { makeAutoObservable } from 'mobx';
import type { TransactionDetails } from '../../../domain/money/transactionDetails';
import type { LoadStatus } from '../../stores/base/LoadStatus';
import type { Stores } from '../../stores/Stores';

/**
 * The transaction details page (route `earnings`, 001 §2): the route's item with its receipt or gift card, as
 * EarningsStore loaded it (the route's loader).
 */
export class TransactionDetailsModel {
  constructor(private readonly stores: Stores) {
    makeAutoObservable<TransactionDetailsModel, 'stores'>(this, { stores: false }, { autoBind: true });
  }

  private get transactionId(): string {
    return this.stores.router.route.params.transactionId ?? '';
  }

  get status(): LoadStatus {
    return this.stores.earnings.transaction.status;
  }

  get details(): TransactionDetails | null {
    return this.stores.earnings.transaction.value;
  }

  /** The customer has no such item: the page is a 404. */
  get notFound(): boolean {
    return this.status === 'ready' && this.details === null;
  }

  /** Try again after a failure. */
  retry(): void {
    void this.stores.earnings.loadTransaction(this.transactionId);
  }
}
