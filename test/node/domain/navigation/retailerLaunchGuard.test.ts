import { expect } from 'chai';
import { guardRoute } from '../../../../domain/navigation/guards';
import { matchRoute } from '../../../../domain/navigation/matchRoute';

const LAUNCH_ID = 'lid-0123456789abcdefghijABCDEFGHIJ01';
const VALID = `https://go.example/r?u1=${LAUNCH_ID}`;
const HOME = { redirect: '/home', status: 302 };

/** The guard's answer for /retailer-launch with this affiliateUrl query (encoded as a browser would). */
function launching(affiliateUrl: string | null, extraQuery = '&name=Target&shoppingId=S-1') {
  const query = affiliateUrl === null ? extraQuery.replace(/^&/, '?') : `?affiliateUrl=${encodeURIComponent(affiliateUrl)}${extraQuery}`;
  return guardRoute({ route: matchRoute('/retailer-launch', query), signedIn: true });
}

describe('the retailer-launch guard (000 §2: "else redirect to /home")', () => {
  it('lets a valid https affiliate URL with its launch id through', () => {
    expect(launching(VALID)).to.equal(null);
  });

  const hostile: Record<string, string | null> = {
    http: `http://go.example/r?u1=${LAUNCH_ID}`,
    'a 31-character launch id': `https://go.example/r?u1=${LAUNCH_ID.slice(0, -1)}`,
    'a 33-character launch id': `https://go.example/r?u1=${LAUNCH_ID}x`,
    'a launch id with a non-alphanumeric': `https://go.example/r?u1=${LAUNCH_ID.slice(0, -1)}!`,
    'javascript:': `javascript:alert(document.cookie)//?u1=${LAUNCH_ID}`,
    'data:': `data:text/html,<script>alert(1)</script>?u1=${LAUNCH_ID}`,
    'credentials in the URL': `https://go.example@evil.example/r?u1=${LAUNCH_ID}`,
    'a doubly encoded URL': encodeURIComponent(VALID),
    'a leading space': ` ${VALID}`,
    "another origin's redirect": `https://evil.example/out?to=${encodeURIComponent(VALID)}`,
    'an empty value': '',
    'a missing value': null,
  };
  for (const [name, url] of Object.entries(hostile)) {
    it(`sends ${name} home`, () => {
      expect(launching(url)).to.deep.equal(HOME);
    });
  }

  it('reads the same (first) affiliateUrl the page reads when the key repeats', () => {
    expect(launching(VALID, `&affiliateUrl=${encodeURIComponent('javascript:alert(1)')}`)).to.equal(null);
    expect(launching('javascript:alert(1)', `&affiliateUrl=${encodeURIComponent(VALID)}`)).to.deep.equal(HOME);
  });
});
