import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import type { CustomerInfo } from '../../domain/customers/customerInfo';
import { validateBirthDate } from '../../domain/validation/birthDate';
import { validateEmail } from '../../domain/validation/email';
import type { FieldResult } from '../../domain/validation/fieldResult';
import { validateFirstName, validateLastName } from '../../domain/validation/names';
import { validateZip } from '../../domain/validation/zip';
import { ApiError } from '../../sdk/src/errors';
import { notSignedIn, refused } from '../twinRefusals';
import type { CustomerGateway, ProfileChanges } from './CustomerGateway';

const TWIN = 'customers twin';

/**
 * The in-memory twin: `customers` holds the records the signed-in customer may read; any other id is refused
 * with a 403 and a visitor (`signedIn` false) with an authentication error, as the real service does. A
 * profile change is confirmed with the password in `passwords` and checked with the domain's field rules,
 * refused with the same 400 and field map as the service.
 */
export class MemoryCustomerGateway implements CustomerGateway {
  readonly customers = new Map<string, CustomerInfo>();
  readonly passwords = new Map<string, string>();
  failWith: Error | null = null;
  signedIn = true;
  /** The day the birth-date rule counts age from. */
  today = new Date();

  async fetchCustomerInfo(customerId: string): Promise<CustomerInfo> {
    return this.own(customerId, 'fetchCustomerInfo');
  }

  async changeProfile(customerId: string, changes: ProfileChanges, password: string): Promise<CustomerInfo> {
    const info = this.own(customerId, 'changeProfile');
    const fields: Record<string, string> = {};
    if (password === '') fields.password = ACCOUNT_MESSAGES.PASSWORD_REQUIRED;
    else if (this.passwords.get(customerId) !== password) fields.password = ACCOUNT_MESSAGES.PASSWORD_INCORRECT;
    const rules: { [K in keyof ProfileChanges]-?: (value: string) => FieldResult<string> } = {
      firstName: validateFirstName,
      lastName: validateLastName,
      email: validateEmail,
      birthDate: (value) => validateBirthDate(value, this.today),
      zip: validateZip,
    };
    const changed: ProfileChanges = {};
    for (const name of Object.keys(rules) as (keyof ProfileChanges)[]) {
      const value = changes[name];
      if (value === undefined) continue;
      const result = rules[name](value.trim());
      if (result.ok) changed[name] = result.value;
      else fields[name] = result.message;
    }
    if (Object.keys(fields).length > 0) {
      throw new ApiError(ACCOUNT_MESSAGES.FIELD_INVALID, { service: TWIN, operation: 'changeProfile', status: 400, fields });
    }
    const updated = { ...info, ...changed };
    this.customers.set(customerId, updated);
    return updated;
  }

  private own(customerId: string, operation: string): CustomerInfo {
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw notSignedIn(TWIN, operation);
    const info = this.customers.get(customerId);
    if (!info) throw refused(403, `Customer ${customerId} is not the signed-in customer`, TWIN, operation);
    return info;
  }
}
