import { expect } from 'chai';
import { MINIMUM_WITHDRAWAL_CENTS, WITHDRAWAL_AMOUNT_MESSAGES } from '../../../../domain/validation/withdrawalAmount';
import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '../../../../domain/constants/account';
import { DEMO_CUSTOMERS } from '../../../../scripts/sandbox/seed/fixtures';
import { useOwnSandbox } from '../support/sandbox';
import {
  addBankAccount,
  balanceOf,
  createCustomer,
  startPaymentsHarness,
  expectRefusal,
  moneySnapshot,
  PLATYPUS_CHECKING,
  TARTAN_SAVINGS,
  type TestCustomer,
} from './support';

describe('sandbox payments: withdrawals (executeTransferOut)', function () {
  this.timeout(60_000);
  // Its own: on PostgreSQL when DATABASE_URL is set, for real row-lock contention.
  const harness = useOwnSandbox(startPaymentsHarness);

  const db = () => harness.sandbox.db;

  async function customerWithAccount(balanceCents: number) {
    const customer = await createCustomer(harness, { balanceCents });
    const account = await addBankAccount(harness, customer, PLATYPUS_CHECKING);
    return { customer, fundingSourceId: account.fundingSourceId };
  }

  const withdraw = (customer: TestCustomer, fundingSourceId: string, amount: number, idempotencyKey: string = randomUUID(), headers?: Record<string, string>) =>
    customer.sdk.payments.executeTransferOut(
      { customerId: customer.customerId, fundingSourceId, amount, sessionId: 'device-session-1', idempotencyKey },
      headers ? { headers } : undefined,
    );

  it('debits the balance and records a pending transfer', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(5_000);
    const { executeTransferOut } = await withdraw(customer, fundingSourceId, 2_000, 'key-1');
    expect(executeTransferOut.transferId).to.match(/^tr-/);
    expect(Number.isNaN(Date.parse(executeTransferOut.createdAt))).to.equal(false);
    expect(await balanceOf(db(), customer.customerId)).to.equal(3_000);
    const row = await db().one('SELECT customer_id, funding_source_id, amount_cents, status, idempotency_key, session_id FROM transfers WHERE id = $1', [
      executeTransferOut.transferId,
    ]);
    expect(row).to.deep.equal({
      customer_id: customer.customerId,
      funding_source_id: fundingSourceId,
      amount_cents: 2_000,
      status: 'pending',
      idempotency_key: 'key-1',
      session_id: 'device-session-1',
    });
    const { getFundingSources } = await customer.sdk.payments.getFundingSources({ customerId: customer.customerId });
    expect(getFundingSources[0]?.customerBalance).to.equal(3_000);
  });

  it('withdraws the exact minimum ($20.00) and the whole balance', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(4_500);
    await withdraw(customer, fundingSourceId, 2_000);
    await withdraw(customer, fundingSourceId, 2_500);
    expect(await balanceOf(db(), customer.customerId)).to.equal(0);
  });

  it('replays a key: same transferId and createdAt, nothing debited again (also from a new device session)', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(10_000);
    const first = await withdraw(customer, fundingSourceId, 2_500, 'replay-key');
    const again = await withdraw(customer, fundingSourceId, 2_500, 'replay-key');
    const fromAnotherSession = await customer.sdk.payments.executeTransferOut({
      customerId: customer.customerId,
      fundingSourceId,
      amount: 2_500,
      sessionId: 'another-device-session',
      idempotencyKey: 'replay-key',
    });
    expect(again).to.deep.equal(first);
    expect(fromAnotherSession).to.deep.equal(first);
    expect(await balanceOf(db(), customer.customerId)).to.equal(7_500);
    expect(await db().query('SELECT id FROM transfers WHERE customer_id = $1', [customer.customerId])).to.have.length(1);
  });

  it('replays even after the balance is spent (the first answer, not INSUFFICIENT_BALANCE)', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(2_000);
    const first = await withdraw(customer, fundingSourceId, 2_000, 'spent-key');
    expect(await balanceOf(db(), customer.customerId)).to.equal(0);
    expect(await withdraw(customer, fundingSourceId, 2_000, 'spent-key')).to.deep.equal(first);
  });

  it('fires one key 20 times at once: one debit, every answer carries the same transferId', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(50_000);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(customer, fundingSourceId, 3_000, 'same-key-20')));
    const ids = new Set(answers.map((answer) => answer.executeTransferOut.transferId));
    const instants = new Set(answers.map((answer) => answer.executeTransferOut.createdAt));
    expect(ids.size).to.equal(1);
    expect(instants.size).to.equal(1);
    expect(await balanceOf(db(), customer.customerId)).to.equal(47_000);
    expect(await db().query('SELECT id FROM transfers WHERE customer_id = $1', [customer.customerId])).to.have.length(1);
  });

  it('runs 50 concurrent withdrawals with distinct keys: exact balance, never negative', async () => {
    const startCents = 100_000;
    const amount = 3_000;
    const { customer, fundingSourceId } = await customerWithAccount(startCents);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => withdraw(customer, fundingSourceId, amount)));
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    const refused = results.filter((result): result is PromiseRejectedResult => result.status === 'rejected');
    expect(succeeded).to.have.length(Math.floor(startCents / amount)); // 33
    for (const failure of refused) {
      expect(failure.reason.code).to.equal('BAD_USER_INPUT');
      expect(failure.reason.errors[0].extensions.reason).to.equal('INSUFFICIENT_BALANCE');
    }
    const balance = await balanceOf(db(), customer.customerId);
    const sum = await db().one<{ total: number; count: number }>(
      'SELECT coalesce(sum(amount_cents), 0)::int AS total, count(*)::int AS count FROM transfers WHERE customer_id = $1',
      [customer.customerId],
    );
    expect(balance).to.equal(startCents % amount); // 1,000
    expect(sum).to.deep.equal({ total: startCents - balance, count: succeeded.length });
  });

  it('runs 50 concurrent withdrawals of different amounts: sum of successes = balance drop', async () => {
    const startCents = 77_777;
    const { customer, fundingSourceId } = await customerWithAccount(startCents);
    const amounts = Array.from({ length: 50 }, (_, index) => 2_000 + ((index * 7_919) % 4_000));
    const results = await Promise.allSettled(amounts.map((amount) => withdraw(customer, fundingSourceId, amount)));
    const withdrawn = results.reduce((total, result, index) => (result.status === 'fulfilled' ? total + (amounts[index] as number) : total), 0);
    const balance = await balanceOf(db(), customer.customerId);
    expect(balance).to.be.at.least(0);
    expect(startCents - balance).to.equal(withdrawn);
    // Every refusal is a balance refusal, and each refused amount was really above what was left then.
    expect(balance).to.be.below(Math.max(...amounts));
  });

  it('refuses the same key with another amount (IDEMPOTENCY_KEY_REUSED) and debits nothing', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(10_000);
    await withdraw(customer, fundingSourceId, 2_000, 'reused-key');
    const refused = await expectRefusal(withdraw(customer, fundingSourceId, 2_100, 'reused-key'), 'BAD_USER_INPUT', 'IDEMPOTENCY_KEY_REUSED');
    expect(refused.message).to.equal(ACCOUNT_MESSAGES.WITHDRAWAL_CANNOT_PROCESS);
    expect(refused.fields).to.have.key('idempotencyKey');
    const savings = await addBankAccount(harness, customer, TARTAN_SAVINGS);
    await expectRefusal(withdraw(customer, savings.fundingSourceId, 2_000, 'reused-key'), 'BAD_USER_INPUT', 'IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(db(), customer.customerId)).to.equal(8_000);
  });

  it('accepts the Idempotency-Key header when it repeats the argument, refuses it when it differs', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(10_000);
    const first = await withdraw(customer, fundingSourceId, 2_000, 'header-key', { 'Idempotency-Key': 'header-key' });
    expect(await withdraw(customer, fundingSourceId, 2_000, 'header-key')).to.deep.equal(first);
    const refused = await expectRefusal(withdraw(customer, fundingSourceId, 2_000, 'arg-key', { 'Idempotency-Key': 'other-key' }), 'BAD_USER_INPUT');
    expect(refused.fields).to.have.key('idempotencyKey');
    await expectRefusal(withdraw(customer, fundingSourceId, 2_000, ''), 'BAD_USER_INPUT');
    await expectRefusal(withdraw(customer, fundingSourceId, 2_000, 'k'.repeat(256)), 'BAD_USER_INPUT');
    expect(await balanceOf(db(), customer.customerId)).to.equal(8_000);
  });

  it('refuses an amount below the $20 minimum (BELOW_MINIMUM) or not positive', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(10_000);
    const below = await expectRefusal(withdraw(customer, fundingSourceId, 1_999), 'BAD_USER_INPUT', 'BELOW_MINIMUM');
    expect(below.message).to.equal(WITHDRAWAL_AMOUNT_MESSAGES.belowMinimum(MINIMUM_WITHDRAWAL_CENTS));
    expect(below.fields).to.deep.equal({ amount: WITHDRAWAL_AMOUNT_MESSAGES.belowMinimum(MINIMUM_WITHDRAWAL_CENTS) });
    await expectRefusal(withdraw(customer, fundingSourceId, 0), 'BAD_USER_INPUT');
    await expectRefusal(withdraw(customer, fundingSourceId, -5_000), 'BAD_USER_INPUT');
    expect(await balanceOf(db(), customer.customerId)).to.equal(10_000);
  });

  it('refuses an amount above the balance (INSUFFICIENT_BALANCE)', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(2_500);
    const refused = await expectRefusal(withdraw(customer, fundingSourceId, 2_501, 'too-much'), 'BAD_USER_INPUT', 'INSUFFICIENT_BALANCE');
    expect(refused.message).to.equal(WITHDRAWAL_AMOUNT_MESSAGES.ABOVE_BALANCE);
    expect(refused.fields).to.deep.equal({ amount: WITHDRAWAL_AMOUNT_MESSAGES.ABOVE_BALANCE });
    expect(await balanceOf(db(), customer.customerId)).to.equal(2_500);
    // A refused attempt stores nothing, so its key is not burnt: the same request succeeds once the balance allows.
    await db().query('UPDATE customers SET balance_cents = 3000 WHERE id = $1', [customer.customerId]);
    await withdraw(customer, fundingSourceId, 2_501, 'too-much');
    expect(await balanceOf(db(), customer.customerId)).to.equal(499);
  });

  it('refuses another customer’s customerId (FORBIDDEN) or funding source (NOT_FOUND), changing no row', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(10_000);
    const victim = await customerWithAccount(10_000);
    const demoId = DEMO_CUSTOMERS.DEMO.id;
    const ids = [customer.customerId, victim.customer.customerId, demoId];
    const before = await moneySnapshot(db(), ids);

    await expectRefusal(
      customer.sdk.payments.executeTransferOut({ customerId: victim.customer.customerId, fundingSourceId: victim.fundingSourceId, amount: 2_000, sessionId: 's', idempotencyKey: randomUUID() }),
      'FORBIDDEN',
    );
    await expectRefusal(
      customer.sdk.payments.executeTransferOut({ customerId: demoId, fundingSourceId: `fs-${demoId}-checking`, amount: 2_000, sessionId: 's', idempotencyKey: randomUUID() }),
      'FORBIDDEN',
    );
    await expectRefusal(withdraw(customer, victim.fundingSourceId, 2_000), 'NOT_FOUND');
    await expectRefusal(withdraw(customer, `fs-${demoId}-checking`, 2_000), 'NOT_FOUND');
    await expectRefusal(withdraw(customer, 'fs-does-not-exist', 2_000), 'NOT_FOUND');
    expect(await moneySnapshot(db(), ids)).to.deep.equal(before);
    expect(fundingSourceId).to.be.a('string');
  });

  it('refuses a removed (inactive) funding source', async () => {
    const { customer, fundingSourceId } = await customerWithAccount(10_000);
    await customer.sdk.payments.deactivateFundingSource({ customerId: customer.customerId, fundingSourceId });
    await expectRefusal(withdraw(customer, fundingSourceId, 2_000), 'NOT_FOUND');
    expect(await balanceOf(db(), customer.customerId)).to.equal(10_000);
  });

  describe('malformed input never gives a 5xx', () => {
    let customer: TestCustomer;
    let fundingSourceId: string;
    let token: string;

    before(async () => {
      ({ customer, fundingSourceId } = await customerWithAccount(10_000));
      token = (await harness.tokenFor(customer.email)).accessToken;
    });

    const TRANSFER = `mutation T($customerId: ID!, $fundingSourceId: ID!, $amount: Int!, $sessionId: String!, $idempotencyKey: String!) {
      executeTransferOut(customerId: $customerId, fundingSourceId: $fundingSourceId, amount: $amount, sessionId: $sessionId, idempotencyKey: $idempotencyKey) { transferId createdAt } }`;

    async function post(body: unknown, headers: Record<string, string> = {}) {
      const response = await fetch(`${harness.origin}/api/payments/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: { extensions: { code: string } }[] } };
    }

    const variables = () => ({ customerId: customer.customerId, fundingSourceId, amount: 2_000, sessionId: 's', idempotencyKey: randomUUID() });

    const cases: [string, () => unknown][] = [
      ['an amount that is text', () => ({ query: TRANSFER, variables: { ...variables(), amount: 'lots' } })],
      ['an amount with cents as a fraction', () => ({ query: TRANSFER, variables: { ...variables(), amount: 20.5 } })],
      ['an amount beyond 32 bits', () => ({ query: TRANSFER, variables: { ...variables(), amount: 2 ** 40 } })],
      ['a missing idempotency key', () => ({ query: TRANSFER, variables: { ...variables(), idempotencyKey: undefined } })],
      ['a null customer id', () => ({ query: TRANSFER, variables: { ...variables(), customerId: null } })],
      ['a huge session id', () => ({ query: TRANSFER, variables: { ...variables(), sessionId: 'x'.repeat(100_000) } })],
      ['a huge funding source id', () => ({ query: TRANSFER, variables: { ...variables(), fundingSourceId: 'f'.repeat(100_000) } })],
      ['a control character key', () => ({ query: TRANSFER, variables: { ...variables(), idempotencyKey: 'a\u0000b' } })],
      ['an unknown funding type', () => ({ query: 'query Q { getFundingSources(customerId: "1", types: [CREDIT]) { last4 } }' })],
      ['not JSON', () => '{"query": '],
      ['no query', () => ({ variables: {} })],
    ];

    for (const [name, body] of cases) {
      it(name, async () => {
        const balance = await balanceOf(db(), customer.customerId);
        const answer = await post(body());
        expect(answer.status, JSON.stringify(answer.body)).to.be.below(500);
        expect(await balanceOf(db(), customer.customerId)).to.equal(balance);
      });
    }
  });
});
