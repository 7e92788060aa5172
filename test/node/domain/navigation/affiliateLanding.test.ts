import { expect } from 'chai';
import { affiliateForwardTarget, sandboxLandingPath, SANDBOX_AFFILIATE_ORIGIN } from '../../../../domain/navigation/affiliateLanding';

const LAUNCH_ID = 'lid-0123456789abcdefghijABCDEFGHIJ01';
const SANDBOX_URL = `${SANDBOX_AFFILIATE_ORIGIN}/demo-retailer/1058?launchId=${LAUNCH_ID}`;
const PRODUCTION_URL = `https://go.example/r?u1=${LAUNCH_ID}`;

describe('affiliateForwardTarget (where the retailer-launch page forwards)', () => {
  it('forwards to the affiliate URL itself outside the sandbox', () => {
    expect(affiliateForwardTarget(PRODUCTION_URL, 'production')).to.equal(PRODUCTION_URL);
    expect(affiliateForwardTarget(SANDBOX_URL, 'production')).to.equal(SANDBOX_URL);
  });

  it("lands a sandbox affiliate URL on the sandbox's own demo retailer site", () => {
    expect(affiliateForwardTarget(SANDBOX_URL, 'sandbox')).to.equal(`/demo-retailer/1058?launchId=${LAUNCH_ID}`);
    expect(affiliateForwardTarget(PRODUCTION_URL, 'sandbox')).to.equal(PRODUCTION_URL);
  });

  it('never forwards to a URL the guard rule refuses, in any environment', () => {
    for (const environment of ['sandbox', 'staging', 'production'] as const) {
      expect(affiliateForwardTarget(`http://go.example/r?u1=${LAUNCH_ID}`, environment)).to.equal(null);
      expect(affiliateForwardTarget(`javascript:alert(1)//${LAUNCH_ID}`, environment)).to.equal(null);
      expect(affiliateForwardTarget(`${SANDBOX_AFFILIATE_ORIGIN}/demo-retailer/1058?launchId=lid-short`, environment)).to.equal(null);
      expect(affiliateForwardTarget('', environment)).to.equal(null);
    }
  });
});

describe('sandboxLandingPath', () => {
  it('maps only the sandbox origin and the demo retailer path, keeping path and query', () => {
    expect(sandboxLandingPath(SANDBOX_URL)).to.equal(`/demo-retailer/1058?launchId=${LAUNCH_ID}`);
    expect(sandboxLandingPath(`https://evil.example/demo-retailer/1058?launchId=${LAUNCH_ID}`)).to.equal(null);
    expect(sandboxLandingPath(`${SANDBOX_AFFILIATE_ORIGIN}/elsewhere?launchId=${LAUNCH_ID}`)).to.equal(null);
    expect(sandboxLandingPath('not a url')).to.equal(null);
  });
});
