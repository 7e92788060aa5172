import { expect } from 'chai';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../../domain/constants/retailers';
import type { ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL } from '../support/sandbox';
import { DEMO, DEMO_PASSWORD, FRIEND, apiError, freshIdentity, rawRequest, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

/** Every table a customer-scoped call could write to. */
const TABLES = [
  'customers', 'identity_accounts', 'customer_settings', 'customer_security_checkup', 'favorite_retailers', 'unlocked_offers',
  'referral_invites', 'personal_data_requests', 'phone_verifications', 'credential_integrations', 'shopping_lists',
  'list_to_offers_feedback', 'outbox_messages', 'oauth_link_states', 'email_confirmations', 'account_unlock_tokens',
];

describe('sandbox account: every customer-scoped call is the caller’s own (403 for anyone else, nothing changes)', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));
  const friend = builtBefore(() => harness.sdkFor(FRIEND.email));
  let friendRequestId: string;
  let friendVerificationId: string;
  let receiptId: string;
  let giftCardId: string;
  let offer: { id: number; retailer_id: number };

  async function snapshot(): Promise<Record<string, unknown[]>> {
    const entries = await Promise.all(
      TABLES.map(async (table) => [table, await harness.sandbox.db.query(`SELECT * FROM ${table} ORDER BY 1, 2`)] as const),
    );
    return Object.fromEntries(entries);
  }

  before(async () => {
    const { data: request } = await friend.main.POST('/v2/customers/{id}/personal_data_requests.json', { params: { path: { id: FRIEND.id } } });
    friendRequestId = String(request?.id);
    const { data: verification } = await friend.main.POST('/web_v1/customers/{id}/phone_verifications.json', {
      params: { path: { id: FRIEND.id }, query: { phone: '3035550155', customer_id: FRIEND.id } },
    });
    friendVerificationId = String(verification?.id);
    receiptId = `rcpt-${DEMO.id}-1`;
    giftCardId = String((await harness.sandbox.db.one<{ id: string }>('SELECT id FROM buyable_gift_cards ORDER BY id LIMIT 1'))?.id);
    const row = await harness.sandbox.db.one<{ id: number; retailer_id: number }>(
      `SELECT o.id, r.retailer_id FROM offers o JOIN offer_retailers r ON r.offer_id = o.id
        WHERE (o.expiration IS NULL OR o.expiration > now()) AND NOT EXISTS (SELECT 1 FROM offer_rewards x WHERE x.offer_id = o.id)
        ORDER BY o.id LIMIT 1`,
    );
    if (!row) throw new Error('no offer');
    offer = row;
  });

  /** [label, call] for every operation that names a customer, made by the demo for the friend. */
  const calls = (): [string, () => Promise<unknown>][] => {
    const id = FRIEND.id;
    return [
      ['getCustomer', () => demo.main.GET('/v2/customers/{id}', { params: { path: { id } } })],
      ['getCustomerSettings', () => demo.main.GET('/v2/customers/{id}/settings.json', { params: { path: { id } } })],
      ['updateCustomerSettings', () => demo.main.PUT('/v2/customers/{id}/settings/many.json', { params: { path: { id } }, body: { settings: { limit_ad_tracking: '1' } } })],
      ['listCustomerEarnings', () => demo.main.GET('/v2/customers/{id}/earnings.json', { params: { path: { id } } })],
      ['getCustomerEarningsSummary', () => demo.main.GET('/v2/customers/{id}/earnings/summary.json', { params: { path: { id } } })],
      ['getCustomerEarningsItem', () => demo.main.GET('/v2/customers/{id}/earnings/{itemId}.json', { params: { path: { id, itemId: 'earn-any' } } })],
      ['getCustomerReceipt', () => demo.main.GET('/v2/customers/{id}/receipts/{receiptId}.json', { params: { path: { id, receiptId } } })],
      ['getBuyableGiftCard', () => demo.main.GET('/v2/customers/{id}/buyable_gift_cards/{giftCardId}.json', { params: { path: { id, giftCardId } } })],
      ['saveRetailerFavorites', () => demo.main.POST('/v2/customers/{id}/retailer_favorites.json', { params: { path: { id } }, body: { retailer_ids: [RETAILER_ID.MFA] } })],
      ['unlockOffer', () => demo.main.PUT('/v2/customers/{customerId}/offers/{offerId}.json', {
        params: { path: { customerId: id, offerId: offer.id } },
        body: { retailer_id: offer.retailer_id, offer_id: offer.id, activated_retailer_id: offer.retailer_id, activated: true, reward_ids: [], platform: 'SelectionChannelDetails_WEB' },
      })],
      ['updateProfileWithPassword', () => demo.main.PUT('/v2/customers/{id}/profile.json', { params: { path: { id } }, body: { last_name: 'Hacked', password: DEMO_PASSWORD } })],
      ['sendReferralInvites', () => demo.main.POST('/v2/customers/{id}/referral_invites.json', { params: { path: { id } }, body: { emails: ['x@example.com'] } })],
      ['requestPersonalDataFile', () => demo.main.POST('/v2/customers/{id}/personal_data_requests.json', { params: { path: { id } } })],
      ['getPersonalDataRequest', () => demo.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}.json', { params: { path: { id, requestId: friendRequestId } } })],
      ['downloadPersonalDataFile', () => demo.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}/file', { params: { path: { id, requestId: friendRequestId } } })],
      ['createPhoneVerification', () => demo.main.POST('/web_v1/customers/{id}/phone_verifications.json', { params: { path: { id }, query: { phone: '3035550166', customer_id: id } } })],
      ['createPhoneVerification (own path, other customer_id)', () => demo.main.POST('/web_v1/customers/{id}/phone_verifications.json', { params: { path: { id: DEMO.id }, query: { phone: '3035550166', customer_id: id } } })],
      ['verifyPhoneCode', () => demo.main.POST('/web_v1/customers/{id}/phone_verifications/{verificationId}/verify.json', { params: { path: { id, verificationId: friendVerificationId } }, body: { code: '1234567' } })],
      ['resendPhoneCode', () => demo.main.POST('/web_v1/customers/{id}/phone_verifications/{verificationId}/resend.json', { params: { path: { id, verificationId: friendVerificationId } } })],
      ['getLoyaltyConnections', () => demo.main.GET('/account_linking/loyalty_connections', { params: { query: { customer_id: id } } })],
      ['linkRetailerAccount', () => demo.main.POST('/account_linking/link', { body: { customer_id: id, retailer_id: DEFAULT_RETAILER_IDS[1] as number, email: 'x@example.com', password: 'pw' } })],
      ['finishMfaLink', () => demo.main.POST('/account_linking/mfa', { body: { customer_id: id, retailer_id: RETAILER_ID.MFA, code: '246810' } })],
      ['unlinkRetailerAccount', () => demo.main.DELETE('/account_linking/unlink', { params: { query: { customer_id: id, retailer_id: RETAILER_ID.DIRECT_INTEGRATION } } })],
      ['matchShoppingList', () => demo.main.POST('/listToOffers', { params: { header: { 'X-Customer-Id': id } }, body: { list: 'milk', retailerId: DEFAULT_RETAILER_IDS[0] as number } })],
      ['getShoppingList', () => demo.main.GET('/listToOffers', { params: { header: { 'X-Customer-Id': id } } })],
      ['submitListToOffersFeedback', () => demo.main.POST('/listToOffers/feedback', { params: { header: { 'X-Customer-Id': id } }, body: { frequency: 'often' } })],
    ];
  };

  it('answers 403 FORBIDDEN to each, and no table changes', async () => {
    const before = await snapshot();
    for (const [label, call] of calls()) {
      const error = await apiError(call(), 403).catch((failure) => {
        throw new Error(`${label}: ${(failure as Error).message}`);
      });
      expect(error.code, label).to.equal('FORBIDDEN');
    }
    expect(await snapshot()).to.deep.equal(before);
  });

  it('the same calls for the caller’s own id do not answer 403 (the checks are not blanket refusals)', async () => {
    const own = await harness.sdkFor(FRIEND.email);
    const { data } = await own.main.GET('/v2/customers/{id}', { params: { path: { id: FRIEND.id } } });
    expect(data?.customerId).to.equal(FRIEND.id);
    const { data: request } = await own.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}.json', { params: { path: { id: FRIEND.id, requestId: friendRequestId } } });
    expect(request?.id).to.equal(friendRequestId);
  });

  it('a sub-resource of another customer under one’s own id is 404, not a leak', async () => {
    await apiError(demo.main.GET('/v2/customers/{id}/personal_data_requests/{requestId}.json', { params: { path: { id: DEMO.id, requestId: friendRequestId } } }), 404);
    await apiError(demo.main.POST('/web_v1/customers/{id}/phone_verifications/{verificationId}/verify.json', {
      params: { path: { id: DEMO.id, verificationId: friendVerificationId } }, body: { code: '1234567' },
    }), 404);
    const friendReceipt = await friend.main.GET('/v2/customers/{id}/receipts/{receiptId}.json', { params: { path: { id: FRIEND.id, receiptId } } }).catch((error) => error);
    expect(friendReceipt.status).to.equal(404);
  });

  it('a signed-in identity without a customer gets 403 on customer calls and the gateway’s account calls', async () => {
    const identity = await freshIdentity(harness);
    const before = await snapshot();
    await apiError(identity.sdk.main.GET('/v2/customers/{id}', { params: { path: { id: DEMO.id } } }), 403);
    await apiError(identity.sdk.gateway.GET('/monolith/fetchCustomerInfo'), 403);
    await apiError(identity.sdk.gateway.POST('/monolith/changeCustomerInfo', { body: { zip: '80202' } }), 403);
    await apiError(identity.sdk.gateway.POST('/monolith/securityCheckupStatus', {}), 403);
    await apiError(identity.sdk.gateway.POST('/walmartOAuthService/walmartOAuthServiceLogin', { body: { goto: '/home' } }), 403);
    await apiError(identity.sdk.main.POST('/web_v1/helpdesk/login', { params: { query: { context: 'HELPCENTER' } }, body: { variables: {} } }), 403);
    const { status } = await rawRequest(harness, 'GET', '/api/main/listToOffers', { token: identity.accessToken, headers: { 'x-customer-id': DEMO.id } });
    expect(status).to.equal(403);
    expect(await snapshot()).to.deep.equal(before);
  });
});
