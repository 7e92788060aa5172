import { expect } from 'chai';
import { referralLinkPath } from '../../../../domain/customers/referralLink';
import { guardRoute } from '../../../../domain/navigation/guards';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import { DEMO } from './support';
import { useSharedSandbox, type SharedSandbox } from '../../../support/sharedSandbox';

describe('sandbox account: the referral link a customer shares', function () {
  this.timeout(60_000);
  const harness = useSharedSandbox();

  it("is the app's /register?friend=CODE on the sandbox origin, which a signed-out visitor can open", async () => {
    const demo = await harness.sdkFor(DEMO.email);
    const { data } = await demo.main.GET('/v2/customers/{id}', { params: { path: { id: demo.customerId } } });
    expect(data?.referralLink).to.equal(`${harness.origin}${referralLinkPath(DEMO.referralCode)}`);
    const link = new URL(String(data?.referralLink));
    expect(guardRoute({ route: matchRoute(link.pathname, link.search), signedIn: false })).to.equal(null);
  });
});
