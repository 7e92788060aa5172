import * as MESSAGES from '../../domain/constants/messages';
import { DAY_MS } from '../../domain/constants/timing';
import type { CustomerSetting, SettingsCollection } from '../../domain/privacy/customerSettings';
import { isPersonalDataFileAvailable, PERSONAL_DATA_FILE_DAYS } from '../../domain/privacy/personalDataFile';
import { isPrivacySettingId } from '../../domain/privacy/privacySettings';
import type { PersonalDataFile, PersonalDataRequest } from '../../domain/privacy/personalDataRequest';
import { ApiError, AuthenticationError } from '../../sdk/src/errors';
import { notSignedIn, refused } from '../twinRefusals';
import type { SettingsGateway } from './SettingsGateway';

const TWIN = 'settings twin';

/** A setting the twin knows, with the collection it belongs to. */
export interface TwinSettingDefinition extends CustomerSetting {
  collection: string;
}

/** The sandbox's definitions (migration 002), so tests read what the app shows against it. */
export const TWIN_SETTING_DEFINITIONS: readonly TwinSettingDefinition[] = [
  { id: 'limit_ad_tracking', collection: 'Advertising', name: 'Limit ad tracking', show: true, value: false, type: 'checkbox' },
  { id: 'limit_use_of_pi', collection: 'Analytics', name: 'Limit the use of my personal information', show: true, value: false, type: 'checkbox' },
  { id: 'dont_sell_or_share_pi', collection: 'SaleOfInfo', name: 'Do not sell or share my personal information', show: true, value: false, type: 'checkbox' },
  { id: 'email_new_offers', collection: 'Email', name: 'New offers and deals', show: true, value: true, type: 'checkbox' },
  { id: 'email_bonuses', collection: 'Email', name: 'Bonus reminders', show: true, value: true, type: 'checkbox' },
  { id: 'email_earnings', collection: 'Email', name: 'Earnings and withdrawals', show: true, value: true, type: 'checkbox' },
  { id: 'email_product_news', collection: 'Email', name: 'Product news and tips', show: true, value: false, type: 'checkbox' },
];

/** As the service: a file takes a moment to make, and a customer may ask three times a day. */
const PREPARATION_MS = 5_000;
const REQUESTS_PER_DAY = 3;

interface TwinRequest {
  id: string;
  customerId: string;
  requestedAt: Date;
}

/**
 * The in-memory twin: `customers` are the ids the signed-in caller may read (any other id 403, a visitor
 * `signedIn` false 401); `values` holds each customer's changed values over the definitions' defaults; e-mail
 * tokens (`emailTokens`, token → customer id and expiry) open only the non-privacy settings, and a bad or
 * expired one is refused as the service refuses it (401 TOKEN_INVALID). Personal data requests are pending
 * for a few seconds of `now()`, then ready for 7 days.
 */
export class MemorySettingsGateway implements SettingsGateway {
  readonly customers = new Set<string>();
  readonly values = new Map<string, Map<string, boolean>>();
  readonly emailTokens = new Map<string, { customerId: string; expiresAt: Date }>();
  readonly requests: TwinRequest[] = [];
  /** Calls made, newest last: `<method> <argument>` (tests assert what was sent). */
  readonly calls: string[] = [];
  failWith: Error | null = null;
  signedIn = true;
  now: () => Date = () => new Date();

  async fetchSettings(customerId: string): Promise<SettingsCollection[]> {
    this.own(customerId, 'fetchSettings');
    return this.collectionsOf(customerId, 'all');
  }

  async updateSettings(customerId: string, settings: readonly CustomerSetting[]): Promise<SettingsCollection[]> {
    this.own(customerId, 'updateSettings');
    this.save(customerId, settings, 'all', 'updateSettings');
    return this.collectionsOf(customerId, 'all');
  }

  async fetchEmailSettingsWithToken(token: string): Promise<SettingsCollection[]> {
    return this.collectionsOf(this.customerOfToken(token, 'fetchEmailSettingsWithToken'), 'email');
  }

  async updateEmailSettingsWithToken(token: string, settings: readonly CustomerSetting[]): Promise<SettingsCollection[]> {
    const customerId = this.customerOfToken(token, 'updateEmailSettingsWithToken');
    this.save(customerId, settings, 'email', 'updateEmailSettingsWithToken');
    return this.collectionsOf(customerId, 'email');
  }

  async requestPersonalDataFile(customerId: string): Promise<PersonalDataRequest> {
    this.own(customerId, 'requestPersonalDataFile');
    const now = this.now();
    const today = this.requests.filter((request) => request.customerId === customerId && now.getTime() - request.requestedAt.getTime() < DAY_MS);
    if (today.length >= REQUESTS_PER_DAY) {
      throw new ApiError('Too many requests. Please wait a while and try again.', { service: TWIN, operation: 'requestPersonalDataFile', status: 429, code: 'RATE_LIMITED' });
    }
    const request = { id: `pdr-${customerId}-${this.requests.length + 1}`, customerId, requestedAt: now };
    this.requests.push(request);
    return this.statusOf(request);
  }

  async fetchPersonalDataRequest(customerId: string, requestId: string): Promise<PersonalDataRequest> {
    return this.statusOf(this.request(customerId, requestId, 'fetchPersonalDataRequest'));
  }

  async downloadPersonalDataFile(customerId: string, requestId: string): Promise<PersonalDataFile> {
    const request = this.statusOf(this.request(customerId, requestId, 'downloadPersonalDataFile'));
    const operation = 'downloadPersonalDataFile';
    if (request.status === 'pending') throw new ApiError('Not ready yet.', { service: TWIN, operation, status: 409, code: 'NOT_READY' });
    if (request.status === 'expired') throw new ApiError('No longer available.', { service: TWIN, operation, status: 410, code: 'EXPIRED' });
    const contents = JSON.stringify({ generatedAt: this.now().toISOString(), customer: { customerId }, settings: this.collectionsOf(customerId, 'all') }, null, 2);
    return { fileName: 'clipback-personal-data.json', contents };
  }

  private collectionsOf(customerId: string, scope: 'all' | 'email'): SettingsCollection[] {
    const changed = this.values.get(customerId);
    const collections = new Map<string, CustomerSetting[]>();
    for (const { collection, ...definition } of TWIN_SETTING_DEFINITIONS) {
      if (scope === 'email' && isPrivacySettingId(definition.id)) continue;
      const setting = { ...definition, value: changed?.get(definition.id) ?? definition.value };
      collections.set(collection, [...(collections.get(collection) ?? []), setting]);
    }
    return [...collections].map(([name, settings]) => ({ name, settings }));
  }

  private save(customerId: string, settings: readonly CustomerSetting[], scope: 'all' | 'email', operation: string): void {
    const fields: Record<string, string> = {};
    if (settings.length === 0) fields.settings = 'Choose at least one setting.';
    for (const { id } of settings) {
      if (!TWIN_SETTING_DEFINITIONS.some((definition) => definition.id === id)) fields[`settings.${id}`] = 'This setting does not exist.';
      else if (scope === 'email' && isPrivacySettingId(id)) fields[`settings.${id}`] = 'Only e-mail settings can be changed from an e-mail link.';
    }
    if (Object.keys(fields).length > 0) throw new ApiError('This value is not valid.', { service: TWIN, operation, status: 400, fields });
    const values = this.values.get(customerId) ?? new Map<string, boolean>();
    for (const { id, value } of settings) values.set(id, value);
    this.values.set(customerId, values);
    this.calls.push(`${operation} ${settings.map(({ id, value }) => `${id}=${value ? 1 : 0}`).join(',')}`);
  }

  private customerOfToken(token: string, operation: string): string {
    if (this.failWith) throw this.failWith;
    const entry = this.emailTokens.get(token);
    if (!entry || entry.expiresAt.getTime() <= this.now().getTime()) {
      throw new AuthenticationError(MESSAGES.TOKEN_EXPIRED, { service: TWIN, operation, status: 401, code: 'TOKEN_INVALID' });
    }
    return entry.customerId;
  }

  private request(customerId: string, requestId: string, operation: string): TwinRequest {
    this.own(customerId, operation);
    const request = this.requests.find((candidate) => candidate.id === requestId && candidate.customerId === customerId);
    if (!request) throw refused(404, 'Not found.', TWIN, operation);
    return request;
  }

  private statusOf(request: TwinRequest): PersonalDataRequest {
    const readyAt = new Date(request.requestedAt.getTime() + PREPARATION_MS);
    const now = this.now();
    if (now.getTime() < readyAt.getTime()) return { id: request.id, status: 'pending', requestedAt: request.requestedAt, readyAt: null, expiresAt: null };
    const status = isPersonalDataFileAvailable(readyAt, now) ? 'ready' : 'expired';
    return { id: request.id, status, requestedAt: request.requestedAt, readyAt, expiresAt: new Date(readyAt.getTime() + PERSONAL_DATA_FILE_DAYS * DAY_MS) };
  }

  private own(customerId: string, operation: string): void {
    if (this.failWith) throw this.failWith;
    if (!this.signedIn) throw notSignedIn(TWIN, operation);
    if (!this.customers.has(customerId)) throw refused(403, `Customer ${customerId} is not the signed-in customer`, TWIN, operation);
  }
}
