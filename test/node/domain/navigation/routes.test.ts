import { expect } from 'chai';
import { BRAND_NAME } from '../../../../domain/constants/app';
import * as MESSAGES from '../../../../domain/constants/messages';
import { ROUTE_NAME, type RouteName } from '../../../../domain/constants/navigation';
import {
  ROUTE_DEFINITIONS,
  hasBreadcrumbs,
  isPublicRoute,
  routeDefinition,
  routeTitle,
} from '../../../../domain/navigation/routes';

/** The canonical patterns the brief fixes, one per named route of both documents. */
const CANONICAL_PATTERNS: Record<RouteName, string> = {
  home: '/home',
  categories: '/categories',
  'categories-categoryName-categoryId': '/categories/:categoryName/:categoryId',
  bonuses: '/bonuses',
  'bonuses-bonus_id': '/bonuses/:bonus_id',
  'bonuses-bonusCategory': '/bonuses/:bonusCategory',
  retailers: '/retailers',
  'retailers-retailerName-id': '/retailers/:retailerName/:id',
  'retailers-retailerName-id-link': '/retailers/:retailerName/:id/link',
  'retailers-groups-retailerGroupName': '/retailers/groups/:retailerGroupName',
  'offers-offerName-id': '/offers/:offerName/:id',
  'offers-id': '/offers/:id',
  'offer-tag': '/offer-tag/:tagName',
  referral: '/referral',
  'security-checkup': '/account/security-checkup',
  'account-panel': '/account/:panel?',
  'get-the-app': '/get-the-app',
  'browser-extension': '/browser-extension',
  welcome: '/welcome',
  search: '/search',
  'price-compare': '/price-compare',
  'retailer-launch': '/retailer-launch',
  register: '/register',
  'sign-in': '/sign-in',
  login: '/login',
  'sign-in-error': '/sign-in/error',
  'finish-up': '/finish-up',
  'mobile-only': '/mobile-only',
  'mobile-required': '/mobile-required',
  'helpdesk-error': '/helpdesk-error',
  earnings: '/earnings/:transactionId',
  'docs-terms': '/docs/terms',
  'docs-privacy': '/docs/privacy',
  'confirm-email': '/confirm-email',
  'unlock-account': '/unlock-account',
  'email-settings': '/email-settings',
  'data-deletion-error': '/data-deletion-error',
  faq: '/faq',
  'browser-extension-installed': '/browser-extension/installed',
  'browser-extension-ineligible': '/browser-extension/ineligible',
  'browser-extension-restart': '/browser-extension/restart',
  'beta-only': '/beta-only',
  branch: '/branch/:branch',
  'not-found': '/not-found',
};

const PUBLIC_ROUTES: RouteName[] = [
  'home',
  'categories',
  'categories-categoryName-categoryId',
  'retailers',
  'retailers-retailerName-id',
  'retailers-groups-retailerGroupName',
  'offers-offerName-id',
  'offers-id',
  'offer-tag',
  'get-the-app',
  'browser-extension',
  'register',
  'sign-in',
  'login',
  'sign-in-error',
  'finish-up',
  'mobile-only',
  'mobile-required',
  'helpdesk-error',
  'docs-terms',
  'docs-privacy',
  'confirm-email',
  'unlock-account',
  'email-settings',
  'faq',
  'browser-extension-installed',
  'browser-extension-ineligible',
  'browser-extension-restart',
  'branch',
  'not-found',
];

describe('navigation route table', () => {
  it('holds exactly one definition per named route of both documents, with the canonical pattern', () => {
    const names = ROUTE_DEFINITIONS.map((definition) => definition.name);
    expect(new Set(names).size).to.equal(names.length);
    expect([...names].sort()).to.deep.equal(Object.values(ROUTE_NAME).sort());
    for (const definition of ROUTE_DEFINITIONS) {
      expect(definition.pattern, definition.name).to.equal(CANONICAL_PATTERNS[definition.name]);
    }
  });

  it('lists each route\'s params in path order', () => {
    expect(routeDefinition(ROUTE_NAME.RETAILER).params).to.deep.equal(['retailerName', 'id']);
    expect(routeDefinition(ROUTE_NAME.CATEGORY).params).to.deep.equal(['categoryName', 'categoryId']);
    expect(routeDefinition(ROUTE_NAME.ACCOUNT_PANEL).params).to.deep.equal(['panel']);
    expect(routeDefinition(ROUTE_NAME.HOME).params).to.deep.equal([]);
  });

  it('"Pages are protected by default; a page may be marked public"', () => {
    const actualPublic = ROUTE_DEFINITIONS.filter((definition) => definition.public).map((d) => d.name);
    expect(actualPublic.sort()).to.deep.equal([...PUBLIC_ROUTES].sort());
    expect(isPublicRoute(ROUTE_NAME.SEARCH), 'search is signed-in only (000 §6)').to.equal(false);
    expect(isPublicRoute(ROUTE_NAME.ACCOUNT_PANEL)).to.equal(false);
  });

  it('"Breadcrumbs: Shown only on routes registered for them"', () => {
    const registered = ROUTE_DEFINITIONS.filter((definition) => definition.breadcrumbs).map((d) => d.name);
    expect(registered.sort()).to.deep.equal(
      [
        'categories-categoryName-categoryId',
        'retailers-retailerName-id',
        'retailers-groups-retailerGroupName',
        'offers-offerName-id',
        'offers-id',
        'search',
        'bonuses-bonus_id',
        'bonuses-bonusCategory',
        'earnings',
        'account-panel',
      ].sort(),
    );
    expect(hasBreadcrumbs(ROUTE_NAME.HOME)).to.equal(false);
  });

  it('declares the documents\' query keys', () => {
    expect(routeDefinition(ROUTE_NAME.OFFER).queryKeys).to.include.members(['retailerId', 'categoryId', 'searchQuery']);
    expect(routeDefinition(ROUTE_NAME.OFFER_BY_ID).queryKeys).to.include('offerGroupId');
    expect(routeDefinition(ROUTE_NAME.RETAILER_GROUP).arrayQueryKeys).to.deep.equal(['ids']);
    expect(routeDefinition(ROUTE_NAME.SEARCH).queryKeys).to.deep.equal(['q']);
    expect(routeDefinition(ROUTE_NAME.REGISTER).queryKeys).to.include('friend');
    expect(routeDefinition(ROUTE_NAME.LOGIN).queryKeys).to.deep.equal(['redirect']);
    expect(routeDefinition(ROUTE_NAME.MOBILE_ONLY).queryKeys).to.deep.equal(['keyword']);
    expect(routeDefinition(ROUTE_NAME.RETAILER_LAUNCH).queryKeys).to.deep.equal([
      'offerValueString',
      'shoppingId',
      'iconUrl',
      'affiliateUrl',
      'name',
      'itemOfferCount',
      'topAmountBack',
      'maxPercentBack',
      'launchedOfferId',
    ]);
  });

  it('titles every route \'<Page> | Clipback\'', () => {
    for (const definition of ROUTE_DEFINITIONS) {
      expect(definition.title, definition.name).to.match(new RegExp(`^\\S.* \\| ${BRAND_NAME}$`));
    }
    expect(routeTitle(ROUTE_NAME.HOME)).to.equal(`Home | ${BRAND_NAME}`);
  });

  it("titles not-found exactly 'Not Found | Clipback'", () => {
    expect(routeTitle(ROUTE_NAME.NOT_FOUND)).to.equal('Not Found | Clipback');
    expect(routeTitle(ROUTE_NAME.NOT_FOUND)).to.equal(`${MESSAGES.NOT_FOUND_TITLE} | ${BRAND_NAME}`);
  });

  it('disables the branch switcher route ("currently disabled") and gates only /beta-only, on the beta-tester flag', () => {
    expect(routeDefinition(ROUTE_NAME.BRANCH).disabled).to.equal(true);
    expect(ROUTE_DEFINITIONS.filter((definition) => definition.disabled).map((d) => d.name)).to.deep.equal(['branch']);
    expect(ROUTE_DEFINITIONS.filter((definition) => definition.flag !== undefined).map((d) => [d.name, d.flag])).to.deep.equal([
      [ROUTE_NAME.BETA_ONLY, 'web-beta-tester'],
    ]);
  });
});
