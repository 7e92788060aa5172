import type { CustomerInfo } from '../../domain/customers/customerInfo';
import { notSignedIn, refused } from '../twinRefusals';
import type { CustomerGateway } from './CustomerGateway';

/**
 * The in-memory twin: `customers` holds the records the signed-in customer may read; any other id is refused
 * with a 403 and a visitor (`signedIn` false) with an authentication error, as the real service does.
 */
export class MemoryCustomerGateway implements CustomerGateway {
  readonly customers = new Map<string, CustomerInfo>();
  failWith: Error | null = null;
  signedIn = true;

  async fetchCustomerInfo(customerId: string): Promise<CustomerInfo> {
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw notSignedIn('customers twin', 'fetchCustomerInfo');
    const info = this.customers.get(customerId);
    if (!info) throw refused(403, `Customer ${customerId} is not the signed-in customer`, 'customers twin', 'fetchCustomerInfo');
    return info;
  }
}
