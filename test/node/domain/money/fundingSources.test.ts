import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import {
  canAddFundingSource,
  canRemoveFundingSource,
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

describe('canAddFundingSource', () => {
  it('allows one checking and one savings account', () => {
    expect(canAddFundingSource([], 'CHECKING')).to.equal(true);
    expect(canAddFundingSource([checking], 'SAVINGS')).to.equal(true);
    expect(canAddFundingSource([checking], 'CHECKING')).to.equal(false);
    expect(fundingSourceAddBlockReason([checking], 'CHECKING')).to.equal(ACCOUNT_MESSAGES.ONE_ACCOUNT_PER_TYPE);
  });

  it('counts only active sources (a source without status is active)', () => {
    expect(canAddFundingSource([{ ...checking, status: 'INACTIVE' }], 'CHECKING')).to.equal(true);
    expect(canAddFundingSource([{ ...checking, status: undefined }], 'CHECKING')).to.equal(false);
    expect(canAddFundingSource([{ ...checking, status: 'active' }], 'checking')).to.equal(false);
  });

  it('refuses other account types', () => {
    expect(fundingSourceAddBlockReason([], 'CREDIT')).to.equal(ACCOUNT_MESSAGES.FUNDING_TYPE_UNSUPPORTED);
  });
});

describe('canRemoveFundingSource', () => {
  it('is blocked by a pending withdrawal to that account only', () => {
    expect(canRemoveFundingSource(checking, [])).to.equal(true);
    expect(canRemoveFundingSource(checking, [{ fundingSourceId: 'fs-2' }])).to.equal(true);
    expect(canRemoveFundingSource(checking, [{ fundingSourceId: 'fs-1' }])).to.equal(false);
    expect(fundingSourceRemoveBlockReason(checking, [{ fundingSourceId: 'fs-1' }])).to.equal(
      ACCOUNT_MESSAGES.PENDING_WITHDRAWAL_BLOCKS_REMOVAL,
    );
  });
});
