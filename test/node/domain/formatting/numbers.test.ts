import { expect } from 'chai';
import { LOCALE } from '../../../../domain/constants/app';
import { formatCount, formatNumber, type FractionDigits } from '../../../../domain/formatting/numbers';
import { formatUsd } from '../../../../domain/formatting/currency';

/** Deterministic pseudo-random numbers (a linear congruential generator): the same cases every run. */
function* sampleNumbers(count: number): Generator<number> {
  let state = 20261129;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const scales = [1, 10, 100, 1e4, 1e7, 1e12];
  for (let index = 0; index < count; index += 1) {
    const scale = scales[index % scales.length] ?? 1;
    yield (next() - 0.3) * scale;
    yield Math.round(next() * scale * 1000) / 1000;
  }
}

// Ties in their shortest decimal form (1.005 is stored as 1.00499…, and rounds up as ICU rounds it), grouping
// boundaries, exponent forms and zeros.
const EDGES = [0, -0, 0.5, 1.5, 2.5, -2.5, 0.125, 0.005, 1.005, 2.675, 9.995, 0.995, 999.995, 999_999.5, 1e6, 1e20, 1e21, 1.5e22, 1e-7, -1e-7, -0.004, 0.1 + 0.2];
const OPTIONS: FractionDigits[] = [
  { maximumFractionDigits: 0 },
  { maximumFractionDigits: 2 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 3 },
];

describe('formatNumber (en-US without Intl)', () => {
  for (const options of OPTIONS) {
    it(`writes what Intl.NumberFormat(LOCALE, ${JSON.stringify(options)}) writes`, () => {
      const intl = new Intl.NumberFormat(LOCALE, options);
      const differences = [...EDGES, ...sampleNumbers(20_000)]
        .filter((value) => formatNumber(value, options) !== intl.format(value))
        .map((value) => `${value}: ${formatNumber(value, options)} ≠ ${intl.format(value)}`);
      expect(differences).to.deep.equal([]);
    });
  }

  it('groups thousands and keeps the fraction digits asked for', () => {
    expect(formatNumber(1234.5, { maximumFractionDigits: 2 })).to.equal('1,234.5');
    expect(formatNumber(1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).to.equal('1,234.50');
    expect(formatNumber(2.5, { maximumFractionDigits: 0 })).to.equal('3');
    expect(formatCount(1_234_567)).to.equal('1,234,567');
  });
});

describe('formatUsd against Intl', () => {
  it('writes what the currency format writes, after its own rounding', () => {
    const intl = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const differences = [...EDGES, ...sampleNumbers(10_000)]
      .map((amount) => Math.round(amount * 100) / 100 || 0)
      .filter((amount) => formatUsd(amount) !== intl.format(amount))
      .map((amount) => `${amount}: ${formatUsd(amount)} ≠ ${intl.format(amount)}`);
    expect(differences).to.deep.equal([]);
  });
});
