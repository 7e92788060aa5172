import { ACCOUNT_MESSAGES } from '../../domain/constants/account';
import * as MESSAGES from '../../domain/constants/messages';
import { withCustomerInfoDefaults, type CustomerInfo } from '../../domain/customers/customerInfo';
import { validateRegistration, type RegistrationPayload } from '../../domain/validation/registration';
import { validateZip } from '../../domain/validation/zip';
import type { ValidationsResponse } from '../../domain/validation/validationFeedback';
import { ApiError } from '../../sdk/src/errors';
import { registrationFormFields } from '../../domain/validation/registrationForm';
import type { RegistrationChecks, RegistrationGateway } from './RegistrationGateway';

const TWIN = 'registration twin';

const refusal = (status: number, message: string, fields?: Record<string, string>, code?: string) =>
  new ApiError(message, { service: TWIN, operation: 'register', status, code, fields });

/**
 * The in-memory twin: `identities` are the provider's accounts without a customer (auth0_user_id → e-mail),
 * `referralCodes` the codes that exist, and a zip is recognised when well formed unless listed in
 * `unrecognisedZips`; `forbiddenZips` stand for callers outside the United States (403), as the sandbox's test zip
 * does. Registration checks the domain's rules and answers the service's refusals: 422 with fields, 403 for an
 * identity that cannot register, EMAIL_TAKEN for an address in use.
 */
export class MemoryRegistrationGateway implements RegistrationGateway {
  readonly identities = new Map<string, string>();
  readonly referralCodes = new Set<string>();
  readonly unrecognisedZips = new Set<string>();
  readonly forbiddenZips = new Set<string>();
  /** Customers created, by auth0_user_id. */
  readonly registered = new Map<string, CustomerInfo>();
  /** Every payload register was called with, in order. */
  readonly calls: RegistrationPayload[] = [];
  /** Every validate call, in order. */
  readonly checks: RegistrationChecks[] = [];
  /** Makes every call reject with this (a network failure). */
  failWith: Error | null = null;
  /** The day the birth-date rule counts age from. */
  today = new Date();
  private nextCustomerId = 2_000_001;

  async validate(checks: RegistrationChecks): Promise<ValidationsResponse> {
    this.checks.push({ ...checks });
    if (this.failWith) throw this.failWith;
    const { zip, referralCode } = checks;
    if (zip !== undefined && this.forbiddenZips.has(zip.trim())) return { error: true, http_status: 403 };
    return {
      ...(zip !== undefined ? { zip_code: { outcome: this.zipRecognised(zip) } } : {}),
      ...(referralCode !== undefined ? { referral_code: { outcome: this.referralCodeExists(referralCode) } } : {}),
    };
  }

  async register(payload: RegistrationPayload): Promise<CustomerInfo> {
    this.calls.push(payload);
    if (this.failWith) throw this.failWith;
    const { customer } = payload;
    const identity = customer.auth0_user_id.trim();
    const email = this.identities.get(identity);
    if (email === undefined || this.registered.has(identity) || email !== customer.email.trim().toLowerCase()) {
      // The sandbox's wording of this refusal lives with the sandbox; callers branch on the status only.
      throw refusal(403, 'This sign-in cannot register.', undefined, 'FORBIDDEN');
    }
    if (this.forbiddenZips.has(customer.zip.trim())) throw refusal(403, MESSAGES.FORBIDDEN, undefined, 'FORBIDDEN');
    const checked = validateRegistration(payload, this.today);
    const fields: Record<string, string> = checked.ok ? {} : { ...checked.fields };
    if (!fields.zip && !this.zipRecognised(customer.zip)) fields.zip = ACCOUNT_MESSAGES.ZIP_UNRECOGNISED;
    const code = customer.referral_code?.trim();
    if (!fields.referral_code && code && !this.referralCodeExists(code)) fields.referral_code = ACCOUNT_MESSAGES.REFERRAL_CODE_NOT_FOUND;
    if (!checked.ok || Object.keys(fields).length > 0) {
      throw refusal(422, MESSAGES.TRY_AGAIN, registrationFormFields(fields), 'VALIDATION_FAILED');
    }
    const value = checked.value.customer;
    if ([...this.registered.values()].some((info) => info.email === value.email)) {
      throw refusal(422, ACCOUNT_MESSAGES.EMAIL_TAKEN, { email: ACCOUNT_MESSAGES.EMAIL_IN_USE }, 'EMAIL_TAKEN');
    }
    const customerId = String(this.nextCustomerId++);
    const info = withCustomerInfoDefaults({
      customerId, firstName: value.first_name, lastName: '', email: value.email, birthDate: value.birth_date, zip: value.zip,
      referralCode: `${value.first_name.replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, 6) || 'CLIP'}${customerId.slice(-2)}`,
      referralLink: '', profilePictureURL: '', balance: 0, lifetimeEarnings: 0, joinDate: this.today.toISOString(),
      firstTransactionTimePassed: false, phoneNumber: '', auth0Accounts: [{ auth0AccountId: identity, connection: 'Username-Password-Authentication' }],
    });
    this.registered.set(identity, info);
    return info;
  }

  private zipRecognised(zip: string): boolean {
    return validateZip(zip).ok && !this.unrecognisedZips.has(zip.trim());
  }

  private referralCodeExists(code: string): boolean {
    const wanted = code.trim().toUpperCase();
    return [...this.referralCodes].some((known) => known.toUpperCase() === wanted);
  }
}
