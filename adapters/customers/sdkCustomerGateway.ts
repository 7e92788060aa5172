import type { ClipbackClients, MainApi } from '../../sdk/src';
import { withCustomerInfoDefaults, type CustomerInfo } from '../../domain/customers/customerInfo';
import type { CustomerGateway } from './CustomerGateway';

type WireCustomerInfo = MainApi.components['schemas']['CustomerInfo'];

/** Wire customer info (nullable fields) to the domain's shape (empty text where the API sent nothing). */
function toCustomerInfo(wire: WireCustomerInfo): CustomerInfo {
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
  };
}
