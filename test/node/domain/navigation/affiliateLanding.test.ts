import { expect } from 'chai';
import { affiliateForwardTarget, isAffiliateLinkHost, sandboxLandingPath, SANDBOX_AFFILIATE_HOST, SANDBOX_AFFILIATE_ORIGIN } from '../../../../domain/navigation/affiliateLanding';

const LAUNCH_ID = 'lid-0123456789abcdefghijABCDEFGHIJ01';
const SANDBOX_URL = `${SANDBOX_AFFILIATE_ORIGIN}/demo-retailer/1058?launchId=${LAUNCH_ID}`;
const PRODUCTION_URL = `https://go.example/r?u1=${LAUNCH_ID}`;
/** The affiliate-link service's hosts, as /app-config.json lists them. */
const HOSTS = ['go.example', SANDBOX_AFFILIATE_HOST];

describe('affiliateForwardTarget (where the retailer-launch page forwards)', () => {
  it('forwards to the affiliate URL itself outside the sandbox', () => {
    expect(affiliateForwardTarget(PRODUCTION_URL, 'production', HOSTS)).to.equal(PRODUCTION_URL);
    expect(affiliateForwardTarget(SANDBOX_URL, 'production', HOSTS)).to.equal(SANDBOX_URL);
  });

  it("lands a sandbox affiliate URL on the sandbox's own demo retailer site", () => {
    expect(affiliateForwardTarget(SANDBOX_URL, 'sandbox', HOSTS)).to.equal(`/demo-retailer/1058?launchId=${LAUNCH_ID}`);
    expect(affiliateForwardTarget(PRODUCTION_URL, 'sandbox', HOSTS)).to.equal(PRODUCTION_URL);
  });

  it('never forwards to a URL the guard rule refuses, in any environment', () => {
    for (const environment of ['sandbox', 'staging', 'production'] as const) {
      expect(affiliateForwardTarget(`http://go.example/r?u1=${LAUNCH_ID}`, environment, HOSTS)).to.equal(null);
      expect(affiliateForwardTarget(`javascript:alert(1)//${LAUNCH_ID}`, environment, HOSTS)).to.equal(null);
      expect(affiliateForwardTarget(`${SANDBOX_AFFILIATE_ORIGIN}/demo-retailer/1058?launchId=lid-short`, environment, HOSTS)).to.equal(null);
      expect(affiliateForwardTarget('', environment, HOSTS)).to.equal(null);
    }
  });
});

describe("the affiliate-link service's hosts (issue 29: no open redirect)", () => {
  it("refuses another origin's https URL carrying a launch id, in every environment", () => {
    const elsewhere = `https://redirect.example/out?to=${encodeURIComponent('https://evil.example/')}&id=${LAUNCH_ID}`;
    for (const environment of ['sandbox', 'staging', 'production'] as const) {
      expect(affiliateForwardTarget(elsewhere, environment, HOSTS)).to.equal(null);
      expect(affiliateForwardTarget(PRODUCTION_URL, environment, [])).to.equal(null);
    }
  });

  it('matches the whole host, port included, without case; a look-alike or a subdomain is another host', () => {
    expect(isAffiliateLinkHost(PRODUCTION_URL, ['GO.example'])).to.equal(true);
    expect(isAffiliateLinkHost(`https://GO.EXAMPLE/r?u1=${LAUNCH_ID}`, ['go.example'])).to.equal(true);
    expect(isAffiliateLinkHost(`https://go.example.evil.test/r?u1=${LAUNCH_ID}`, ['go.example'])).to.equal(false);
    expect(isAffiliateLinkHost(`https://evil.go.example/r?u1=${LAUNCH_ID}`, ['go.example'])).to.equal(false);
    expect(isAffiliateLinkHost(`https://go.example:8443/r?u1=${LAUNCH_ID}`, ['go.example'])).to.equal(false);
    expect(isAffiliateLinkHost(`https://go.example:8443/r?u1=${LAUNCH_ID}`, ['go.example:8443'])).to.equal(true);
    expect(isAffiliateLinkHost('not a url', ['go.example'])).to.equal(false);
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
