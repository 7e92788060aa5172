import type { ClipbackClients } from '../../sdk/src';
import type { PhoneVerification } from '../../domain/customers/phoneVerification';
import { requireBody } from '../http/sdkAnswers';
import type { AccountSecurityGateway } from './AccountSecurityGateway';

const toPhoneVerification = (wire: PhoneVerification): PhoneVerification => ({
  id: wire.id,
  referenceId: wire.referenceId,
  phoneNumber: wire.phoneNumber,
  verified: wire.verified,
});

/** The SDK's errors pass through as they are: callers read status, code and fields with serviceRefusalOf. */
export function sdkAccountSecurityGateway(api: ClipbackClients): AccountSecurityGateway {
  return {
    async checkupStatus() {
      const data = await requireBody(api.gateway.POST('/monolith/securityCheckupStatus', { body: {} }), 'securityCheckupStatus');
      return data.items.map(({ id, name, status }) => ({ id, name, status }));
    },

    async sendEmailConfirmation() {
      const data = await requireBody(api.gateway.GET('/monolith/sendEmailConfirmation', {}), 'sendEmailConfirmation');
      return { email: data.email ?? '' };
    },

    async confirmEmail(token) {
      const data = await requireBody(api.main.POST('/web_v1/email_confirmations.json', { body: { token } }), 'confirmEmail');
      return { email: data.email ?? '' };
    },

    async createPhoneVerification(customerId, phone) {
      const data = await requireBody(
        api.main.POST('/web_v1/customers/{id}/phone_verifications.json', {
          params: { path: { id: customerId }, query: { phone, customer_id: customerId } },
        }),
        'createPhoneVerification',
      );
      return toPhoneVerification(data);
    },

    async verifyPhoneCode(customerId, verificationId, code) {
      const data = await requireBody(
        api.main.POST('/web_v1/customers/{id}/phone_verifications/{verificationId}/verify.json', {
          params: { path: { id: customerId, verificationId } },
          body: { code },
        }),
        'verifyPhoneCode',
      );
      return toPhoneVerification(data);
    },

    async resendPhoneCode(customerId, verificationId) {
      const data = await requireBody(
        api.main.POST('/web_v1/customers/{id}/phone_verifications/{verificationId}/resend.json', {
          params: { path: { id: customerId, verificationId } },
        }),
        'resendPhoneCode',
      );
      return toPhoneVerification(data);
    },

    async unlockAccount(token) {
      await requireBody(api.main.POST('/web_v1/account_unlocks.json', { body: { token } }), 'unlockAccount');
    },
  };
}
