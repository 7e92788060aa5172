import type { CustomerInfo } from '../../domain/customers/customerInfo';
import type { PortMethods } from '../lazyPort';

/** The port for the signed-in customer's own record. */
export interface CustomerGateway {
  fetchCustomerInfo(customerId: string): Promise<CustomerInfo>;
}

/** The port's methods, for a lazily loaded adapter (lazyPort). */
export const CUSTOMER_GATEWAY_METHODS: PortMethods<CustomerGateway> = { fetchCustomerInfo: true };
