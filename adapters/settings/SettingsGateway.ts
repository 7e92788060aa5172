import type { CustomerSetting, SettingsCollection } from '../../domain/privacy/customerSettings';
import type { PersonalDataFile, PersonalDataRequest } from '../../domain/privacy/personalDataRequest';

/**
 * The port for the account's settings (001 §3, §7): the signed-in customer's settings collections, the
 * e-mail settings an e-mailed link opens with its token (no sign-in; an authentication failure never signs
 * anyone out, 001 §6), and the right-to-access personal data file (001 §1).
 */
export interface SettingsGateway {
  /** GET settings.json: every collection (notifications, privacy categories…). */
  fetchSettings(customerId: string): Promise<SettingsCollection[]>;
  /** PUT settings/many.json with each setting's new value ('1'/'0' on the wire); answers the collections after. */
  updateSettings(customerId: string, settings: readonly CustomerSetting[]): Promise<SettingsCollection[]>;
  /** The e-mail settings a link's token opens; a bad or expired token rejects (AuthenticationError, 'Looks like that link is expired or invalid.'). */
  fetchEmailSettingsWithToken(token: string): Promise<SettingsCollection[]>;
  updateEmailSettingsWithToken(token: string, settings: readonly CustomerSetting[]): Promise<SettingsCollection[]>;
  /** Asks for the personal data file; answers the request (pending while the file is made). 429 when asked too often. */
  requestPersonalDataFile(customerId: string): Promise<PersonalDataRequest>;
  fetchPersonalDataRequest(customerId: string, requestId: string): Promise<PersonalDataRequest>;
  /** The file while it is available; 409 while pending, 410 once its 7 days are over. */
  downloadPersonalDataFile(customerId: string, requestId: string): Promise<PersonalDataFile>;
}
