import { expect } from 'chai';
import { parseNumericId } from '../../../../domain/values/numericId';

describe('parseNumericId', () => {
  it('reads plain digits as a number', () => {
    expect(parseNumericId('12')).to.equal(12);
    expect(parseNumericId('0')).to.equal(0);
  });

  it('answers null for anything else: signs, decimals, spaces, words, empty, missing', () => {
    for (const text of ['-1', '1.5', ' 12', '12 ', '1e3', 'abc', '', null, undefined]) {
      expect(parseNumericId(text), String(text)).to.equal(null);
    }
  });
});
