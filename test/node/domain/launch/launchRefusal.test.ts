import { expect } from 'chai';
import { checkLandingPageUrl, launchRefusal, MAX_LANDING_PAGE_URL_LENGTH } from '../../../../domain/launch/launchRefusal';

describe('launchRefusal', () => {
  const retailer = { name: 'Copperline Outfitters', tempDisabled: false, webRetailer: true };

  it('lets a web retailer that is not disabled be launched', () => {
    expect(launchRefusal(retailer)).to.equal(null);
  });

  it('refuses a temporarily disabled retailer first, naming it, with a retailerId field message', () => {
    const refusal = launchRefusal({ ...retailer, tempDisabled: true, webRetailer: false });
    expect(refusal?.message).to.equal('Copperline Outfitters is temporarily unavailable.');
    expect(refusal?.fields.retailerId).to.contain('temporarily unavailable');
  });

  it('refuses a retailer without online shopping, pointing at the in-store receipt', () => {
    const refusal = launchRefusal({ ...retailer, webRetailer: false });
    expect(refusal?.message).to.equal("Copperline Outfitters can't be shopped online.");
    expect(refusal?.fields.retailerId).to.contain('submit your receipt');
  });
});

describe('checkLandingPageUrl', () => {
  it('keeps none when none is given', () => {
    for (const none of [undefined, null, '']) expect(checkLandingPageUrl(none)).to.deep.equal({ ok: true, url: null });
  });

  it('keeps an http(s) URL, normalised', () => {
    expect(checkLandingPageUrl('HTTPS://Shop.Example/deals?x=1')).to.deep.equal({ ok: true, url: 'https://shop.example/deals?x=1' });
    expect(checkLandingPageUrl('http://shop.example/')).to.deep.equal({ ok: true, url: 'http://shop.example/' });
  });

  it('refuses another scheme, a non-URL, a non-string and an overlong URL with a landingPageUrl field message', () => {
    const overlong = `https://shop.example/${'a'.repeat(MAX_LANDING_PAGE_URL_LENGTH)}`;
    const reasons = ['javascript:alert(1)', 'not a url', 42, overlong].map((value) => {
      const checked = checkLandingPageUrl(value);
      if (checked.ok) throw new Error(`accepted ${String(value).slice(0, 40)}`);
      expect(checked.refusal.message).to.equal('The landing page URL is not valid.');
      return checked.refusal.fields.landingPageUrl;
    });
    expect(reasons).to.deep.equal([
      'must be an http or https URL',
      'must be a URL',
      'must be a URL',
      `must be at most ${MAX_LANDING_PAGE_URL_LENGTH} characters`,
    ]);
  });
});
