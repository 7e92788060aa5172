import type { CustomerInfo } from '../../domain/customers/customerInfo';
import type { RegistrationPayload } from '../../domain/validation/registration';
import type { ValidationsResponse } from '../../domain/validation/validationFeedback';

/** The values the server checks on the registration form (001 §7 POST /v1/validations.json). */
export interface RegistrationChecks {
  zip?: string;
  referralCode?: string;
}

/** The port for sign-up's second half: creating the customer for an identity that has none yet. */
export interface RegistrationGateway {
  /**
   * POST /auth0_customers (001 §7): answers the new customer. A refusal rejects with the service's status,
   * message and field map keyed by the form's names (firstName, email, birthDate, zip, referralCode); a taken
   * e-mail is code EMAIL_TAKEN.
   */
  register(payload: RegistrationPayload): Promise<CustomerInfo>;
  /**
   * POST /v1/validations.json: an outcome for each value given, or the documented refusal
   * `{ error: true, http_status: 403 }`. Any other failure rejects.
   */
  validate(checks: RegistrationChecks): Promise<ValidationsResponse>;
}
