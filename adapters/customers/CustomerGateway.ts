import type { CustomerInfo } from '../../domain/customers/customerInfo';

/** The port for the signed-in customer's own record. */
export interface CustomerGateway {
  fetchCustomerInfo(customerId: string): Promise<CustomerInfo>;
  /**
   * Saves profile changes confirmed with the current password (001 §4 "Profile edit", the checkup's name
   * step): answers the customer after the change. A refusal rejects with the service's status and its field
   * map keyed by ProfileChanges' names (a wrong password: fields.password 'Incorrect password.').
   */
  changeProfile(customerId: string, changes: ProfileChanges, password: string): Promise<CustomerInfo>;
}

/** The profile fields a change may carry; absent ones stay as they are. */
export interface ProfileChanges {
  firstName?: string;
  lastName?: string;
  email?: string;
  /** YYYY-MM-DD */
  birthDate?: string;
  zip?: string;
}
