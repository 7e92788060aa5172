import { expect } from 'chai';
import type { ClipbackSdk } from '../../../../sdk/src';
import { DAY_MS, MINUTE_MS } from '../../../../domain/constants/timing';
import { rejection } from '../../../support/rejection';
import { DEMO_EMAIL } from '../support/sandbox';
import { DEMO, useAccountHarness } from './support';
import { builtBefore } from '../../../support/builtBefore';

describe('sandbox earnings history: withdrawals beside earnings items', function () {
  this.timeout(60_000);
  const harness = useAccountHarness();
  const demo = builtBefore(() => harness.sdkFor(DEMO_EMAIL));
  const checkingId = `fs-${DEMO.id}-checking`;
  const future = (minutes: number) => new Date(Date.now() + 365 * DAY_MS + minutes * MINUTE_MS);
  const addTransfer = (id: string, cents: number, status: string, at: Date) =>
    harness.sandbox.db.query(
      `INSERT INTO transfers (id, customer_id, funding_source_id, amount_cents, status, idempotency_key, request_hash, created_at, completed_at)
       VALUES ($1, $2, $3, $4, $5, $1, 'test', $6, $7)`,
      [id, DEMO.id, checkingId, cents, status, at, status === 'completed' ? at : null],
    );
  const page = async (limit: number, before?: string) =>
    (await demo.main.GET('/v2/customers/{id}/earnings.json', { params: { path: { id: DEMO.id }, query: { limit, ...(before ? { before } : {}) } } })).data!;

  it('lists a new withdrawal first, as money out with its amount, account and pending status', async () => {
    await addTransfer('tr-test-newest', 2_000, 'pending', future(10));
    const { earnings } = await page(5);
    expect(earnings[0]).to.deep.include({
      id: 'tr-test-newest', type: 'withdrawal', status: 'pending', reversed: false, withdrawalAmount: 2_000,
      paymentMethod: 'Checking ***6789', title: 'Withdrawal to Checking ***6789', withdrawalDate: future(10).toISOString().slice(0, 10),
    });
    // The seeded $25.00 withdrawal, settled by the bank, reads processed.
    const all = await page(100);
    expect(all.earnings.find((item) => item.type === 'withdrawal' && item.withdrawalAmount === 2_500)).to.include({ status: 'processed', reversed: false });
  });

  it('answers a withdrawal by its id on the single-item endpoint, and a failed one as returned', async () => {
    await addTransfer('tr-test-failed', 3_000, 'failed', future(-60));
    const { data } = await demo.main.GET('/v2/customers/{id}/earnings/{itemId}.json', { params: { path: { id: DEMO.id, itemId: 'tr-test-failed' } } });
    expect(data).to.deep.include({ type: 'withdrawal', status: 'processed', reversed: true, withdrawalAmount: 3_000 });
  });

  it('keeps an item and a withdrawal recorded at the same instant once each when a page ends between them', async () => {
    const at = future(5);
    await addTransfer('tr-test-tie', 1_500, 'completed', at);
    await harness.sandbox.db.query(
      `INSERT INTO earnings_items (id, customer_id, type, status, amount_cents, recorded_at, title, credit_date, credit_amount_cents)
       VALUES ('earn-test-tie', $1, 'manual', 'processed', 500, $2, 'Goodwill credit', $3, 500)`,
      [DEMO.id, at, at.toISOString().slice(0, 10)],
    );
    const expected = (await page(100)).earnings.map((item) => item.id);
    // Newest: tr-test-newest, then the tie; a page of 2 would end inside the tie.
    expect(expected.slice(0, 3)).to.have.members(['tr-test-newest', 'tr-test-tie', 'earn-test-tie']);
    const seen: string[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 50; pages++) {
      const next = await page(2, before);
      seen.push(...next.earnings.map((item) => item.id));
      if (!next.nextBefore) break;
      before = next.nextBefore;
    }
    expect(seen).to.deep.equal(expected);
  });

  it('refuses an earnings item id in the transfers id space', async () => {
    const refusal = await rejection<Error>(
      harness.sandbox.db.query(`INSERT INTO earnings_items (id, customer_id, type, status, amount_cents, title) VALUES ('tr-clash', $1, 'manual', 'processed', 1, 'x')`, [DEMO.id]),
    );
    // The id-space constraint refused it, not some other error.
    expect(refusal.message).to.contain('earnings_items_id_not_transfer');
  });
});
