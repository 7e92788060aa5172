import { expect } from 'chai';
import { RETAILER_ID } from '../../../../domain/constants/retailers';
import { MFA_CODE_MESSAGES } from '../../../../domain/retailers/mfaCode';
import { DIRECT_LINK_MESSAGES } from '../../../../domain/retailers/directLinkReturn';
import { SANDBOX_MFA_CODE } from '../../../../scripts/sandbox/services/main/mfaLinking';
import type { ClipbackSdk } from '../../../../sdk/src';
import { consentReturn } from '../../../support/oauthConsent';
import { DEMO_EMAIL, NEW_EMAIL } from '../support/sandbox';
import { DEMO, NEW, apiError, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

describe('sandbox account: the OAuth consent stand-in and the multi-factor link step', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));
  const fresh = builtBefore(() => harness.sdkFor(NEW_EMAIL));

  const startLink = async (goto = '/retailers/Grandmart-Superstore/1408/link') => {
    const { data } = await fresh.gateway.POST('/walmartOAuthService/walmartOAuthServiceLogin', { body: { goto } });
    return { state: String(data?.state), consentUri: String(data?.redirect_uri) };
  };

  describe('consent stand-in (/sandbox/oauth/authorize)', () => {
    it("names the retailer, and Deny returns to the app's path with error=access_denied and the state, no code", async () => {
      const { state, consentUri } = await startLink();
      expect(new URL(consentUri).pathname).to.equal('/sandbox/oauth/authorize');
      const page = await (await fetch(consentUri)).text();
      expect(page).to.include('Link your Grandmart Superstore account');
      const denied = await consentReturn(consentUri, 'deny');
      expect(denied.pathname).to.equal('/retailers/Grandmart-Superstore/1408/link');
      expect(Object.fromEntries(denied.searchParams)).to.deep.equal({ error: 'access_denied', state });
    });

    it('keeps the query of the goto path and escapes what it shows', async () => {
      const { state, consentUri } = await startLink('/retailers/Grandmart-Superstore/1408/link?from="x"<b>');
      const html = await (await fetch(consentUri)).text();
      expect(html).not.to.include('<b>');
      const back = await consentReturn(consentUri);
      expect(back.searchParams.get('from')).to.equal('"x"<b>');
      expect(back.searchParams.get('state')).to.equal(state);
    });

    it('refuses (400) an unknown state and a spent one', async () => {
      const unknown = await fetch(`${harness.origin}/sandbox/oauth/authorize?state=never-issued`);
      expect(unknown.status).to.equal(400);
      expect(await unknown.text()).to.include(DIRECT_LINK_MESSAGES.INVALID_RETURN);

      const { state, consentUri } = await startLink();
      const back = await consentReturn(consentUri);
      await fresh.gateway.POST('/walmartOAuthService/walmartLinkCustomerAccount', { body: { code: String(back.searchParams.get('code')), state } });
      expect((await fetch(consentUri)).status).to.equal(400);
      expect((await fetch(`${harness.origin}/sandbox/oauth/elsewhere`)).status).to.equal(404);
    });
  });

  describe('POST /account_linking/mfa (1144 waits for a code)', () => {
    const finish = (sdk: ClipbackSdk, customerId: string, code: string, retailerId: number = RETAILER_ID.MFA) =>
      sdk.main.POST('/account_linking/mfa', { body: { customer_id: customerId, retailer_id: retailerId, code } });

    it('refuses a malformed or wrong code inline, and another customer', async () => {
      expect((await apiError(finish(demo, DEMO.id, ''), 400)).fields).to.deep.equal({ code: MFA_CODE_MESSAGES.REQUIRED });
      expect((await apiError(finish(demo, DEMO.id, '12ab'), 400)).fields).to.deep.equal({ code: MFA_CODE_MESSAGES.INVALID });
      expect((await apiError(finish(demo, DEMO.id, '000000'), 400)).fields).to.deep.equal({ code: MFA_CODE_MESSAGES.WRONG });
      await apiError(finish(fresh, DEMO.id, SANDBOX_MFA_CODE), 403);
    });

    it('answers 404 where there is no link', async () => {
      await apiError(finish(fresh, NEW.id, SANDBOX_MFA_CODE), 404);
    });

    it('unlocks the link with the right code (verified, unlocked), then needs no code (409)', async () => {
      const spaced = `${SANDBOX_MFA_CODE.slice(0, 3)} ${SANDBOX_MFA_CODE.slice(3)}`;
      const { data, response } = await finish(demo, DEMO.id, spaced);
      expect(response.status).to.equal(200);
      expect(data).to.deep.equal({ retailerId: RETAILER_ID.MFA, status: 'verified', locked: false });
      const { data: links } = await demo.main.GET('/account_linking/loyalty_connections', { params: { query: { customer_id: DEMO.id, retailer_id: RETAILER_ID.MFA } } });
      expect(links?.loyaltyConnections).to.deep.equal([{ retailerId: RETAILER_ID.MFA, status: 'verified', locked: false }]);
      const again = await apiError(finish(demo, DEMO.id, SANDBOX_MFA_CODE), 409);
      expect(again.message).to.equal(MFA_CODE_MESSAGES.NOT_NEEDED);
    });
  });
});
