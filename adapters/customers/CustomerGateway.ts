import type { CustomerInfo } from '../../domain/customers/customerInfo';

/** The port for the signed-in customer's own record. */
export interface CustomerGateway {
  fetchCustomerInfo(customerId: string): Promise<CustomerInfo>;
}

/** The in-memory twin. */
export class MemoryCustomerGateway implements CustomerGateway {
  readonly customers = new Map<string, CustomerInfo>();
  failWith: Error | null = null;

  async fetchCustomerInfo(customerId: string): Promise<CustomerInfo> {
    if (this.failWith) throw this.failWith;
    const info = this.customers.get(customerId);
    if (!info) throw new Error(`No customer ${customerId}`);
    return info;
  }
}
