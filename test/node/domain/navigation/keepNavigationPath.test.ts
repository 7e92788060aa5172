import { expect } from 'chai';
import { keepNavigationPath } from '../../../../domain/navigation/keepNavigationPath';

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
