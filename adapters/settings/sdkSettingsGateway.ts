import type { ClipbackClients, MainApi } from '../../sdk/src';
import type { SettingsCollection } from '../../domain/privacy/customerSettings';
import type { PersonalDataRequest } from '../../domain/privacy/personalDataRequest';
import { settingsCollectionFromWire, settingsUpdateMap } from '../../domain/privacy/settingsWire';
import type { SettingsGateway } from './SettingsGateway';

type WireSettingsResponse = MainApi.components['schemas']['SettingsResponse'];
type WirePersonalDataRequest = MainApi.components['schemas']['PersonalDataRequest'];

/** The file name when the answer does not name one (the sandbox's Content-Disposition always does). */
const DEFAULT_PERSONAL_DATA_FILE_NAME = 'personal-data.json';

function collectionsOf(wire: WireSettingsResponse | undefined): SettingsCollection[] {
  if (!wire) throw new Error('The settings call answered without a body');
  return wire.settings_collections.map(settingsCollectionFromWire);
}

function toPersonalDataRequest(wire: WirePersonalDataRequest | undefined): PersonalDataRequest {
  if (!wire) throw new Error('The personal data call answered without a body');
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  return {
    id: wire.id,
    status: wire.status,
    requestedAt: new Date(wire.requestedAt),
    readyAt: date(wire.readyAt),
    expiresAt: date(wire.expiresAt),
  };
}

/** The file name a Content-Disposition header gives (`attachment; filename="…"`), or the default. */
function attachmentName(header: string | null): string {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1]?.trim() || DEFAULT_PERSONAL_DATA_FILE_NAME;
}

/**
 * The settings port on the SDK. Refusals reach the caller as the SDK's errors (status, code, fields). The
 * e-mail-token calls are on the SDK's list of calls whose authentication failure does not fire
 * onAuthenticationError (sdk/src/services.ts AUTH_CALLBACK_EXEMPT_CALLS), so an expired link never signs out.
 */
export function sdkSettingsGateway(api: ClipbackClients): SettingsGateway {
  const customerPath = (customerId: string) => ({ path: { id: customerId } });
  return {
    async fetchSettings(customerId) {
      const { data } = await api.main.GET('/v2/customers/{id}/settings.json', { params: customerPath(customerId) });
      return collectionsOf(data);
    },

    async updateSettings(customerId, settings) {
      const { data } = await api.main.PUT('/v2/customers/{id}/settings/many.json', {
        params: customerPath(customerId),
        body: { settings: settingsUpdateMap(settings) },
      });
      return collectionsOf(data);
    },

    async fetchEmailSettingsWithToken(token) {
      const { data } = await api.gateway.POST('/monolith/fetchEmailSettingsWithToken', { body: { token } });
      return collectionsOf(data);
    },

    async updateEmailSettingsWithToken(token, settings) {
      const { data } = await api.gateway.POST('/monolith/updateEmailSettingsWithToken', {
        body: { token, settings: settingsUpdateMap(settings) },
      });
      return collectionsOf(data);
    },

    async requestPersonalDataFile(customerId) {
      const { data } = await api.main.POST('/v2/customers/{id}/personal_data_requests.json', { params: customerPath(customerId) });
      return toPersonalDataRequest(data);
    },

    async fetchPersonalDataRequest(customerId, requestId) {
      const { data } = await api.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}.json', {
        params: { path: { id: customerId, requestId } },
      });
      return toPersonalDataRequest(data);
    },

    async downloadPersonalDataFile(customerId, requestId) {
      const { data, response } = await api.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}/file', {
        params: { path: { id: customerId, requestId } },
      });
      if (!data) throw new Error('The personal data file answered without a body');
      return { fileName: attachmentName(response.headers.get('Content-Disposition')), contents: JSON.stringify(data, null, 2) };
    },
  };
}
