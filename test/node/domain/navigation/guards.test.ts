import { expect } from 'chai';
import { FLAG } from '../../../../domain/constants/flags';
import * as MESSAGES from '../../../../domain/constants/messages';
import { type RouteGuardContext, guardRoute } from '../../../../domain/navigation/guards';
import { matchRoute } from '../../../../domain/navigation/matchRoute';

function at(path: string, context: Omit<RouteGuardContext, 'route'> = { signedIn: true }) {
  const index = path.indexOf('?');
  const route = index === -1 ? matchRoute(path) : matchRoute(path.slice(0, index), path.slice(index));
  return guardRoute({ ...context, route });
}
const anonymous = { signedIn: false } as const;
const signedIn = { signedIn: true } as const;

describe('guardRoute', () => {
  describe('"An anonymous user on a non-public page goes to /login with redirect set to the original path"', () => {
    it('redirects with the path and query, 302', () => {
      expect(at('/search?q=paper towels', anonymous)).to.deep.equal({
        redirect: '/login?redirect=%2Fsearch%3Fq%3Dpaper%2520towels',
        status: 302,
      });
      expect(at('/account/cashout', anonymous)).to.deep.equal({
        redirect: '/login?redirect=%2Faccount%2Fcashout',
        status: 302,
      });
      expect(at('/earnings/tx-1', anonymous)?.redirect).to.equal('/login?redirect=%2Fearnings%2Ftx-1');
    });

    it('lets anonymous users through public pages and signed-in users through protected ones', () => {
      for (const path of ['/home', '/categories', '/retailers', '/retailers/Target/5', '/get-the-app', '/docs/terms']) {
        expect(at(path, anonymous), path).to.equal(null);
      }
      expect(at('/search?q=x', signedIn)).to.equal(null);
      expect(at('/referral', signedIn)).to.equal(null);
      expect(at('/nowhere', anonymous), 'not-found is public').to.equal(null);
    });
  });

  it('"A signed-in user on /sign-in, /register or /login goes to /home"', () => {
    for (const path of ['/sign-in', '/register?state=s&token=t', '/login?redirect=%2Fsearch']) {
      expect(at(path, signedIn), path).to.deep.equal({ redirect: '/home', status: 302 });
    }
    expect(at('/sign-in', anonymous)).to.equal(null);
    expect(at('/login', anonymous)).to.equal(null);
  });

  it('"The register callback without state and token goes to /sign-in"', () => {
    expect(at('/register', anonymous)).to.deep.equal({ redirect: '/sign-in', status: 302 });
    expect(at('/register?state=s', anonymous)?.redirect, 'token missing').to.equal('/sign-in');
    expect(at('/register?token=t', anonymous)?.redirect, 'state missing').to.equal('/sign-in');
    expect(at('/register?state=s&token=t&friend=ABC', anonymous)).to.equal(null);
  });

  it('keeps a referral link (/register?friend= or friend_code=) for a visitor: the page starts sign-up with the code', () => {
    expect(at('/register?friend=ABC', anonymous)).to.equal(null);
    expect(at('/register?friend_code=ABC', anonymous)).to.equal(null);
    expect(at('/register?friend=%20', anonymous)?.redirect, 'a blank code is no code').to.equal('/sign-in');
    expect(at('/register?friend=ABC', signedIn)?.redirect, 'a customer has registered already').to.equal('/home');
  });

  describe('a user signed in at the provider without a customer (needsRegistration)', () => {
    const unregistered = { signedIn: false, needsRegistration: true } as const;

    it('goes to /register from any other page, keeping where they were going', () => {
      expect(at('/retailers/Target/5', unregistered)).to.deep.equal({
        redirect: '/register?redirect=%2Fretailers%2FTarget%2F5',
        status: 302,
      });
      expect(at('/offers/501?source=add-offer&offerGroupId=8001', unregistered)?.redirect).to.equal(
        '/register?redirect=%2Foffers%2F501%3Fsource%3Dadd-offer%26offerGroupId%3D8001',
      );
      expect(at('/account', unregistered)?.redirect).to.equal('/register?redirect=%2Faccount');
      expect(at('/home', unregistered)?.redirect, 'home is no destination to keep').to.equal('/register');
      expect(at('/login?redirect=%2Fsearch', unregistered)?.redirect, "an auth page's redirect").to.equal('/register?redirect=%2Fsearch');
      expect(at('/sign-in', unregistered)?.redirect).to.equal('/register');
    });

    it('sees the form itself (without state and token), the provider error page, finish-up and the legal documents', () => {
      for (const path of ['/register', '/register?friend=ABC', '/register?redirect=%2Fsearch', '/sign-in/error', '/finish-up', '/docs/terms', '/docs/privacy']) {
        expect(at(path, unregistered), path).to.equal(null);
      }
    });
  });

  it('"A login-provider redirect carrying error and state on /home goes to /sign-in/error"', () => {
    expect(at('/home?error=access_denied&state=xyz', anonymous)).to.deep.equal({
      redirect: '/sign-in/error?error=access_denied',
      status: 302,
    });
    expect(at('/home?error=access_denied', anonymous), 'state missing').to.equal(null);
    expect(at('/home?state=xyz', anonymous), 'error missing').to.equal(null);
  });

  it('"Account page requires a completed security checkup, else redirect to /account/security-checkup with redirect=/account"', () => {
    expect(at('/account', { signedIn: true, securityCheckupComplete: false })).to.deep.equal({
      redirect: '/account/security-checkup?redirect=%2Faccount',
      status: 302,
    });
    expect(at('/account/privacy', { signedIn: true, securityCheckupComplete: false })?.redirect).to.equal(
      '/account/security-checkup?redirect=%2Faccount',
    );
    expect(at('/account', { signedIn: true, securityCheckupComplete: true })).to.equal(null);
    expect(at('/account', { signedIn: true }), 'status not known yet').to.equal(null);
    expect(at('/account/security-checkup', { signedIn: true, securityCheckupComplete: false })).to.equal(null);
  });

  describe('"Cashout panel with no selected source and no page query redirects to /account/cashout"', () => {
    it('redirects the cashout panel reached with other query values', () => {
      expect(at('/account/cashout?amount=20', signedIn)).to.deep.equal({ redirect: '/account/cashout', status: 302 });
    });

    it('does not redirect /account/cashout to itself, nor with a page query or a selected source', () => {
      expect(at('/account/cashout', signedIn)).to.equal(null);
      expect(at('/account/cashout?page=chooseAccount', signedIn)).to.equal(null);
      expect(at('/account/cashout?amount=20', { signedIn: true, hasSelectedCashoutSource: true })).to.equal(null);
      expect(at('/account/privacy?amount=20', signedIn), 'other panels').to.equal(null);
    });
  });

  describe('"Affiliate URL (retailer-launch) must be https and contain lid- followed by 32 alphanumerics, else redirect to /home"', () => {
    const valid = encodeURIComponent('https://go.example/r?id=lid-0123456789abcdefghijABCDEFGHIJ01');
    it('opens a valid affiliate URL', () => {
      expect(at(`/retailer-launch?affiliateUrl=${valid}&name=Target`, signedIn)).to.equal(null);
    });
    it('sends an invalid or missing one home', () => {
      const http = encodeURIComponent('http://go.example/r?id=lid-0123456789abcdefghijABCDEFGHIJ01');
      expect(at(`/retailer-launch?affiliateUrl=${http}`, signedIn)).to.deep.equal({ redirect: '/home', status: 302 });
      expect(at('/retailer-launch?name=Target', signedIn)?.redirect).to.equal('/home');
    });
  });

  describe('"Retailer id must be numeric; otherwise redirect to /retailers with the message"', () => {
    const notFound = { redirect: '/retailers', status: 302, message: MESSAGES.RETAILER_NOT_FOUND };
    it('redirects a non-numeric or missing retailer id', () => {
      expect(at('/retailers/Target/abc', anonymous)).to.deep.equal(notFound);
      expect(at('/retailers/Target/12x', signedIn)).to.deep.equal(notFound);
      expect(at('/retailers/Target', signedIn)).to.deep.equal(notFound);
      expect(at('/retailers/Target/abc/link', signedIn)).to.deep.equal(notFound);
      expect(notFound.message).to.equal("Sorry, we couldn't find that retailer.");
    });
    it('lets a numeric id through', () => {
      expect(at('/retailers/Target/5', anonymous)).to.equal(null);
      expect(at('/retailers/Target/5/link', signedIn)).to.equal(null);
    });
    it('"A retailer group needs a query ids array, else the same redirect"', () => {
      expect(at('/retailers/groups/Dollar', signedIn)).to.deep.equal(notFound);
      expect(at('/retailers/groups/Dollar?ids=', signedIn)).to.deep.equal(notFound);
      expect(at('/retailers/groups/Dollar?ids=1&ids=2', signedIn)).to.equal(null);
    });
  });

  it('"A category page needs categoryName and categoryId, else redirect to /categories"', () => {
    expect(at('/categories/Grocery', anonymous)).to.deep.equal({ redirect: '/categories', status: 302 });
    expect(at('/categories/Grocery/88', anonymous)).to.equal(null);
  });

  describe('"Anonymous users may see generic offers only when a flag allows it ... otherwise redirect to sign-in with redirect set to the current path"', () => {
    const offerPath = '/offers/Milk/77?retailerId=5';
    const toSignIn = { redirect: '/sign-in?redirect=%2Foffers%2FMilk%2F77%3FretailerId%3D5', status: 302 };
    const affiliateOn = { [FLAG.LOGGED_OUT_AFFILIATE_OFFERS]: true };
    const itemOn = { [FLAG.LOGGED_OUT_ITEM_OFFERS]: true };

    it('redirects anonymous users when no flag is on', () => {
      expect(at(offerPath, { signedIn: false, anonymousOfferKind: 'affiliate' })).to.deep.equal(toSignIn);
      expect(at('/offers/77?offerGroupId=3', { signedIn: false, anonymousOfferKind: 'item' })?.redirect).to.equal(
        '/sign-in?redirect=%2Foffers%2F77%3FofferGroupId%3D3',
      );
    });

    it('uses the offer-spotlight/affiliate flag for affiliate offers', () => {
      expect(at(offerPath, { signedIn: false, anonymousOfferKind: 'affiliate', flags: affiliateOn })).to.equal(null);
      expect(at(offerPath, { signedIn: false, anonymousOfferKind: 'affiliate', flags: itemOn })).to.deep.equal(toSignIn);
    });

    it('uses the logged-out item offers flag for item and nonaffiliate offers', () => {
      expect(at(offerPath, { signedIn: false, anonymousOfferKind: 'item', flags: itemOn })).to.equal(null);
      expect(at(offerPath, { signedIn: false, anonymousOfferKind: 'item', flags: affiliateOn })).to.deep.equal(toSignIn);
    });

    it('needs both flags when the caller does not know the kind', () => {
      expect(at(offerPath, { signedIn: false, flags: affiliateOn })).to.deep.equal(toSignIn);
      expect(at(offerPath, { signedIn: false, flags: { ...affiliateOn, ...itemOn } })).to.equal(null);
    });

    it('never redirects signed-in users', () => {
      expect(at(offerPath, { signedIn: true, anonymousOfferKind: 'affiliate' })).to.equal(null);
    });
  });
});
