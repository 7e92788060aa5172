import { expect } from 'chai';
import { formatCents, formatUsd } from '../../../../domain/formatting/currency';
import { capitalizeWord } from '../../../../domain/formatting/text';

describe('formatUsd / formatCents', () => {
  it('formats dollars in en-US with two decimals', () => {
    expect(formatUsd(1234.5)).to.equal('$1,234.50');
    expect(formatUsd(0)).to.equal('$0.00');
    expect(formatUsd(20)).to.equal('$20.00');
    expect(formatUsd(-5)).to.equal('-$5.00');
  });

  it('never shows negative zero', () => {
    expect(formatUsd(-0.001)).to.equal('$0.00');
  });

  it('formats integer cents', () => {
    expect(formatCents(123450)).to.equal('$1,234.50');
    expect(formatCents(2000)).to.equal('$20.00');
    expect(formatCents(1)).to.equal('$0.01');
  });
});

describe('capitalizeWord', () => {
  it('upper-cases the first letter only', () => {
    expect(capitalizeWord('CHECKING')).to.equal('Checking');
    expect(capitalizeWord('savings')).to.equal('Savings');
    expect(capitalizeWord('')).to.equal('');
  });
});
