import { expect } from 'chai';
import { AFFILIATE_LAUNCH_ID_LENGTH, isValidAffiliateUrl, LAUNCH_ID_PREFIX } from '../../../../domain/navigation/affiliateUrl';

const LAUNCH_ID = 'lid-0123456789abcdefghijABCDEFGHIJ01'; // 'lid-' + 32 alphanumerics
const VALID = `https://go.example/r?u1=${LAUNCH_ID}`;

describe('isValidAffiliateUrl ("must be https and contain lid- followed by 32 alphanumerics")', () => {
  it('the launch id is the prefix and 32 characters', () => {
    expect(LAUNCH_ID).to.have.length(LAUNCH_ID_PREFIX.length + AFFILIATE_LAUNCH_ID_LENGTH);
  });

  it('accepts an https URL carrying a launch id as a query value or a path segment', () => {
    expect(isValidAffiliateUrl(VALID)).to.equal(true);
    expect(isValidAffiliateUrl(`https://go.example/${LAUNCH_ID}/x`)).to.equal(true);
    expect(isValidAffiliateUrl(`https://shop.clipback.test/demo-retailer/1058?launchId=${LAUNCH_ID}`)).to.equal(true);
    expect(isValidAffiliateUrl(`https://go.example:8443/r?a=1&sid=${LAUNCH_ID}&b=2`)).to.equal(true);
  });

  it('refuses http and every other scheme', () => {
    expect(isValidAffiliateUrl(`http://go.example/r?u1=${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`ftp://go.example/${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`//go.example/r?u1=${LAUNCH_ID}`)).to.equal(false);
  });

  it('refuses javascript: and data: URLs, however they are spelled', () => {
    expect(isValidAffiliateUrl(`javascript:alert(1)//?u1=${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`JavaScript:alert(1)//${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`java\tscript:alert(1)//${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`data:text/html,<script>alert(1)</script>?u1=${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`data:text/html;base64,PHNjcmlwdD4=#${LAUNCH_ID}`)).to.equal(false);
  });

  it('refuses a launch id of 31 or 33 characters', () => {
    expect(isValidAffiliateUrl(`https://go.example/r?u1=${LAUNCH_ID.slice(0, -1)}`)).to.equal(false);
    expect(isValidAffiliateUrl(`https://go.example/r?u1=${LAUNCH_ID}Z`)).to.equal(false);
    expect(isValidAffiliateUrl(`https://go.example/${LAUNCH_ID.slice(0, -1)}`)).to.equal(false);
  });

  it('refuses a launch id with non-alphanumerics or another prefix', () => {
    expect(isValidAffiliateUrl('https://go.example/r?u1=lid-0123456789abcdefghij-BCDEFGHIJ01')).to.equal(false);
    expect(isValidAffiliateUrl('https://go.example/r?u1=lid-0123456789abcdefghij_BCDEFGHIJ01')).to.equal(false);
    expect(isValidAffiliateUrl('https://go.example/r?u1=lid-0123456789abcdéfghijABCDEFGHIJ0')).to.equal(false);
    expect(isValidAffiliateUrl(`https://go.example/r?u1=${LAUNCH_ID.replace('lid-', 'LID-')}`)).to.equal(false);
    expect(isValidAffiliateUrl('https://go.example/r')).to.equal(false);
  });

  it('refuses credentials in the URL (one host shown, another opened)', () => {
    expect(isValidAffiliateUrl(`https://go.example@evil.example/r?u1=${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`https://user:pass@go.example/r?u1=${LAUNCH_ID}`)).to.equal(false);
  });

  it('refuses encoded tricks: whitespace, control characters, backslashes, a doubly encoded URL', () => {
    expect(isValidAffiliateUrl(` ${VALID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`${VALID}\n`)).to.equal(false);
    expect(isValidAffiliateUrl(`\u0000${VALID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`https:\\\\evil.example/r?u1=${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(encodeURIComponent(VALID))).to.equal(false);
    expect(isValidAffiliateUrl(`https://go.example/r?u1=lid%2D${LAUNCH_ID.slice(4, -1)}%`)).to.equal(false);
  });

  it("refuses another origin's redirect carrying a launch id only inside a nested URL or the fragment", () => {
    expect(isValidAffiliateUrl(`https://evil.example/out?to=${encodeURIComponent(VALID)}`)).to.equal(false);
    expect(isValidAffiliateUrl(`https://evil.example/out?to=https://go.example/r?u1=${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`https://evil.example/out#${LAUNCH_ID}`)).to.equal(false);
  });

  it('refuses a missing value or text that is not an absolute URL', () => {
    expect(isValidAffiliateUrl('')).to.equal(false);
    expect(isValidAffiliateUrl(LAUNCH_ID)).to.equal(false);
    expect(isValidAffiliateUrl(`/relative/${LAUNCH_ID}`)).to.equal(false);
  });
});
