import { expect } from 'chai';
import { centsToDollars, dollarsToCents, parseDollarsInput } from '../../../../domain/money/cents';

describe('dollarsToCents / centsToDollars', () => {
  it('converts without float drift', () => {
    expect(0.29 * 100).to.not.equal(29); // the drift being avoided
    expect(dollarsToCents(0.29)).to.equal(29);
    expect(dollarsToCents(1.005)).to.equal(101);
    expect(dollarsToCents(1234.5)).to.equal(123450);
    expect(dollarsToCents(20)).to.equal(2000);
    expect(dollarsToCents(0.1 + 0.2)).to.equal(30);
    expect(dollarsToCents(-12.345)).to.equal(-1235);
    expect(dollarsToCents(0)).to.equal(0);
    expect(Object.is(dollarsToCents(-0.001), 0)).to.equal(true);
  });

  it('refuses non-numbers', () => {
    expect(() => dollarsToCents(Number.NaN)).to.throw(RangeError);
    expect(() => dollarsToCents(Infinity)).to.throw(RangeError);
  });

  it('gives dollars back', () => {
    expect(centsToDollars(123450)).to.equal(1234.5);
    expect(centsToDollars(29)).to.equal(0.29);
    for (const cents of [1, 7, 29, 99, 101, 123456789]) expect(dollarsToCents(centsToDollars(cents))).to.equal(cents);
  });
});

describe('parseDollarsInput', () => {
  it('reads typed amounts as cents', () => {
    expect(parseDollarsInput('12')).to.equal(1200);
    expect(parseDollarsInput('12.5')).to.equal(1250);
    expect(parseDollarsInput(' $1,234.56 ')).to.equal(123456);
    expect(parseDollarsInput('.99')).to.equal(99);
    expect(parseDollarsInput('0.29')).to.equal(29);
  });

  it('refuses anything else', () => {
    for (const text of ['', '$', '.', '-5', '1.234', 'abc', '1,23', '12.5.1']) {
      expect(parseDollarsInput(text), text).to.equal(null);
    }
  });
});
