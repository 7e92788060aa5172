import { expect } from 'chai';
import { isValidAffiliateUrl } from '../../../../domain/navigation/affiliateUrl';

const LAUNCH_ID = 'lid-0123456789abcdefghijABCDEFGHIJ01'; // 'lid-' + 32 alphanumerics

describe('isValidAffiliateUrl ("must be https and contain lid- followed by 32 alphanumerics")', () => {
  it('accepts an https URL carrying a launch id anywhere', () => {
    expect(isValidAffiliateUrl(`https://go.example/r?u1=${LAUNCH_ID}`)).to.equal(true);
    expect(isValidAffiliateUrl(`https://go.example/${LAUNCH_ID}/x`)).to.equal(true);
  });

  it('refuses other schemes', () => {
    expect(isValidAffiliateUrl(`http://go.example/r?u1=${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`javascript:alert(1)//${LAUNCH_ID}`)).to.equal(false);
    expect(isValidAffiliateUrl(`ftp://go.example/${LAUNCH_ID}`)).to.equal(false);
  });

  it('refuses a missing, short, long or non-alphanumeric launch id', () => {
    expect(isValidAffiliateUrl('https://go.example/r')).to.equal(false);
    expect(isValidAffiliateUrl(`https://go.example/r?u1=${LAUNCH_ID.slice(0, -1)}`)).to.equal(false);
    expect(isValidAffiliateUrl(`https://go.example/r?u1=${LAUNCH_ID}Z`)).to.equal(false);
    expect(isValidAffiliateUrl('https://go.example/r?u1=lid-0123456789abcdefghij-BCDEFGHIJ01')).to.equal(false);
    expect(isValidAffiliateUrl(`https://go.example/r?u1=${LAUNCH_ID.replace('lid-', 'LID-')}`)).to.equal(false);
  });

  it('refuses text that is not a URL', () => {
    expect(isValidAffiliateUrl('')).to.equal(false);
    expect(isValidAffiliateUrl(LAUNCH_ID)).to.equal(false);
    expect(isValidAffiliateUrl(`/relative/${LAUNCH_ID}`)).to.equal(false);
  });
});
