import { expect } from 'chai';
import { matchRoute } from '../../../../domain/navigation/matchRoute';
import { breadcrumbsNeedPageTitle } from '../../../../domain/platform/breadcrumbReadiness';
import { guardNeedsFlags } from '../../../../domain/platform/guardFlags';
import { isInAppPath } from '../../../../domain/platform/inAppNavigation';
import { loginTrackingParams } from '../../../../domain/platform/loginTracking';
import { pageViewProperties } from '../../../../domain/platform/pageView';
import { movesFocusOnNavigation, scrollTargetFor } from '../../../../domain/platform/scrollTarget';
import { mobileOnlyMessage, welcomeContinuePath, welcomePath } from '../../../../domain/platform/staticPages';
import { isMobileWeb, trackingDevice, trackingPlatform } from '../../../../domain/platform/trackingDevice';

describe('platform rules', () => {
  it('trackingDevice / trackingPlatform: mobile under 768 (web_mobile), tablet under 1024, else desktop', () => {
    expect([375, 767, 768, 1023, 1024, 2400].map(trackingDevice)).to.deep.equal([
      'mobile',
      'mobile',
      'tablet',
      'tablet',
      'desktop',
      'desktop',
    ]);
    expect(trackingPlatform(767)).to.equal('web_mobile');
    expect(trackingPlatform(768)).to.equal('web_v2');
    // The unlock's selection channel follows the same rule (000 §7 SelectionChannelDetails_MOBILE_WEB).
    expect([isMobileWeb(767), isMobileWeb(768)]).to.deep.equal([true, false]);
  });

  it('pageViewProperties: every route, but a not-found page only with from_url', () => {
    expect(pageViewProperties(matchRoute('/categories'), { path: '/categories', referrer: '/home' })).to.deep.equal({
      path: '/categories',
      route: 'categories',
      referrer: '/home',
    });
    expect(pageViewProperties(matchRoute('/home'), { path: '/home' })).to.deep.equal({ path: '/home', route: 'home' });
    expect(pageViewProperties(matchRoute('/nope'), { path: '/nope' })).to.equal(null);
    expect(pageViewProperties(matchRoute('/not-found', '?from_url=%2Fx'), { path: '/not-found?from_url=%2Fx' })).to.deep.equal({
      path: '/not-found?from_url=%2Fx',
      route: 'not-found',
      from_url: '/x',
    });
  });

  it('isInAppPath: app routes and their legacy aliases, not the server pages or unknown paths', () => {
    for (const path of ['/home', '/', '/retailers/Acme/12', '/Retailers/', '/offers/Milk/5', '/signup', '/login']) {
      expect(isInAppPath(path), path).to.equal(true);
    }
    for (const path of ['/identity/interaction/abc', '/api/main/x', '/demo-retailer', '/not-found', '/nope']) {
      expect(isInAppPath(path), path).to.equal(false);
    }
  });

  it('scrollTargetFor / movesFocusOnNavigation: top on PUSH, saved position on POP, stay on REPLACE', () => {
    expect(scrollTargetFor('PUSH', 900)).to.equal(0);
    expect(scrollTargetFor('POP', 900)).to.equal(900);
    expect(scrollTargetFor('POP', undefined)).to.equal(0);
    expect(scrollTargetFor('REPLACE', 900)).to.equal(null);
    expect(['PUSH', 'POP', 'REPLACE'].map((action) => movesFocusOnNavigation(action as 'PUSH'))).to.deep.equal([
      true,
      true,
      false,
    ]);
  });

  it('mobileOnlyMessage: "This {keyword} is only available in the Clipback app"', () => {
    expect(mobileOnlyMessage('offer')).to.equal('This offer is only available in the Clipback app');
    expect(mobileOnlyMessage('  ')).to.equal('This page is only available in the Clipback app');
    expect(mobileOnlyMessage(undefined)).to.equal('This page is only available in the Clipback app');
  });

  it('welcomeContinuePath / welcomePath: the same-origin redirect or /home', () => {
    expect(welcomeContinuePath('/offers/Milk/5?x=1')).to.equal('/offers/Milk/5?x=1');
    expect(welcomeContinuePath('https://evil.example/')).to.equal('/home');
    expect(welcomeContinuePath('//evil.example/')).to.equal('/home');
    expect(welcomeContinuePath(undefined)).to.equal('/home');
    expect(welcomePath('/retailers')).to.equal('/welcome?source=register&redirect=%2Fretailers');
    expect(welcomePath(null)).to.equal('/welcome?source=register');
  });

  it('breadcrumbsNeedPageTitle: named pages wait for their name; search and earnings do not', () => {
    expect(breadcrumbsNeedPageTitle('retailers-retailerName-id')).to.equal(true);
    expect(breadcrumbsNeedPageTitle('offers-offerName-id')).to.equal(true);
    expect(breadcrumbsNeedPageTitle('search')).to.equal(false);
    expect(breadcrumbsNeedPageTitle('bonuses-bonusCategory')).to.equal(false);
  });

  it('guardNeedsFlags: anonymous offer pages (and flag-gated routes) wait for the flags', () => {
    expect(guardNeedsFlags(matchRoute('/offers/Milk/5'), false)).to.equal(true);
    expect(guardNeedsFlags(matchRoute('/offers/5'), false)).to.equal(true);
    expect(guardNeedsFlags(matchRoute('/offers/Milk/5'), true)).to.equal(false);
    expect(guardNeedsFlags(matchRoute('/account'), false)).to.equal(false);
  });

  it('loginTrackingParams: app_version, global_session_id, early_identifier', () => {
    expect(loginTrackingParams({ sessionId: 's', earlyIdentifier: 'e' })).to.deep.equal({
      app_version: '4.485.0',
      global_session_id: 's',
      early_identifier: 'e',
    });
  });
});
