import { makeAutoObservable, runInAction } from 'mobx';
import type { CustomerGateway } from '../../adapters/customers/CustomerGateway';
import { MESSAGES } from '../../domain/constants/messages';
import type { CustomerInfo } from '../../domain/customers/customerInfo';
import type { AuthStore } from './AuthStore';

/** The signed-in customer's own record (name, balance…), loaded once per sign-in. */
export class CustomerStore {
  info: CustomerInfo | null = null;
  isLoading = false;
  error: string | null = null;

  constructor(
    private readonly gateway: CustomerGateway,
    private readonly auth: AuthStore,
  ) {
    makeAutoObservable<CustomerStore, 'gateway' | 'auth'>(this, { gateway: false, auth: false }, { autoBind: true });
  }

  async load(): Promise<void> {
    const customerId = this.auth.customerId;
    if (!customerId) {
      this.error = MESSAGES.CUSTOMER_ID_MISSING;
      return;
    }
    this.isLoading = true;
    this.error = null;
    try {
      const info = await this.gateway.fetchCustomerInfo(customerId);
      runInAction(() => {
        // A sign-out (or another sign-in) while the call was out: the answer is someone else's now.
        if (this.auth.customerId === customerId) this.info = info;
      });
    } catch (error) {
      // The shopper reads a generic try-again; the cause goes to the console.
      console.warn('[customer] the customer record could not be loaded', error);
      runInAction(() => {
        this.error = MESSAGES.TRY_AGAIN;
      });
    } finally {
      runInAction(() => {
        this.isLoading = false;
      });
    }
  }

  /** Sign-out (000 §4: logout resets the stores). */
  reset(): void {
    this.info = null;
    this.error = null;
    this.isLoading = false;
  }
}
