import type { PhoneVerification } from '../../domain/customers/phoneVerification';
import type { SecurityCheckupItem } from '../../domain/customers/securityCheckup';

/**
 * The port for the account's security (001 §4, §7): the security checkup, e-mail confirmation, phone
 * verification and the e-mailed unlock link. A refusal rejects with the service's status, code and field map
 * (read them with serviceRefusalOf): an expired or unknown link 410 with 'Looks like that link is expired or
 * invalid.', a phone verified by another account 409 PHONE_TAKEN, a wrong code 400 with fields.code.
 */
export interface AccountSecurityGateway {
  /** The signed-in customer's checkup items, in the service's order (gateway monolith/securityCheckupStatus). */
  checkupStatus(): Promise<SecurityCheckupItem[]>;
  /** E-mails the signed-in customer a confirmation link; answers the address it went to. */
  sendEmailConfirmation(): Promise<{ email: string }>;
  /** Confirms an address with the token of the e-mailed link (no sign-in needed: the token is the proof). */
  confirmEmail(token: string): Promise<{ email: string }>;
  /** Texts a 7-digit code to `phone` (any US spelling); answers the verification to enter it against. */
  createPhoneVerification(customerId: string, phone: string): Promise<PhoneVerification>;
  verifyPhoneCode(customerId: string, verificationId: string, code: string): Promise<PhoneVerification>;
  resendPhoneCode(customerId: string, verificationId: string): Promise<PhoneVerification>;
  /** Unlocks an account locked after too many wrong passwords, with the token of the e-mailed link. */
  unlockAccount(token: string): Promise<void>;
}
