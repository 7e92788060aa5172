import { expect } from 'chai';
import { DEMO_EMAIL } from '../support/sandbox';
import { DEMO, rawRequest } from './support';
import { useSharedSandbox, type SharedSandbox } from '../../../support/sharedSandbox';

const HUGE = 99_999_999_999;
const NUL = 'a\u0000b';

describe('sandbox account: odd input never gives a 5xx', function () {
  this.timeout(120_000);
  let token: string;
  const harness = useSharedSandbox();
  before(async () => {
    token = (await harness.tokenFor(DEMO_EMAIL)).accessToken;
  });

  const id = DEMO.id;
  const requests: [method: string, path: string, body?: unknown, headers?: Record<string, string>][] = [
    ['GET', `/api/main/v2/customers/${id}/earnings.json?limit=abc&before=yesterday`],
    ['GET', `/api/main/v2/customers/${id}/earnings.json?before=0000-01-01T00:00:00Z`],
    ['GET', `/api/main/v2/customers/${id}/receipts/%00.json`],
    ['GET', `/api/main/v2/customers/${id}/receipts/${encodeURIComponent(NUL)}.json`],
    ['GET', `/api/main/v2/customers/${id}/buyable_gift_cards/${'x'.repeat(3000)}.json`],
    ['GET', `/api/main/v2/customers/${encodeURIComponent('../../etc')}`],
    ['GET', `/api/main/v2/customers/${'9'.repeat(65)}`],
    ['PUT', `/api/main/v2/customers/${id}/settings/many.json`, { settings: {} }],
    ['PUT', `/api/main/v2/customers/${id}/settings/many.json`, { settings: { [NUL]: '1' } }],
    ['POST', `/api/main/v2/customers/${id}/retailer_favorites.json`, { retailer_ids: [HUGE] }],
    ['POST', `/api/main/v2/customers/${id}/retailer_favorites.json`, { retailer_ids: [1, 1] }],
    ['POST', `/api/main/v2/customers/${id}/retailer_favorites.json`, { retailer_ids: Array.from({ length: 600 }, (_, index) => index + 1) }],
    ['PUT', `/api/main/v2/customers/${id}/offers/${HUGE}.json`, { retailer_id: 1, offer_id: HUGE, activated_retailer_id: 1, activated: true, reward_ids: [], platform: 'SelectionChannelDetails_WEB' }],
    ['PUT', `/api/main/v2/customers/${id}/offers/500030.json`, { retailer_id: HUGE, offer_id: 500030, activated_retailer_id: HUGE, activated: true, reward_ids: [HUGE], segment_id: HUGE, platform: 'SelectionChannelDetails_WEB' }],
    ['PUT', `/api/main/v2/customers/${id}/offers/500030.json`, { retailer_id: 1545, offer_id: 500030, activated_retailer_id: 1545, activated: true, reward_ids: [], current_value: NUL, platform: 'SelectionChannelDetails_WEB' }],
    ['PUT', `/api/main/v2/customers/${id}/profile.json`, { first_name: NUL, password: NUL }],
    ['PUT', `/api/main/v2/customers/${id}/profile.json`, { email: `${'x'.repeat(5000)}@example.com`, password: 'x' }],
    ['POST', `/api/main/v2/customers/${id}/referral_invites.json`, { emails: [`a${NUL}@example.com`] }],
    ['GET', `/api/main/v2/customers/${id}/personal_data_requests/${encodeURIComponent(NUL)}.json`],
    ['GET', `/api/main/v2/retailers/${HUGE}/availability.json`],
    ['GET', '/api/main/v2/retailers/-1/availability.json'],
    ['POST', `/api/main/web_v1/customers/${id}/phone_verifications.json?phone=%2B1&customer_id=${id}`],
    ['POST', `/api/main/web_v1/customers/${id}/phone_verifications/${encodeURIComponent(NUL)}/verify.json`, { code: '1234567' }],
    ['POST', `/api/main/web_v1/customers/${id}/phone_verifications/x/resend.json`],
    ['POST', '/api/main/web_v1/helpdesk/login?context=HELPCENTER', { variables: { return_to: 'not a url' } }],
    ['POST', '/api/main/web_v1/helpdesk/login?context=OTHER', { variables: {} }],
    ['POST', '/api/main/web_v1/app_download_links.json', { phone: '+1' }],
    ['POST', '/api/main/web_v1/password_resets.json', { email: `a${NUL}b@example.com` }],
    ['POST', '/api/main/web_v1/email_confirmations.json', { token: NUL }],
    ['POST', '/api/main/web_v1/account_unlocks.json', { token: 'x'.repeat(100_000) }],
    ['POST', '/api/main/auth0_customers', { app_version: NUL, device_id: NUL, customer: { first_name: 'A', email: 'a@b.co', birth_date: '1990-01-01', auth0_user_id: NUL, zip: '80202' } }],
    ['POST', `/api/main/v1/validations.json?zip_code=${encodeURIComponent(NUL)}&referral_code=${encodeURIComponent(NUL)}`],
    ['POST', `/api/main/listToOffers`, { list: `milk\n${NUL}\n${'egg '.repeat(1200)}`, retailerId: 3443 }, { 'x-customer-id': id }],
    ['POST', `/api/main/listToOffers`, { list: 'milk', retailerId: HUGE }, { 'x-customer-id': id }],
    ['POST', `/api/main/listToOffers/feedback`, { frequency: 'often', additionalText: NUL, retailerId: HUGE }, { 'x-customer-id': id }],
    ['GET', `/api/main/account_linking/loyalty_connections?customer_id=${id}&retailer_id=${HUGE}`],
    ['POST', '/api/main/account_linking/link', { customer_id: id, retailer_id: HUGE, email: 'a@b.co', password: 'x' }],
    ['POST', '/api/main/account_linking/link', { customer_id: id, retailer_id: 5, email: 'a@b.co', password: NUL }],
    ['DELETE', `/api/main/account_linking/unlink?customer_id=${id}&retailer_id=${HUGE}`],
    ['POST', '/api/gateway/monolith/deleteUnlockedOffer', { offerId: HUGE }],
    ['POST', '/api/gateway/monolith/securityCheckupStatus', { securityCheckupContext: 'OTHER' }],
    ['POST', '/api/gateway/monolith/fetchWebAppConfigByKey', { key: NUL }],
    ['POST', '/api/gateway/monolith/changeCustomerInfo', { firstName: NUL }],
    ['POST', '/api/gateway/monolith/changeCustomerInfo', { birthDate: '2023-02-30' }],
    ['POST', '/api/gateway/monolith/fetchEmailSettingsWithToken', { token: NUL }],
    ['POST', '/api/gateway/monolith/updateEmailSettingsWithToken', { token: NUL, settings: { x: '1' } }],
    ['POST', '/api/gateway/monolith/fetchLinkingUri', { retailerId: HUGE, goto: '/x' }],
    ['POST', '/api/gateway/monolith/fetchLinkingUri', { retailerId: 4, goto: `/x${NUL}` }],
    ['POST', '/api/gateway/monolith/logout', { returnTo: 'http://[::1', userClickedLogout: true }],
    ['POST', '/api/gateway/walmartOAuthService/walmartOAuthServiceLogin', { goto: 'http://%' }],
    ['POST', '/api/gateway/walmartOAuthService/walmartLinkCustomerAccount', { code: NUL, state: NUL }],
    ['POST', '/api/gateway/walmartOAuthService/walmartLinkCustomerAccount', '{"code": "a", "state": '],
  ];

  it('answers every odd request below 500', async () => {
    const failures: string[] = [];
    for (const [method, path, body, headers] of requests) {
      const { status, body: answer } = await rawRequest(harness, method, path, {
        token,
        ...(body !== undefined ? { body: body as string | object } : {}),
        ...(headers ? { headers } : {}),
      });
      if (status >= 500) failures.push(`${method} ${path.slice(0, 120)} → ${status} ${JSON.stringify(answer).slice(0, 300)}`);
    }
    expect(failures).to.deep.equal([]);
  });

  it('answers GraphQL changeCustomerInfo odd input as BAD_USER_INPUT, not INTERNAL', async () => {
    const { status, body } = await rawRequest(harness, 'POST', '/api/graphql', {
      token,
      body: { query: 'mutation($f: String, $b: Date) { changeCustomerInfo(firstName: $f, birthDate: $b) { customerId } }', variables: { f: NUL, b: 'soon' } },
    });
    // A NUL in a variable is refused before execution: no resolver sees it.
    expect(status).to.equal(400);
    expect(body.data).to.equal(undefined);
    expect(body.errors?.[0]?.extensions?.code).to.equal('BAD_USER_INPUT');
  });
});
