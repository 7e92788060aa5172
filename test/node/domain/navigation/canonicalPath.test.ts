import { expect } from 'chai';
import { canonicalPath } from '../../../../domain/navigation/canonicalPath';
import { matchRoute } from '../../../../domain/navigation/matchRoute';

const canonicalOf = (path: string) => {
  const [pathname = '', search = ''] = path.split(/(?=\?)/);
  return canonicalPath(matchRoute(pathname, search));
};

describe('canonicalPath (the page a <link rel="canonical"> names)', () => {
  it('names /home for the root and for home with any query', () => {
    expect(canonicalOf('/')).to.equal('/home');
    expect(canonicalOf('/?friend=ABC')).to.equal('/home');
    expect(canonicalOf('/home?utm_source=mail')).to.equal('/home');
  });

  it("keeps a route's params and a paged list's page beyond the first, and no other query", () => {
    expect(canonicalOf('/retailers/Bed%20Bath/42?page=2&utm_source=x')).to.equal('/retailers/Bed%20Bath/42?page=2');
    expect(canonicalOf('/retailers?page=3')).to.equal('/retailers?page=3');
    expect(canonicalOf('/retailers?page=1')).to.equal('/retailers');
    expect(canonicalOf('/categories/Home/7?page=2')).to.equal('/categories/Home/7');
    expect(canonicalOf('/retailers/groups/Dollar?ids=1&ids=2&utm_source=x')).to.equal('/retailers/groups/Dollar?ids=1&ids=2');
  });
});
