import { expect } from 'chai';
import { pageQueryValue, requestedPage } from '../../../../domain/navigation/pageQuery';

describe('the page in the URL (issue 21)', () => {
  it('reads ?page=N as a whole number from 1; anything else is page 1', () => {
    expect(requestedPage('2')).to.equal(2);
    expect(requestedPage('40')).to.equal(40);
    for (const value of [undefined, '', 'abc', '0', '-3', '2.5', '1e3', ' 2', '9'.repeat(20)]) {
      expect(requestedPage(value), String(value)).to.equal(1);
    }
  });

  it('names page 1 with no query value, other pages by number', () => {
    expect(pageQueryValue(1)).to.equal(undefined);
    expect(pageQueryValue(3)).to.equal('3');
  });
});
