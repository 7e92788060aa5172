import { expect } from 'chai';
import { keepNavigationPath, signInReturnPath } from '../../../../domain/navigation/keepNavigationPath';

describe('keepNavigationPath', () => {
  it('"Navigation path is kept only if it contains offers, referral, retailers, retailer, categories or category"', () => {
    for (const path of [
      '/offers/Milk/1',
      '/referral',
      '/retailers',
      '/retailers/Target/5',
      '/retailer-launch?x=1',
      '/categories/Grocery/88',
      '/category',
      '/offer-tag/x?from=offers',
    ]) {
      expect(keepNavigationPath(path), path).to.equal(path);
    }
  });

  it('"or is /browser-extension"', () => {
    expect(keepNavigationPath('/browser-extension')).to.equal('/browser-extension');
    expect(keepNavigationPath('/browser-extension/installed')).to.equal('/home');
    expect(keepNavigationPath('/browser-extension?x=1')).to.equal('/home');
  });

  it('"otherwise /home"', () => {
    for (const path of ['/account', '/search?q=milk', '/bonuses', '/welcome', '/', '']) {
      expect(keepNavigationPath(path), path).to.equal('/home');
    }
  });

  it('never keeps a path to another origin, whatever words it contains', () => {
    expect(keepNavigationPath('https://evil.example/offers')).to.equal('/home');
    expect(keepNavigationPath('//evil.example/retailers')).to.equal('/home');
  });
});

describe('signInReturnPath (000 §5 kept path, §2 guard redirect)', () => {
  it('returns to a kept browsing path (offers, referral, retailers, categories, /browser-extension)', () => {
    for (const path of ['/offers/Milk/12?source=add-offer', '/referral', '/retailers/Target/5', '/categories/Grocery/88', '/browser-extension']) {
      expect(signInReturnPath(path), path).to.equal(path);
    }
  });

  it('returns to a members-only page the guard sent to sign-in (000 §2: redirect set to the original path)', () => {
    for (const path of ['/account/cashout', '/bonuses', '/search?q=milk', '/earnings/earn-1']) {
      expect(signInReturnPath(path), path).to.equal(path);
    }
  });

  it('goes home from any other public page, an unknown path or another origin', () => {
    for (const path of ['/faq', '/docs/terms', '/docs/privacy', '/get-the-app', '/home', '/no-such-page', '//evil.example/offers', 'https://evil.example/']) {
      expect(signInReturnPath(path), path).to.equal('/home');
    }
  });
});
