import { expect } from 'chai';
import { fillPattern, matchSegments, parsePattern, splitPathname } from '../../../../domain/navigation/pathPattern';

describe('path patterns', () => {
  it('parses literals, params and optional params', () => {
    expect(parsePattern('/account/:panel?')).to.deep.equal([
      { kind: 'literal', text: 'account' },
      { kind: 'param', name: 'panel', optional: true },
    ]);
  });

  it('matches raw segments; params never match an empty segment', () => {
    const pattern = parsePattern('/retailers/:retailerName/:id');
    expect(matchSegments(pattern, splitPathname('/retailers/A%20B/5'))).to.deep.equal({ retailerName: 'A%20B', id: '5' });
    expect(matchSegments(pattern, splitPathname('/retailers//5'))).to.equal(null);
    expect(matchSegments(pattern, splitPathname('/retailers/a'))).to.equal(null);
    expect(matchSegments(pattern, splitPathname('/retailers/a'), { trailingParamsOptional: true })).to.deep.equal({
      retailerName: 'a',
    });
    expect(matchSegments(pattern, splitPathname('/retailers/a/5/6'))).to.equal(null);
  });

  it('compares literals ignoring case only when asked', () => {
    const pattern = parsePattern('/home');
    expect(matchSegments(pattern, ['HOME'])).to.equal(null);
    expect(matchSegments(pattern, ['HOME'], { caseInsensitiveLiterals: true })).to.deep.equal({});
  });

  it('fills a pattern, stopping at an absent optional param', () => {
    expect(fillPattern(parsePattern('/account/:panel?'), {})).to.equal('/account');
    expect(fillPattern(parsePattern('/account/:panel?'), { panel: 'cashout' })).to.equal('/account/cashout');
  });
});
