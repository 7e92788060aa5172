import { expect } from 'chai';
import { LEGACY_PATH_ALIASES } from '../../../../domain/navigation/legacyPath';
import { legacyRedirect } from '../../../../domain/navigation/legacyRedirect';
import { matchRoute } from '../../../../domain/navigation/matchRoute';

function followOnce(pathname: string, search = ''): string {
  const answer = legacyRedirect(pathname, search);
  expect(answer, pathname).to.not.equal(null);
  expect(answer?.status).to.equal(301);
  return answer?.redirect ?? '';
}

describe('legacyRedirect ("Legacy path redirects are 301")', () => {
  it('leaves / alone: it shows home in place, without a round trip (issue 31)', () => {
    expect(legacyRedirect('/')).to.equal(null);
    expect(legacyRedirect('/', '?friend=ABC')).to.equal(null);
  });

  it('removes a trailing slash on any path, keeping the query', () => {
    expect(followOnce('/login/', '?redirect=%2Fsearch')).to.equal('/login?redirect=%2Fsearch');
    expect(followOnce('/retailers/Target/5/')).to.equal('/retailers/Target/5');
    expect(followOnce('/some/unknown/')).to.equal('/some/unknown');
  });

  it('collapses repeated slashes, so the answer is never protocol-relative', () => {
    expect(followOnce('//evil.example/')).to.equal('/evil.example');
    expect(followOnce('/account//cashout')).to.equal('/account/cashout');
    expect(followOnce('//')).to.equal('/');
  });

  it('lower-cases a route\'s literal segments and keeps params as they came', () => {
    expect(followOnce('/HOME')).to.equal('/home');
    expect(followOnce('/Retailers/Bed%20Bath/42')).to.equal('/retailers/Bed%20Bath/42');
    expect(followOnce('/Retailers/Groups/Dollar', '?ids=1')).to.equal('/retailers/groups/Dollar?ids=1');
    expect(followOnce('/Account/CashOut/')).to.equal('/account/CashOut');
    expect(followOnce('/Sign-In/Error')).to.equal('/sign-in/error');
  });

  it('maps the alias table', () => {
    expect(followOnce('/signup', '?friend=ABC')).to.equal('/register?friend=ABC');
    expect(followOnce('/SignUp/')).to.equal('/register');
    expect(followOnce('/sign-up')).to.equal('/register');
    expect(followOnce('/log-in')).to.equal('/login');
    expect(followOnce('/retailer/Target%20Store/5')).to.equal('/retailers/Target%20Store/5');
    expect(followOnce('/retailer')).to.equal('/retailers');
    expect(followOnce('/category/Grocery/88')).to.equal('/categories/Grocery/88');
    expect(followOnce('/category')).to.equal('/categories');
    expect(followOnce('/cashout')).to.equal('/account/cashout');
    expect(followOnce('/security-checkup', 'redirect=%2Faccount')).to.equal('/account/security-checkup?redirect=%2Faccount');
    expect(followOnce('/bonus')).to.equal('/bonuses');
  });

  it('lands every alias on a known route in one step (no chains)', () => {
    for (const alias of LEGACY_PATH_ALIASES) {
      const from = alias.from.replace(/:[^/]+/g, 'p1');
      const target = followOnce(from);
      expect(legacyRedirect(target), `${from} → ${target}`).to.equal(null);
      expect(matchRoute(target).name, target).to.equal(alias.to);
    }
  });

  it('leaves canonical and unknown paths alone', () => {
    for (const path of ['/home', '/retailers/Target/5', '/account', '/account/cashout', '/nope', '/bonuses/for-you']) {
      expect(legacyRedirect(path, '?a=1'), path).to.equal(null);
    }
    expect(legacyRedirect('relative')).to.equal(null);
    expect(legacyRedirect('')).to.equal(null);
  });

  it('refuses to answer with a path a browser would read as another origin', () => {
    expect(legacyRedirect('/\\evil.example/')).to.equal(null);
  });
});
