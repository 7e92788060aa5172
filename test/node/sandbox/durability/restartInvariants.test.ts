// The restart invariants (test/support/restartInvariants.ts) name each kind of damage a kill could leave, on
// rows as the database would answer them.
import { expect } from 'chai';
import { transferRequestHash } from '../../../../scripts/sandbox/db/idempotency';
import { restartViolations, UNLOCK_DETAILS, type QueryRows } from '../../../support/restartInvariants';

const SOURCE = 'fs-1';
const AMOUNT = 2_000;
const HASH = transferRequestHash({ fundingSourceId: SOURCE, amount: AMOUNT });
const OFFERS = [
  { offerId: 11, retailerId: 101 },
  { offerId: 12, retailerId: 102 },
];

const transfer = (id: string, key: string, overrides: object = {}) => ({
  id,
  idempotency_key: key,
  funding_source_id: SOURCE,
  amount_cents: AMOUNT,
  request_hash: HASH,
  status: 'pending',
  ...overrides,
});
const unlocked = (offerId: number, retailerId: number, overrides: object = {}) => ({
  offer_id: offerId,
  activated_retailer_id: retailerId,
  current_value: UNLOCK_DETAILS.current_value,
  platform: UNLOCK_DETAILS.platform,
  reward_ids: [],
  unlocked_at: new Date(),
  ...overrides,
});

interface Stored {
  transfers: object[];
  balance: number;
  unlocks: object[];
}

/** Answers each of the checks' queries from these rows. */
const database = ({ transfers, balance, unlocks }: Stored): QueryRows =>
  (async (sql: string) => {
    if (sql.includes('FROM transfers')) return transfers;
    if (sql.includes('FROM customers')) return [{ balance_cents: balance }];
    if (sql.includes('FROM unlocked_offers')) return unlocks;
    throw new Error(`unexpected query: ${sql}`);
  }) as QueryRows;

const traffic = {
  customerId: '42',
  withdrawals: { initialBalanceCents: 10_000, fundingSourceId: SOURCE, amountCents: AMOUNT, keys: ['k1', 'k2'], acknowledged: new Map([['k1', 'tr-1']]) },
  unlocks: { sent: OFFERS, acknowledged: new Set([11]) },
};
const whole: Stored = {
  transfers: [transfer('tr-1', 'k1'), transfer('tr-2', 'k2')],
  balance: 10_000 - 2 * AMOUNT,
  unlocks: [unlocked(11, 101)],
};

async function violations(stored: Partial<Stored>): Promise<string[]> {
  return restartViolations(database({ ...whole, ...stored }), traffic);
}

describe('restart invariants after a kill', () => {
  it('hold for whole writes, with an unacknowledged unlock that never landed', async () => {
    expect(await violations({})).to.deep.equal([]);
  });

  it('name a debit without its transfer', async () => {
    expect(await violations({ balance: 10_000 - 3 * AMOUNT })).to.have.length(1).and.to.match(/^balance 4000 ≠ 10000/);
  });

  it('name an acknowledged withdrawal answered again under another transfer, and a key paid twice', async () => {
    const found = await violations({ transfers: [transfer('tr-9', 'k1'), transfer('tr-2', 'k2'), transfer('tr-3', 'k2')], balance: 10_000 - 3 * AMOUNT });
    expect(found).to.deep.equal([
      'idempotency key k2 is stored 2 times (want once)',
      'acknowledged withdrawal k1 (transfer tr-1) is lost: stored [tr-9]',
    ]);
  });

  it('name an idempotency record that describes another withdrawal', async () => {
    const found = await violations({ transfers: [transfer('tr-1', 'k1'), transfer('tr-2', 'k2', { request_hash: 'other' })] });
    expect(found).to.deep.equal(['transfer tr-2: its request_hash does not match the withdrawal sent']);
  });

  it('name a lost acknowledged unlock, and one stored with other details', async () => {
    const found = await violations({ unlocks: [unlocked(12, 102, { current_value: null })] });
    expect(found).to.have.length(2);
    expect(found[0]).to.equal('acknowledged unlock of offer 11 is lost');
    expect(found[1]).to.match(/^unlock of offer 12 is not what was sent/);
  });
});
