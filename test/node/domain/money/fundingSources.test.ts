import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import {
  fundingSourceAddBlockReason,
  fundingSourceRemoveBlockReason,
  type FundingSource,
} from '../../../../domain/money/fundingSource';
import { paymentMethodLabel } from '../../../../domain/money/paymentMethodLabel';

const checking: FundingSource = { fundingSourceId: 'fs-1', fundingType: 'CHECKING', last4: '1234', status: 'ACTIVE' };

describe('paymentMethodLabel', () => {
  it('capitalises the funding type and masks all but the last four', () => {
    expect(paymentMethodLabel({ fundingType: 'CHECKING', last4: '1234' })).to.equal('Checking ***1234');
    expect(paymentMethodLabel({ fundingType: 'SAVINGS', last4: '0042' })).to.equal('Savings ***0042');
  });
});

describe('fundingSourceAddBlockReason', () => {
  it('allows one checking and one savings account', () => {
    expect(fundingSourceAddBlockReason([], 'CHECKING')).to.equal(null);
    expect(fundingSourceAddBlockReason([checking], 'SAVINGS')).to.equal(null);
    expect(fundingSourceAddBlockReason([checking], 'CHECKING')).to.equal(ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE);
    expect(fundingSourceAddBlockReason([checking], 'CHECKING')).to.equal(ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE);
  });

  it('counts only active sources (a source without status is active)', () => {
    expect(fundingSourceAddBlockReason([{ ...checking, status: 'INACTIVE' }], 'CHECKING')).to.equal(null);
    expect(fundingSourceAddBlockReason([{ ...checking, status: undefined }], 'CHECKING')).to.equal(ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE);
    expect(fundingSourceAddBlockReason([{ ...checking, status: 'active' }], 'checking')).to.equal(ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE);
  });

  it('refuses other account types', () => {
    expect(fundingSourceAddBlockReason([], 'CREDIT')).to.equal(ACCOUNT_MESSAGES.FUNDING_TYPE_UNSUPPORTED);
  });
});

describe('fundingSourceRemoveBlockReason', () => {
  it('is blocked by a pending withdrawal to that account only', () => {
    expect(fundingSourceRemoveBlockReason(checking, [])).to.equal(null);
    expect(fundingSourceRemoveBlockReason(checking, [{ fundingSourceId: 'fs-2' }])).to.equal(null);
    expect(fundingSourceRemoveBlockReason(checking, [{ fundingSourceId: 'fs-1' }])).to.equal(
      ACCOUNT_MESSAGES.PENDING_WITHDRAWAL_BLOCKS_REMOVAL,
    );
  });
});
