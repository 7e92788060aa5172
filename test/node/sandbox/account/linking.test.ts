import { expect } from 'chai';
import * as MESSAGES from '../../../../domain/constants/messages';
import { DEFAULT_RETAILER_IDS, RETAILER_ID } from '../../../../domain/constants/retailers';
import { retailerLinkState } from '../../../../domain/retailers/linkState';
import type { ClipbackSdk } from '../../../../sdk/src';
import { DEMO_EMAIL, NEW_EMAIL } from '../support/sandbox';
import { consentReturn } from '../../../support/oauthConsent';
import { DEMO, FRIEND, NEW, apiError, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

const [MAPLE_AND_MAIN, BRIGHT_BASKET] = DEFAULT_RETAILER_IDS as [number, number];

describe('sandbox account: retailer account linking', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));
  const fresh = builtBefore(() => harness.sdkFor(NEW_EMAIL));
  const friend = builtBefore(() => harness.sdkFor(FRIEND.email));
  const links = (customerId: string) =>
    harness.sandbox.db.query<{ retailer_id: number; status: string }>(
      'SELECT retailer_id, status FROM credential_integrations WHERE customer_id = $1 ORDER BY retailer_id',
      [customerId],
    );

  describe('loyalty connections (email + password links)', () => {
    it('lists the customer’s links in every state, or one retailer’s', async () => {
      const { data } = await demo.main.GET('/account_linking/loyalty_connections', { params: { query: { customer_id: DEMO.id } } });
      const states = Object.fromEntries((data?.loyaltyConnections ?? []).map((link) => [link.retailerId, retailerLinkState(link.status, link.retailerId, link.locked ?? false)]));
      expect(states).to.deep.equal({
        [RETAILER_ID.FALLBACK_DEFAULT]: 'linked',
        [BRIGHT_BASKET]: 'failed',
        [RETAILER_ID.MFA]: 'actionRequired',
        [RETAILER_ID.DIRECT_INTEGRATION]: 'linked',
        [MAPLE_AND_MAIN]: 'pending',
      });
      const { data: one } = await demo.main.GET('/account_linking/loyalty_connections', { params: { query: { customer_id: DEMO.id, retailer_id: RETAILER_ID.MFA } } });
      expect(one?.loyaltyConnections).to.deep.equal([{ retailerId: RETAILER_ID.MFA, status: 'verified', locked: true }]);
      const { data: none } = await fresh.main.GET('/account_linking/loyalty_connections', { params: { query: { customer_id: NEW.id } } });
      expect(none?.loyaltyConnections).to.deep.equal([]);
    });

    it('links with e-mail and password: the link is pending', async () => {
      const { data } = await fresh.main.POST('/account_linking/link', {
        body: { customer_id: NEW.id, retailer_id: MAPLE_AND_MAIN, email: 'Sam.Shopper@example.com', password: 'hunter22', share_purchase_history: true },
      });
      expect(data).to.deep.equal({ retailerId: MAPLE_AND_MAIN, status: 'pending', locked: false });
      const row = await harness.sandbox.db.one('SELECT linked_email, share_purchase_history FROM credential_integrations WHERE customer_id = $1 AND retailer_id = $2', [NEW.id, MAPLE_AND_MAIN]);
      expect(row).to.deep.equal({ linked_email: 'sam.shopper@example.com', share_purchase_history: true });
    });

    it("refuses the same retailer account for another customer with 409 'Duplicate Account Found'", async () => {
      const error = await apiError(
        friend.main.POST('/account_linking/link', { body: { customer_id: FRIEND.id, retailer_id: MAPLE_AND_MAIN, email: 'sam.shopper@EXAMPLE.com', password: 'x' } }),
        409,
      );
      expect(error.code).to.equal('DUPLICATE_ACCOUNT');
      expect(error.message).to.equal('Duplicate Account Found');
      expect(await links(FRIEND.id)).to.deep.equal([{ retailer_id: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified' }]);
    });

    it('re-links a failed link (pending again) and refuses retailers that do not link with a password', async () => {
      const { data } = await demo.main.POST('/account_linking/link', { body: { customer_id: DEMO.id, retailer_id: BRIGHT_BASKET, email: DEMO.email, password: 'pw' } });
      expect(data?.status).to.equal('pending');
      await apiError(demo.main.POST('/account_linking/link', { body: { customer_id: DEMO.id, retailer_id: RETAILER_ID.DIRECT_INTEGRATION, email: DEMO.email, password: 'pw' } }), 400);
      await apiError(demo.main.POST('/account_linking/link', { body: { customer_id: DEMO.id, retailer_id: RETAILER_ID.HIDES_EXTENSION_HEADER, email: DEMO.email, password: 'pw' } }), 400);
      const unknown = await apiError(demo.main.POST('/account_linking/link', { body: { customer_id: DEMO.id, retailer_id: 987_654, email: DEMO.email, password: 'pw' } }), 404);
      expect(unknown.message).to.equal(MESSAGES.RETAILER_NOT_FOUND);
    });

    it('refuses a missing password or a bad e-mail with 400', async () => {
      await apiError(fresh.main.POST('/account_linking/link', { body: { customer_id: NEW.id, retailer_id: BRIGHT_BASKET, email: 'a@b.co', password: '' } }), 400);
      await apiError(fresh.main.POST('/account_linking/link', { body: { customer_id: NEW.id, retailer_id: BRIGHT_BASKET, email: 'not-an-email', password: 'x' } }), 400);
    });

    it('unlinks (204), then 404 when nothing is linked there', async () => {
      const { response } = await fresh.main.DELETE('/account_linking/unlink', { params: { query: { customer_id: NEW.id, retailer_id: MAPLE_AND_MAIN } } });
      expect(response.status).to.equal(204);
      expect(await links(NEW.id)).to.deep.equal([]);
      await apiError(fresh.main.DELETE('/account_linking/unlink', { params: { query: { customer_id: NEW.id, retailer_id: MAPLE_AND_MAIN } } }), 404);
    });

    it('unlinking 1408 also clears 4', async () => {
      await demo.main.DELETE('/account_linking/unlink', { params: { query: { customer_id: DEMO.id, retailer_id: RETAILER_ID.DIRECT_INTEGRATION } } });
      const left = (await links(DEMO.id)).map((link) => link.retailer_id);
      expect(left).not.to.include(RETAILER_ID.DIRECT_INTEGRATION);
      expect(left).not.to.include(RETAILER_ID.FALLBACK_DEFAULT);
      expect(left).to.include(RETAILER_ID.MFA);
    });
  });

  describe('direct integration (walmartOAuthService, retailer 1408)', () => {
    it('login answers a state and the consent page, whose Allow returns into the app with code and state; link marks 1408 verified', async () => {
      expect((await fresh.gateway.GET('/walmartOAuthService/fetchWalmartCustomerLinkingData')).data).to.deep.equal({ '1408': false });
      const { data: login } = await fresh.gateway.POST('/walmartOAuthService/walmartOAuthServiceLogin', { body: { goto: '/retailers/Grandmart_Superstore/1408' } });
      const url = await consentReturn(String(login?.redirect_uri));
      expect(`${url.origin}${url.pathname}`).to.equal(`${harness.origin}/retailers/Grandmart_Superstore/1408`);
      expect(url.searchParams.get('state')).to.equal(login?.state);
      const code = String(url.searchParams.get('code'));

      // Someone else cannot finish it; a wrong code is refused.
      await apiError(demo.gateway.POST('/walmartOAuthService/walmartLinkCustomerAccount', { body: { code, state: String(login?.state) } }), 403);
      await apiError(fresh.gateway.POST('/walmartOAuthService/walmartLinkCustomerAccount', { body: { code: 'wrong', state: String(login?.state) } }), 400);

      const { data: linked, response } = await fresh.gateway.POST('/walmartOAuthService/walmartLinkCustomerAccount', { body: { code, state: String(login?.state) } });
      expect(response.status).to.equal(200);
      expect(linked).to.deep.equal({ retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false });
      expect((await fresh.gateway.GET('/walmartOAuthService/fetchWalmartCustomerLinkingData')).data).to.deep.equal({ '1408': true });
      const { data: info } = await fresh.gateway.GET('/monolith/fetchCustomerInfo');
      expect(info?.credentialIntegrations).to.deep.include({ retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false });

      // The state is spent.
      const reused = await apiError(fresh.gateway.POST('/walmartOAuthService/walmartLinkCustomerAccount', { body: { code, state: String(login?.state) } }), 409);
      expect(reused.code).to.equal('CONFLICT');
      await apiError(fresh.gateway.POST('/walmartOAuthService/walmartLinkCustomerAccount', { body: { code, state: 'never-issued' } }), 400);
    });

    it('refuses a goto outside the app', async () => {
      for (const goto of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)', 'retailers/1408']) {
        const error = await apiError(fresh.gateway.POST('/walmartOAuthService/walmartOAuthServiceLogin', { body: { goto } }), 400);
        expect(error.fields, goto).to.have.property('goto');
      }
    });

    it('unlink clears 1408 and 4 (200 {unlinked: true}); again is 404', async () => {
      const { data: start } = await fresh.gateway.POST('/monolith/fetchLinkingUri', { body: { retailerId: RETAILER_ID.FALLBACK_DEFAULT, goto: '/home' } });
      const back = await consentReturn(String(start?.redirectUri));
      await fresh.gateway.POST('/walmartOAuthService/walmartLinkCustomerAccount', { body: { code: String(back.searchParams.get('code')), state: String(start?.directOAuthState) } });
      expect((await links(NEW.id)).map((link) => link.retailer_id)).to.deep.equal([RETAILER_ID.FALLBACK_DEFAULT, RETAILER_ID.DIRECT_INTEGRATION]);

      const { data } = await fresh.gateway.GET('/walmartOAuthService/walmartUnlinkCustomerAccount');
      expect(data).to.deep.equal({ unlinked: true });
      expect(await links(NEW.id)).to.deep.equal([]);
      await apiError(fresh.gateway.GET('/walmartOAuthService/walmartUnlinkCustomerAccount'), 404);
    });

    it('fetchLinkingUri refuses retailers without OAuth linking and unknown retailers', async () => {
      await apiError(fresh.gateway.POST('/monolith/fetchLinkingUri', { body: { retailerId: MAPLE_AND_MAIN, goto: '/home' } }), 400);
      await apiError(fresh.gateway.POST('/monolith/fetchLinkingUri', { body: { retailerId: 987_654, goto: '/home' } }), 404);
    });
  });
});
