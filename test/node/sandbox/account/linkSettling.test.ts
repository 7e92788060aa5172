import { expect } from 'chai';
import { DEFAULT_RETAILER_IDS } from '../../../../domain/constants/retailers';
import { retailerLinkState } from '../../../../domain/retailers/linkState';
import type { ClipbackSdk } from '../../../../sdk/src';
import { DEFAULT_LINK_SETTLE_SECONDS, SANDBOX_BAD_LINK_PASSWORD, linkSettleDelayMs } from '../../../../scripts/sandbox/services/account/linkSettling';
import { NEW_EMAIL } from '../support/sandbox';
import { NEW, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

const [MAPLE_AND_MAIN, BRIGHT_BASKET] = DEFAULT_RETAILER_IDS as [number, number];

describe('sandbox account: credential links settle like a real linking backend', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const fresh = builtBefore(() => harness.sdkFor(NEW_EMAIL));
  const stateAt = async (retailerId: number) => {
    const { data } = await fresh.main.GET('/account_linking/loyalty_connections', { params: { query: { customer_id: NEW.id, retailer_id: retailerId } } });
    const link = data?.loyaltyConnections[0];
    return link ? retailerLinkState(link.status, link.retailerId, link.locked ?? false) : 'none';
  };
  const link = (retailerId: number, password: string, email = 'sam@example.com') =>
    fresh.main.POST('/account_linking/link', { body: { customer_id: NEW.id, retailer_id: retailerId, email, password } });

  it('the delay is SANDBOX_LINK_SETTLE_SECONDS, else the default', () => {
    expect(linkSettleDelayMs({ SANDBOX_LINK_SETTLE_SECONDS: '0.5' })).to.equal(500);
    expect(linkSettleDelayMs({ SANDBOX_LINK_SETTLE_SECONDS: 'soon' })).to.equal(DEFAULT_LINK_SETTLE_SECONDS * 1000);
    expect(linkSettleDelayMs({})).to.equal(DEFAULT_LINK_SETTLE_SECONDS * 1000);
  });

  it('a new link is pending until the delay has passed, then verified (also in fetchCustomerInfo)', async () => {
    expect((await link(MAPLE_AND_MAIN, 'hunter22')).data?.status).to.equal('pending');
    harness.clock.advance(DEFAULT_LINK_SETTLE_SECONDS * 1000 - 1000);
    expect(await stateAt(MAPLE_AND_MAIN)).to.equal('pending');
    harness.clock.advance(1000);
    expect(await stateAt(MAPLE_AND_MAIN)).to.equal('linked');
    const { data: info } = await fresh.gateway.GET('/monolith/fetchCustomerInfo');
    expect(info?.credentialIntegrations).to.deep.include({ retailerId: MAPLE_AND_MAIN, status: 'verified', locked: false });
  });

  it('re-linking the verified account keeps it verified; a link made with the bad password fails', async () => {
    expect((await link(MAPLE_AND_MAIN, 'hunter22')).data?.status).to.equal('verified');
    await link(BRIGHT_BASKET, SANDBOX_BAD_LINK_PASSWORD);
    harness.clock.advance(DEFAULT_LINK_SETTLE_SECONDS * 1000);
    expect(await stateAt(BRIGHT_BASKET)).to.equal('failed');
  });

  it('POST /sandbox/account-links/settle settles every pending link at once', async () => {
    await link(BRIGHT_BASKET, 'right-this-time', 'other@example.com');
    expect(await stateAt(BRIGHT_BASKET)).to.equal('pending');
    const { data } = await harness.anonymous.sandbox.POST('/account-links/settle');
    expect(data?.settled).to.be.at.least(1);
    expect(await stateAt(BRIGHT_BASKET)).to.equal('linked');
    expect((await harness.anonymous.sandbox.POST('/account-links/settle')).data?.settled).to.equal(0);
  });
});
