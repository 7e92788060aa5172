import { expect } from 'chai';
import { SECURITY_CHECKUP_STATUS } from '../../../../domain/customers/securityCheckup';
import * as MESSAGES from '../../../../domain/constants/messages';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import type { ClipbackSdk } from '../../../../sdk/src';
import { SANDBOX_RETAILER_ID } from '../../../../scripts/sandbox/seed/fixtures';
import { DEMO_EMAIL, NEW_EMAIL } from '../support/sandbox';
import { DEMO, FRIEND, NEW, apiError, rawRequest, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

describe('sandbox account: customer reads, settings, favourites (main + gateway monolith)', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));
  const fresh = builtBefore(() => harness.sdkFor(NEW_EMAIL));

  describe('GET /v2/customers/{id}', () => {
    it('answers the profile with balance and lifetime earnings in cents', async () => {
      const { data } = await demo.main.GET('/v2/customers/{id}', { params: { path: { id: DEMO.id } } });
      expect(data).to.include({
        customerId: DEMO.id,
        firstName: 'Avery',
        lastName: 'Thompson',
        email: DEMO.email,
        birthDate: '1990-04-12',
        zip: '80202',
        referralCode: DEMO.referralCode,
        balance: 4_250,
        lifetimeEarnings: 6_750,
        minimumPaypalAmount: 20,
        firstTransactionTimePassed: true,
        phoneNumber: '+13035550142',
      });
      expect(data?.referralLink).to.equal(`${harness.origin}/register?friend=${DEMO.referralCode}`);
      expect(data?.auth0Accounts).to.deep.equal([{ auth0AccountId: DEMO.identityId, connection: 'Username-Password-Authentication' }]);
      expect(Date.parse(String(data?.joinDate))).to.be.below(Date.now());
    });

    it('leaves out an unverified phone and answers the fresh account with zero balance', async () => {
      const { data } = await fresh.main.GET('/v2/customers/{id}', { params: { path: { id: NEW.id } } });
      expect(data).to.include({ customerId: NEW.id, balance: 0, lifetimeEarnings: 0, phoneNumber: null, firstTransactionTimePassed: false });
    });

    it('answers 403 for another customer, 401 without a token', async () => {
      const forbidden = await apiError(demo.main.GET('/v2/customers/{id}', { params: { path: { id: FRIEND.id } } }), 403);
      expect(forbidden.code).to.equal('FORBIDDEN');
      await apiError(harness.anonymous.main.GET('/v2/customers/{id}', { params: { path: { id: DEMO.id } } }), 401);
    });
  });

  describe('earnings', () => {
    it('pages newest first with limit and before, and ends with nextBefore null', async () => {
      const seen: string[] = [];
      let before: string | undefined;
      for (let page = 0; page < 10; page++) {
        const { data } = await demo.main.GET('/v2/customers/{id}/earnings.json', {
          params: { path: { id: DEMO.id }, query: { limit: 4, ...(before ? { before } : {}) } },
        });
        const items = data?.earnings ?? [];
        expect(items.length).to.be.at.most(4);
        seen.push(...items.map((item) => item.date));
        if (!data?.nextBefore) break;
        before = data.nextBefore;
      }
      // 11 seeded earnings items and the seeded $25.00 withdrawal.
      expect(seen).to.have.length(12);
      expect([...seen].sort().reverse()).to.deep.equal(seen);
    });

    it('marks the reversed item and carries the row labels as cents', async () => {
      const { data } = await demo.main.GET('/v2/customers/{id}/earnings.json', { params: { path: { id: DEMO.id }, query: { limit: 100 } } });
      const reversed = data?.earnings.filter((item) => item.reversed) ?? [];
      expect(reversed).to.have.length(1);
      expect(reversed[0]).to.include({ type: 'cash_credit', status: 'processed', cashBackEarned: 900, offersMatched: 3 });
      expect(data?.nextBefore).to.equal(null);
    });

    it('refuses a limit out of range with 400', async () => {
      await apiError(demo.main.GET('/v2/customers/{id}/earnings.json', { params: { path: { id: DEMO.id }, query: { limit: 0 } } }), 400);
    });

    it('answers the totals', async () => {
      const { data } = await demo.main.GET('/v2/customers/{id}/earnings/summary.json', { params: { path: { id: DEMO.id } } });
      expect(data).to.deep.equal({ current: 4_250, lifetime: 6_750, minCashoutAmount: 2_000 });
    });

    it('answers a receipt with its lines, 404 for an unknown one', async () => {
      const { data } = await demo.main.GET('/v2/customers/{id}/receipts/{receiptId}.json', {
        params: { path: { id: DEMO.id, receiptId: `rcpt-${DEMO.id}-1` } },
      });
      expect(data).to.include({ id: `rcpt-${DEMO.id}-1`, retailerId: RETAILER_ID.ACTIVATE_AND_REDIRECT_A, status: 'processed', cashBack: 1_875 });
      expect(data?.lines).to.have.length(4);
      expect((data?.lines ?? []).reduce((sum, line) => sum + (line.earnings ?? 0), 0)).to.equal(1_875);
      await apiError(demo.main.GET('/v2/customers/{id}/receipts/{receiptId}.json', { params: { path: { id: DEMO.id, receiptId: 'nope' } } }), 404);
    });

    it('answers a buyable gift card, 404 for an unknown one', async () => {
      const [card] = await harness.sandbox.db.query<{ id: string }>('SELECT id FROM buyable_gift_cards ORDER BY id LIMIT 1');
      const { data } = await demo.main.GET('/v2/customers/{id}/buyable_gift_cards/{giftCardId}.json', {
        params: { path: { id: DEMO.id, giftCardId: String(card?.id) } },
      });
      expect(data?.id).to.equal(card?.id);
      expect(data?.denominations?.every((cents) => Number.isInteger(cents) && cents > 0)).to.equal(true);
      await apiError(demo.main.GET('/v2/customers/{id}/buyable_gift_cards/{giftCardId}.json', { params: { path: { id: DEMO.id, giftCardId: 'nope' } } }), 404);
    });
  });

  describe('settings', () => {
    it('answers the collections in wire format', async () => {
      const { data } = await demo.main.GET('/v2/customers/{id}/settings.json', { params: { path: { id: DEMO.id } } });
      const names = data?.settings_collections.map((collection) => collection.name);
      expect(names).to.deep.equal(['Advertising', 'Analytics', 'SaleOfInfo', 'Email']);
      const adTracking = data?.settings_collections[0]?.settings[0];
      expect(adTracking).to.deep.equal({
        name: 'limit_ad_tracking', value: '1', form_type: 'checkbox', display_name: 'Limit ad tracking', customer_display: true,
      });
    });

    it('changes several at once and answers the result; an unknown name changes nothing', async () => {
      const { data } = await fresh.main.PUT('/v2/customers/{id}/settings/many.json', {
        params: { path: { id: NEW.id } },
        body: { settings: { limit_ad_tracking: '1', dont_sell_or_share_pi: '1', email_bonuses: '0' } },
      });
      const all = data?.settings_collections.flatMap((collection) => collection.settings) ?? [];
      const value = (name: string) => all.find((setting) => setting.name === name)?.value;
      expect([value('limit_ad_tracking'), value('dont_sell_or_share_pi'), value('email_bonuses')]).to.deep.equal(['1', '1', '0']);

      const refused = await apiError(
        fresh.main.PUT('/v2/customers/{id}/settings/many.json', {
          params: { path: { id: NEW.id } },
          body: { settings: { limit_use_of_pi: '1', no_such_setting: '1' } },
        }),
        400,
      );
      expect(refused.fields).to.have.property('settings.no_such_setting');
      const row = await harness.sandbox.db.one('SELECT value FROM customer_settings WHERE customer_id = $1 AND name = $2', [NEW.id, 'limit_use_of_pi']);
      expect(row).to.equal(null);
    });

    it('refuses a value other than 1 or 0', async () => {
      const { status } = await rawRequest(harness, 'PUT', `/api/main/v2/customers/${NEW.id}/settings/many.json`, {
        token: (await harness.tokenFor(NEW_EMAIL)).accessToken,
        body: { settings: { limit_ad_tracking: 'yes' } },
      });
      expect(status).to.equal(400);
    });
  });

  describe('favourite retailers', () => {
    it('replaces the list in the given order and answers it', async () => {
      const ids = [RETAILER_ID.HIDES_EXTENSION_HEADER, RETAILER_ID.DIRECT_INTEGRATION, RETAILER_ID.FALLBACK_DEFAULT];
      const { data } = await fresh.main.POST('/v2/customers/{id}/retailer_favorites.json', { params: { path: { id: NEW.id } }, body: { retailer_ids: ids } });
      expect(data?.retailer_favorites.map((favorite) => [favorite.retailerId, favorite.sortOrder])).to.deep.equal([[1058, 0], [1408, 1], [4, 2]]);
      expect(data?.retailer_favorites[1]?.name).to.equal('Grandmart Superstore');
      const { data: emptied } = await fresh.main.POST('/v2/customers/{id}/retailer_favorites.json', { params: { path: { id: NEW.id } }, body: { retailer_ids: [] } });
      expect(emptied?.retailer_favorites).to.deep.equal([]);
    });

    it('refuses an unknown retailer with 404 and keeps the list', async () => {
      const before = await harness.sandbox.db.query('SELECT retailer_id FROM favorite_retailers WHERE customer_id = $1 ORDER BY sort_order', [DEMO.id]);
      const error = await apiError(
        demo.main.POST('/v2/customers/{id}/retailer_favorites.json', { params: { path: { id: DEMO.id } }, body: { retailer_ids: [1408, 987_654] } }),
        404,
      );
      expect(error.message).to.equal(MESSAGES.RETAILER_NOT_FOUND);
      expect(await harness.sandbox.db.query('SELECT retailer_id FROM favorite_retailers WHERE customer_id = $1 ORDER BY sort_order', [DEMO.id])).to.deep.equal(before);
    });
  });

  describe('retailer availability on other platforms', () => {
    it('answers the platforms, and false for an unknown or disabled retailer', async () => {
      const { data } = await harness.anonymous.main.GET('/v2/retailers/{retailerId}/availability.json', { params: { path: { retailerId: SANDBOX_RETAILER_ID.WEB_EXCLUDED } } });
      expect(data).to.deep.equal({ retailerId: SANDBOX_RETAILER_ID.WEB_EXCLUDED, availableOnOtherPlatforms: true, platforms: ['ios', 'android'] });
      const { data: unknown } = await demo.main.GET('/v2/retailers/{retailerId}/availability.json', { params: { path: { retailerId: 987_654 } } });
      expect(unknown).to.deep.equal({ retailerId: 987_654, availableOnOtherPlatforms: false, platforms: [] });
      const { data: disabled } = await demo.main.GET('/v2/retailers/{retailerId}/availability.json', { params: { path: { retailerId: SANDBOX_RETAILER_ID.TEMP_DISABLED } } });
      expect(disabled?.availableOnOtherPlatforms).to.equal(false);
    });
  });

  describe('gateway monolith reads', () => {
    it('fetchCustomerInfo answers the customer with credential integrations', async () => {
      const { data } = await demo.gateway.GET('/monolith/fetchCustomerInfo');
      expect(data?.customerId).to.equal(DEMO.id);
      expect(data?.balance).to.equal(4_250);
      expect(data?.credentialIntegrations).to.deep.include({ retailerId: RETAILER_ID.MFA, status: 'verified', locked: true });
      expect(data?.credentialIntegrations).to.deep.include({ retailerId: RETAILER_ID.DIRECT_INTEGRATION, status: 'verified', locked: false });
      await apiError(harness.anonymous.gateway.GET('/monolith/fetchCustomerInfo'), 401);
    });

    it('securityCheckupStatus answers the items in onboarding order, with or without the help-centre context', async () => {
      const { data } = await fresh.gateway.POST('/monolith/securityCheckupStatus', { body: { securityCheckupContext: 'HELPCENTER' } });
      expect(data?.items.map((item) => [item.id, item.status])).to.deep.equal([
        ['personalInfo', SECURITY_CHECKUP_STATUS.INCOMPLETE],
        ['emailConfirmation', SECURITY_CHECKUP_STATUS.INCOMPLETE],
        ['phoneVerification', SECURITY_CHECKUP_STATUS.INCOMPLETE],
      ]);
      const { data: complete } = await demo.gateway.POST('/monolith/securityCheckupStatus', {});
      expect(complete?.items.every((item) => item.status === SECURITY_CHECKUP_STATUS.COMPLETE)).to.equal(true);
    });

    it('fetchWebAppConfigByKey answers a value, 404 for an unknown key', async () => {
      const { data } = await harness.anonymous.gateway.POST('/monolith/fetchWebAppConfigByKey', { body: { key: 'helpCenterUrl' } });
      expect(data).to.deep.equal({ key: 'helpCenterUrl', value: 'https://help.clipback.test/hc/en-us' });
      await apiError(harness.anonymous.gateway.POST('/monolith/fetchWebAppConfigByKey', { body: { key: 'nope' } }), 404);
    });

    it('logout answers where to go: an in-app return, or home for another site', async () => {
      const { data } = await demo.gateway.POST('/monolith/logout', { body: { returnTo: '/referral', userClickedLogout: true } });
      expect(data).to.deep.equal({ returnTo: '/referral' });
      const { data: away } = await demo.gateway.POST('/monolith/logout', { body: { returnTo: 'https://evil.example/x', userClickedLogout: false } });
      expect(away?.returnTo).to.equal('/home');
    });
  });

  describe('help-centre login', () => {
    it('answers 412 while the security checkup is incomplete', async () => {
      const error = await apiError(fresh.main.POST('/web_v1/helpdesk/login', { params: { query: { context: 'HELPCENTER' } }, body: { variables: {} } }), 412);
      expect(error.code).to.equal('SECURITY_CHECKUP_INCOMPLETE');
    });

    it('answers the help-centre URL once the checkup is complete, honouring return_to inside the help centre', async () => {
      const { data } = await demo.main.POST('/web_v1/helpdesk/login', {
        params: { query: { context: 'HELPCENTER' } },
        body: { variables: { return_to: 'https://help.clipback.test/hc/en-us/articles/42' } },
      });
      const url = new URL(String(data?.data.redirect_url));
      // The sandbox's help-desk stand-in, with a signed ticket naming the customer.
      expect(`${url.origin}${url.pathname}`).to.equal(`${harness.origin}/sandbox/help-desk/access/jwt`);
      expect(url.searchParams.get('return_to')).to.equal('https://help.clipback.test/hc/en-us/articles/42');
      expect(url.searchParams.get('jwt')).to.match(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const { data: away } = await demo.main.POST('/web_v1/helpdesk/login', {
        params: { query: { context: 'HELPCENTER' } },
        body: { variables: { return_to: 'https://evil.example/' } },
      });
      expect(new URL(String(away?.data.redirect_url)).searchParams.get('return_to')).to.equal('https://help.clipback.test/hc/en-us');
    });

    it('answers 401 with the authentication message without a token', async () => {
      const error = await apiError(harness.anonymous.main.POST('/web_v1/helpdesk/login', { params: { query: { context: 'HELPCENTER' } }, body: { variables: {} } }), 401);
      expect(error.message).to.equal(MESSAGES.AUTHENTICATION_PROBLEM);
    });
  });
});
