import { expect } from 'chai';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { FLAG } from '../../../../domain/constants/flags';
import { MONEY } from '../../../../domain/constants/limits';
import { DAY_MS } from '../../../../domain/constants/timing';
import { PAYMENT_REFUSAL } from '../../../../domain/money/paymentRefusal';
import { flagStoreFor } from '../../../../scripts/sandbox/services/flags/flagStore';
import type { SandboxHarness } from '../support/sandbox';
import { addBankAccount, balanceOf, expectRefusal, PLATYPUS_CHECKING } from './support';
import { useSharedSandbox } from '../../../support/sharedSandbox';

describe('sandbox payments: the cash-out age threshold (cashoutAgeThreshold flag) is enforced by executeTransferOut', function () {
  this.timeout(90_000);

  const harness = useSharedSandbox();

  async function customerFirstBuying(firstTransactionAt: Date | null) {
    const customer = await harness.freshCustomer({ balanceCents: 5000, firstTransactionAt });
    const { fundingSourceId } = await addBankAccount(harness, customer, PLATYPUS_CHECKING);
    const withdraw = (idempotencyKey: string) =>
      customer.sdk.payments.executeTransferOut({ customerId: customer.customerId, fundingSourceId, amount: 2000, sessionId: 's', idempotencyKey });
    return { customer, withdraw };
  }

  it('refuses a shopper with no purchase yet, or one within 7 days of it, with FORBIDDEN CASHOUT_TOO_SOON and moves nothing', async () => {
    for (const firstTransactionAt of [null, new Date(Date.now() - 6 * DAY_MS)]) {
      const { customer, withdraw } = await customerFirstBuying(firstTransactionAt);
      const refused = await expectRefusal(withdraw('too-soon'), 'FORBIDDEN', PAYMENT_REFUSAL.CASHOUT_TOO_SOON);
      expect(refused.message).to.equal(ACCOUNT_MESSAGES.cashoutTooSoon(MONEY.CASHOUT_AGE_THRESHOLD_DAYS));
      expect(await balanceOf(harness.sandbox.db, customer.customerId)).to.equal(5000);
    }
  });

  it('pays 7 days after the first purchase, and follows the flag when it changes', async () => {
    const { withdraw: afterAWeek } = await customerFirstBuying(new Date(Date.now() - MONEY.CASHOUT_AGE_THRESHOLD_DAYS * DAY_MS - 60_000));
    expect((await afterAWeek('a-week')).executeTransferOut.transferId).to.be.a('string');

    const { withdraw } = await customerFirstBuying(new Date(Date.now() - 3 * DAY_MS));
    const flags = flagStoreFor(harness.sandbox.db);
    await flags.set({ [FLAG.CASHOUT_AGE_THRESHOLD]: 2 }, new Date());
    try {
      expect((await withdraw('flag-2')).executeTransferOut.transferId).to.be.a('string');
      await flags.set({ [FLAG.CASHOUT_AGE_THRESHOLD]: 10 }, new Date());
      const refused = await expectRefusal(withdraw('flag-10'), 'FORBIDDEN', PAYMENT_REFUSAL.CASHOUT_TOO_SOON);
      expect(refused.message).to.equal(ACCOUNT_MESSAGES.cashoutTooSoon(10));
    } finally {
      await flags.set({ [FLAG.CASHOUT_AGE_THRESHOLD]: MONEY.CASHOUT_AGE_THRESHOLD_DAYS }, new Date());
    }
  });
});
