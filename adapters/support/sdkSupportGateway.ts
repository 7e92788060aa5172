import type { ClipbackClients } from '../../sdk/src';
import type { SupportGateway } from './SupportGateway';

/** The support calls through the SDK (main service). */
export function sdkSupportGateway(api: ClipbackClients): SupportGateway {
  return {
    async helpdeskLogin(returnTo) {
      const { data } = await api.main.POST('/web_v1/helpdesk/login', {
        params: { query: { context: 'HELPCENTER' } },
        body: { variables: returnTo ? { return_to: returnTo } : {} },
      });
      if (!data) throw new Error('The help-desk login answered without a body');
      return data.data.redirect_url;
    },

    async sendReferralInvites(customerId, emails) {
      const { data } = await api.main.POST('/v2/customers/{id}/referral_invites.json', {
        params: { path: { id: customerId } },
        body: { emails: [...emails] },
      });
      if (!data) throw new Error('The referral invites call answered without a body');
      return data.invited;
    },

    async sendAppDownloadLink(phone) {
      await api.main.POST('/web_v1/app_download_links.json', { body: { phone } });
    },
  };
}
