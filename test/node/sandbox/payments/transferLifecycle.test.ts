import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { DAY_MS, HOUR_MS } from '../../../../domain/constants/timing';
import { SETTLEMENT_DELAY_MS } from '../../../../scripts/sandbox/services/payments/transfers';
import type { SandboxHarness } from '../support/sandbox';
import { addBankAccount, balanceOf, createCustomer, expectRefusal, PLATYPUS_CHECKING, postJson, startPaymentsHarness, type TestCustomer } from './support';

describe('sandbox payments: pending withdrawals, settlement and account removal', function () {
  this.timeout(30_000);
  let harness: SandboxHarness;
  // The sandbox clock, moved by the tests.
  let clock = new Date();

  before(async () => {
    harness = await startPaymentsHarness({ now: () => clock });
  });
  after(() => harness?.close());

  const db = () => harness.sandbox.db;

  async function withPendingWithdrawal(balanceCents = 10_000, amount = 2_000) {
    const customer = await createCustomer(harness, { balanceCents });
    const { fundingSourceId } = await addBankAccount(harness, customer, PLATYPUS_CHECKING);
    const { executeTransferOut } = await customer.sdk.payments.executeTransferOut({
      customerId: customer.customerId,
      fundingSourceId,
      amount,
      sessionId: 'device',
      idempotencyKey: randomUUID(),
    });
    return { customer, fundingSourceId, transferId: executeTransferOut.transferId };
  }

  const deactivate = (customer: TestCustomer, fundingSourceId: string) =>
    customer.sdk.payments.deactivateFundingSource({ customerId: customer.customerId, fundingSourceId });

  const simulate = (transferId: string, eventType: string) =>
    postJson(harness.origin, '/sandbox/plaid/transfer/simulate', { transfer_id: transferId, event_type: eventType });

  const statusOf = async (transferId: string) =>
    (await db().one<{ status: string }>('SELECT status FROM transfers WHERE id = $1', [transferId]))?.status;

  it('blocks removing an account while a withdrawal to it is pending (PENDING_WITHDRAWAL)', async () => {
    const { customer, fundingSourceId } = await withPendingWithdrawal();
    const refused = await expectRefusal(deactivate(customer, fundingSourceId), 'BAD_USER_INPUT', 'PENDING_WITHDRAWAL');
    expect(refused.message).to.equal(ACCOUNT_MESSAGES.PENDING_WITHDRAWAL_BLOCKS_REMOVAL);
    expect(refused.fields).to.deep.equal({ fundingSourceId: ACCOUNT_MESSAGES.PENDING_WITHDRAWAL_BLOCKS_REMOVAL });
    const row = await db().one<{ status: string }>('SELECT status FROM funding_sources WHERE id = $1', [fundingSourceId]);
    expect(row?.status).to.equal('ACTIVE');
  });

  it('settles a transfer through the sandbox bank, which unblocks the removal', async () => {
    const { customer, fundingSourceId, transferId } = await withPendingWithdrawal();
    const settled = await simulate(transferId, 'settled');
    expect(settled).to.deep.equal({ status: 200, body: { transfer_id: transferId, status: 'completed', amount_cents: 2_000 } });
    expect(await statusOf(transferId)).to.equal('completed');
    expect(await balanceOf(db(), customer.customerId)).to.equal(8_000);

    const { deactivateFundingSource } = await deactivate(customer, fundingSourceId);
    expect(deactivateFundingSource).to.deep.equal({ fundingSourceId, status: 'INACTIVE' });
    // Removing it again answers it as it is.
    expect((await deactivate(customer, fundingSourceId)).deactivateFundingSource).to.deep.equal({ fundingSourceId, status: 'INACTIVE' });
    const { getFundingSources } = await customer.sdk.payments.getFundingSources({ customerId: customer.customerId });
    expect(getFundingSources).to.deep.equal([]);
  });

  it('refunds a failed transfer exactly once', async () => {
    const { customer, transferId } = await withPendingWithdrawal(10_000, 2_500);
    expect(await balanceOf(db(), customer.customerId)).to.equal(7_500);
    const results = await Promise.all(Array.from({ length: 5 }, () => simulate(transferId, 'failed')));
    expect(results.filter((result) => result.status === 200)).to.have.length(1);
    expect(results.filter((result) => result.status === 409)).to.have.length(4);
    expect(await statusOf(transferId)).to.equal('failed');
    expect(await balanceOf(db(), customer.customerId)).to.equal(10_000);
    expect((await simulate(transferId, 'settled')).status).to.equal(409);
  });

  it('answers a replayed key with the failure once its withdrawal failed and was refunded, moving no money', async () => {
    const customer = await createCustomer(harness, { balanceCents: 10_000 });
    const { fundingSourceId } = await addBankAccount(harness, customer, PLATYPUS_CHECKING);
    const attempt = { customerId: customer.customerId, fundingSourceId, amount: 3_000, sessionId: 'device', idempotencyKey: randomUUID() };
    const { executeTransferOut } = await customer.sdk.payments.executeTransferOut(attempt);
    expect((await simulate(executeTransferOut.transferId, 'failed')).status).to.equal(200);
    expect(await balanceOf(db(), customer.customerId)).to.equal(10_000);

    const replay = await expectRefusal(customer.sdk.payments.executeTransferOut(attempt), 'INTERNAL', 'TRANSFER_FAILED');
    expect(replay.message).to.equal(ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS);
    expect(await balanceOf(db(), customer.customerId)).to.equal(10_000);
    expect((await db().query('SELECT id FROM transfers WHERE customer_id = $1', [customer.customerId])).length).to.equal(1);
  });

  it('settles on its own once the deposit window (3 days) has passed', async () => {
    const { customer, fundingSourceId, transferId } = await withPendingWithdrawal();
    expect(SETTLEMENT_DELAY_MS).to.equal(3 * DAY_MS);
    clock = new Date(clock.getTime() + SETTLEMENT_DELAY_MS - HOUR_MS);
    const early = await harness.sdkFor(customer.email); // the clock also dates access tokens
    await expectRefusal(deactivate({ ...customer, sdk: early }, fundingSourceId), 'BAD_USER_INPUT', 'PENDING_WITHDRAWAL');

    clock = new Date(clock.getTime() + 2 * HOUR_MS);
    const later = await harness.sdkFor(customer.email);
    const { deactivateFundingSource } = await deactivate({ ...customer, sdk: later }, fundingSourceId);
    expect(deactivateFundingSource.status).to.equal('INACTIVE');
    const row = await db().one<{ status: string; completed_at: Date; created_at: Date }>(
      'SELECT status, completed_at, created_at FROM transfers WHERE id = $1',
      [transferId],
    );
    expect(row?.status).to.equal('completed');
    expect(row!.completed_at.getTime() - row!.created_at.getTime()).to.equal(SETTLEMENT_DELAY_MS);
  });

  it('answers 404 for an unknown transfer and 400 for a malformed simulation', async () => {
    expect((await simulate('tr-unknown', 'settled')).status).to.equal(404);
    expect((await simulate('tr-unknown', 'exploded')).status).to.equal(400);
    expect((await postJson(harness.origin, '/sandbox/plaid/transfer/simulate', '[1,2]')).status).to.equal(400);
    expect((await postJson(harness.origin, '/sandbox/plaid/transfer/simulate', '{oops')).status).to.equal(400);
  });
});
