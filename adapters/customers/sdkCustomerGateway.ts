import type { ClipbackClients, MainApi } from '../../sdk/src';
import { withCustomerInfoDefaults, type CustomerInfo } from '../../domain/customers/customerInfo';
import { rethrowWithFieldsRenamed } from '../http/renamedFields';
import type { CustomerGateway, ProfileChanges } from './CustomerGateway';

type WireCustomerInfo = MainApi.components['schemas']['CustomerInfo'];

/** Wire customer info (nullable fields) to the domain's shape (empty text where the API sent nothing). */
export function toCustomerInfo(wire: WireCustomerInfo): CustomerInfo {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return withCustomerInfoDefaults({
    customerId: String(wire.customerId),
    firstName: text(wire.firstName),
    lastName: text(wire.lastName),
    email: text(wire.email),
    birthDate: text(wire.birthDate),
    zip: text(wire.zip),
    referralCode: text(wire.referralCode),
    referralLink: text(wire.referralLink),
    profilePictureURL: text(wire.profilePictureURL),
    balance: typeof wire.balance === 'number' ? wire.balance : 0,
    lifetimeEarnings: typeof wire.lifetimeEarnings === 'number' ? wire.lifetimeEarnings : 0,
    minimumPaypalAmount: typeof wire.minimumPaypalAmount === 'number' ? wire.minimumPaypalAmount : null,
    joinDate: text(wire.joinDate),
    firstTransactionTimePassed: wire.firstTransactionTimePassed === true,
    phoneNumber: text(wire.phoneNumber),
    auth0Accounts: (wire.auth0Accounts ?? []).map((account) => ({ auth0AccountId: String(account.auth0AccountId ?? ''), connection: String(account.connection ?? '') })),
  });
}

export function sdkCustomerGateway(api: ClipbackClients): CustomerGateway {
  return {
    async fetchCustomerInfo(customerId) {
      const { data } = await api.main.GET('/v2/customers/{id}', { params: { path: { id: customerId } } });
      if (!data) throw new Error('The customer call answered without a body');
      return toCustomerInfo(data);
    },

    async changeProfile(customerId, changes, password) {
      const { data } = await api.main
        .PUT('/v2/customers/{id}/profile.json', {
          params: { path: { id: customerId } },
          body: { ...wireProfileChanges(changes), password },
        })
        .catch(rethrowWithFieldsRenamed(profileFieldNames));
      if (!data) throw new Error('The profile call answered without a body');
      return toCustomerInfo(data);
    },
  };
}

/** ProfileChanges' names on the wire (snake case), and back for a refusal's field map. */
const WIRE_PROFILE_FIELD = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  birthDate: 'birth_date',
  zip: 'zip',
} as const satisfies Record<keyof ProfileChanges, string>;

function wireProfileChanges(changes: ProfileChanges): Partial<Record<(typeof WIRE_PROFILE_FIELD)[keyof ProfileChanges], string>> {
  const wire: Partial<Record<(typeof WIRE_PROFILE_FIELD)[keyof ProfileChanges], string>> = {};
  for (const [name, wireName] of Object.entries(WIRE_PROFILE_FIELD) as [keyof ProfileChanges, (typeof WIRE_PROFILE_FIELD)[keyof ProfileChanges]][]) {
    const value = changes[name];
    if (value !== undefined) wire[wireName] = value;
  }
  return wire;
}

/** A refusal's field map keyed by ProfileChanges' names, so forms match their own fields. */
function profileFieldNames(fields: Readonly<Record<string, string>>): Record<string, string> {
  const byWireName = new Map<string, string>(Object.entries(WIRE_PROFILE_FIELD).map(([name, wireName]) => [wireName, name]));
  return Object.fromEntries(Object.entries(fields).map(([name, text]) => [byWireName.get(name) ?? name, text]));
}
