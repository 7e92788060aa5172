import { expect } from 'chai';
import { fundingSourceLogoSrc, institutionColour, institutionInitials } from '../../../../domain/money/fundingSourceLogo';
import { parseWithdrawalAttempt, withdrawalAttemptFor } from '../../../../domain/money/withdrawalAttempt';

describe('withdrawal attempt (one idempotency key per withdrawal)', () => {
  const wanted = { customerId: 'c1', fundingSourceId: 'fs1', amountCents: 2000 };
  const stored = { ...wanted, idempotencyKey: 'kept' };

  it('reuses the kept key for the same withdrawal, and takes a new one for another amount, account or customer', () => {
    expect(withdrawalAttemptFor(stored, wanted, () => 'new')).to.deep.equal(stored);
    for (const other of [{ amountCents: 2500 }, { fundingSourceId: 'fs2' }, { customerId: 'c2' }]) {
      expect(withdrawalAttemptFor(stored, { ...wanted, ...other }, () => 'new').idempotencyKey).to.equal('new');
    }
    expect(withdrawalAttemptFor(null, wanted, () => 'new')).to.deep.equal({ ...wanted, idempotencyKey: 'new' });
  });

  it('reads back only a whole attempt', () => {
    expect(parseWithdrawalAttempt(JSON.stringify(stored))).to.deep.equal(stored);
    for (const text of [null, '', 'not json', '{}', JSON.stringify({ ...stored, idempotencyKey: '' }), JSON.stringify({ ...stored, amountCents: 20.5 })]) {
      expect(parseWithdrawalAttempt(text)).to.equal(null);
    }
  });
});

describe('fundingSourceLogoSrc', () => {
  it('shows a base64 PNG or JPEG as a data URL, and nothing else', () => {
    expect(fundingSourceLogoSrc('iVBORw0KGgo=')).to.equal('data:image/png;base64,iVBORw0KGgo=');
    expect(fundingSourceLogoSrc('/9j/4AAQ')).to.equal('data:image/jpeg;base64,/9j/4AAQ');
  });

  it('takes the type named on the first line of the decoded string (000 §5), else png', () => {
    const named = (firstLine: string) => Buffer.from(`${firstLine}\nrest of the image`, 'latin1').toString('base64');
    expect(fundingSourceLogoSrc(named('image/jpg'))).to.equal(`data:image/jpeg;base64,${named('image/jpg')}`);
    expect(fundingSourceLogoSrc(named('JPEG file'))).to.equal(`data:image/jpeg;base64,${named('JPEG file')}`);
    // Named on a later line only: the first line decides, and names nothing.
    const later = Buffer.from('GIF89a\njpeg', 'latin1').toString('base64');
    expect(fundingSourceLogoSrc(later)).to.equal(`data:image/png;base64,${later}`);
  });

  it('refuses what is not base64', () => {
    for (const logo of [null, undefined, '', 'javascript:alert(1)', 'https://bank.example/logo.png']) expect(fundingSourceLogoSrc(logo)).to.equal(null);
  });
});

describe('institutionInitials (the logo a bank without one shows)', () => {
  it('takes up to two initials of the significant words', () => {
    expect(institutionInitials('Prairie State Credit Union')).to.equal('PS');
    expect(institutionInitials('Bank of the West')).to.equal('BW');
    expect(institutionInitials('chase')).to.equal('C');
    expect(institutionInitials('  U.S. Bank ')).to.equal('UB');
    for (const name of [null, undefined, '', '  ', '&']) expect(institutionInitials(name)).to.equal(null);
  });
});

describe('institutionColour', () => {
  it('takes a plain #rrggbb colour only', () => {
    expect(institutionColour('#1F5fa8')).to.equal('#1F5fa8');
    for (const color of [null, undefined, '', 'red', '#fff', 'url(x)', '#1f5fa8;background:red']) expect(institutionColour(color)).to.equal(null);
  });
});
