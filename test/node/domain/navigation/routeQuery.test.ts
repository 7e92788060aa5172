import { expect } from 'chai';
import { formatQuery, friendCodeFromQuery, parseQuery, routeQueryValue, routeQueryValues } from '../../../../domain/navigation/routeQuery';

describe('route query', () => {
  it('parses once-seen keys as strings, repeated or declared list keys as lists', () => {
    expect(parseQuery('?a=1&b=2&b=3&ids=9', ['ids'])).to.deep.equal({ a: '1', b: ['2', '3'], ids: ['9'] });
    expect(parseQuery('q=a+b%26c')).to.deep.equal({ q: 'a b&c' });
    expect(parseQuery('')).to.deep.equal({});
  });

  it('formats with encoding, repeating array keys', () => {
    expect(formatQuery({ q: 'a b&c', ids: ['1', 2], off: undefined })).to.equal('?q=a%20b%26c&ids=1&ids=2');
    expect(formatQuery({})).to.equal('');
  });

  it('reads the first value or all values of a key', () => {
    const query = { a: '1', b: ['2', '3'] };
    expect(routeQueryValue(query, 'a')).to.equal('1');
    expect(routeQueryValue(query, 'b')).to.equal('2');
    expect(routeQueryValue(query, 'c')).to.equal(undefined);
    expect(routeQueryValues(query, 'a')).to.deep.equal(['1']);
    expect(routeQueryValues(query, 'b')).to.deep.equal(['2', '3']);
    expect(routeQueryValues(query, 'c')).to.deep.equal([]);
  });
});

describe('friendCodeFromQuery', () => {
  it('reads the referral code from friend, else friend_code (000 §7), ignoring blanks', () => {
    expect(friendCodeFromQuery({ friend: 'PAL1', friend_code: 'PAL2' })).to.equal('PAL1');
    expect(friendCodeFromQuery({ friend_code: 'PAL2' })).to.equal('PAL2');
    expect(friendCodeFromQuery({ friend: '  ' })).to.equal(undefined);
    expect(friendCodeFromQuery({})).to.equal(undefined);
  });
});
