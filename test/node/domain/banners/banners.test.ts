import { expect } from 'chai';
import { bannerTarget, onboardingBannerTarget } from '../../../../domain/banners/bannerTarget';
import { hasCategoryBanners } from '../../../../domain/banners/categoryBanners';

describe('bannerTarget', () => {
  it('points retailer/ links at the retailer, id being the last numeric segment', () => {
    expect(bannerTarget('retailer/123')).to.deep.equal({ kind: 'retailer', retailerId: 123 });
    expect(bannerTarget('retailer/some-name/123')).to.deep.equal({ kind: 'retailer', retailerId: 123 });
    expect(bannerTarget('/retailer/some-name/123?utm=x')).to.deep.equal({ kind: 'retailer', retailerId: 123 });
  });

  it('uses every other link as an in-app path', () => {
    expect(bannerTarget('welcome')).to.deep.equal({ kind: 'path', path: '/welcome' });
    expect(bannerTarget('/categories/grocery/88')).to.deep.equal({ kind: 'path', path: '/categories/grocery/88' });
    expect(bannerTarget('retailers')).to.deep.equal({ kind: 'path', path: '/retailers' });
  });

  it('treats a retailer/ link without an id as a path', () => {
    expect(bannerTarget('retailer/some-name')).to.deep.equal({ kind: 'path', path: '/retailer/some-name' });
  });
});

describe('onboardingBannerTarget', () => {
  it("defaults to 'welcome'", () => {
    expect(onboardingBannerTarget(undefined)).to.deep.equal({ kind: 'path', path: '/welcome' });
    expect(onboardingBannerTarget('  ')).to.deep.equal({ kind: 'path', path: '/welcome' });
    expect(onboardingBannerTarget('retailer/9')).to.deep.equal({ kind: 'retailer', retailerId: 9 });
  });
});

describe('hasCategoryBanners', () => {
  it('needs HTTP 200 and a non-empty list', () => {
    expect(hasCategoryBanners({ status: 200, banners: [{}] })).to.equal(true);
    expect(hasCategoryBanners({ status: 200, banners: [] })).to.equal(false);
    expect(hasCategoryBanners({ status: 500, banners: [{}] })).to.equal(false);
    expect(hasCategoryBanners({ status: 200 })).to.equal(false);
  });
});
