import type { CustomerInfo } from '../../domain/customers/customerInfo';

/** The port for the signed-in customer's own record. */
export interface CustomerGateway {
  fetchCustomerInfo(customerId: string): Promise<CustomerInfo>;
}
