// What must hold after a sandbox is SIGKILLed mid-traffic of withdrawals and unlocks and restarted on the same
// data (issue 19, restart durability), read straight from the database. Shared by the PGlite test
// (test/node/sandbox/durability) and the two-instance PostgreSQL tier (test/multi): each answers the list of
// violations, empty when all holds, so a failure names every broken invariant at once.
//
// The schema (scripts/sandbox/db/migrations/001_schema.sql) makes a withdrawal one transaction: the debit of
// customers.balance_cents and the transfers row, which is also the idempotency record (UNIQUE (customer_id,
// idempotency_key), request_hash of what the key paid). The earnings history derives withdrawals from transfers,
// so nothing else is written. An unlock is one unlocked_offers row.
import { transferRequestHash } from '../../scripts/sandbox/db/idempotency';

/** Runs one statement and answers its rows (a SandboxDatabase's query, or a pg client's). */
export type QueryRows = <T extends object>(sql: string, params: unknown[]) => Promise<T[]>;

/** The details every unlock of the traffic sends (PUT /v2/customers/{id}/offers/{offerId}.json). */
export const UNLOCK_DETAILS = { current_value: 'Up to 5%', platform: 'SelectionChannelDetails_WEB', reward_ids: [] as number[] } as const;

export interface UnlockableOffer {
  offerId: number;
  retailerId: number;
}

/** The unlock body for an offer at one of its retailers. */
export const unlockBody = ({ offerId, retailerId }: UnlockableOffer) => ({
  retailer_id: retailerId,
  offer_id: offerId,
  activated_retailer_id: retailerId,
  activated: true,
  ...UNLOCK_DETAILS,
  reward_ids: [...UNLOCK_DETAILS.reward_ids],
});

/** Unexpired offers with no rewards (so an unlock needs no reward ids), each with one of its retailers. */
export function unlockableOffers(query: QueryRows, count: number): Promise<UnlockableOffer[]> {
  return query<UnlockableOffer>(
    `SELECT DISTINCT ON (o.id) o.id AS "offerId", r.retailer_id AS "retailerId"
       FROM offers o JOIN offer_retailers r ON r.offer_id = o.id
      WHERE (o.expiration IS NULL OR o.expiration > now())
        AND NOT EXISTS (SELECT 1 FROM offer_rewards x WHERE x.offer_id = o.id)
      ORDER BY o.id LIMIT $1`,
    [count],
  );
}

export interface WithdrawalTraffic {
  initialBalanceCents: number;
  fundingSourceId: string;
  amountCents: number;
  /** Every key sent. Each was sent again after the restart, so each must now be stored, once. */
  keys: readonly string[];
  /** Key → transfer id, for each withdrawal answered as paid before the restart. */
  acknowledged: ReadonlyMap<string, string>;
}

export interface UnlockTraffic {
  /** Every offer an unlock was sent for (with unlockBody). */
  sent: readonly UnlockableOffer[];
  /** The offers whose unlock was answered 2xx. */
  acknowledged: ReadonlySet<number>;
}

interface TransferRow {
  id: string;
  idempotency_key: string;
  funding_source_id: string;
  amount_cents: number;
  request_hash: string;
  status: string;
}

async function withdrawalViolations(query: QueryRows, customerId: string, traffic: WithdrawalTraffic): Promise<string[]> {
  const violations: string[] = [];
  const transfers = await query<TransferRow>(
    'SELECT id, idempotency_key, funding_source_id, amount_cents, request_hash, status FROM transfers WHERE customer_id = $1',
    [customerId],
  );
  const byKey = new Map<string, TransferRow[]>();
  for (const row of transfers) byKey.set(row.idempotency_key, [...(byKey.get(row.idempotency_key) ?? []), row]);
  const sent = new Set(traffic.keys);

  for (const key of traffic.keys) {
    const rows = byKey.get(key) ?? [];
    if (rows.length !== 1) violations.push(`idempotency key ${key} is stored ${rows.length} times (want once)`);
  }
  for (const [key, transferId] of traffic.acknowledged) {
    const stored = byKey.get(key)?.map((row) => row.id) ?? [];
    if (!stored.includes(transferId)) violations.push(`acknowledged withdrawal ${key} (transfer ${transferId}) is lost: stored [${stored.join(', ')}]`);
  }
  const wantedHash = transferRequestHash({ fundingSourceId: traffic.fundingSourceId, amount: traffic.amountCents });
  for (const row of transfers) {
    if (!sent.has(row.idempotency_key)) violations.push(`transfer ${row.id} has key ${row.idempotency_key}, which was never sent`);
    if (row.amount_cents !== traffic.amountCents || row.funding_source_id !== traffic.fundingSourceId) {
      violations.push(`transfer ${row.id} moves ${row.amount_cents} to ${row.funding_source_id}, not the ${traffic.amountCents} sent to ${traffic.fundingSourceId}`);
    }
    // The idempotency record must describe the withdrawal it stands for, or a replay would refuse or misanswer.
    if (row.request_hash !== wantedHash) violations.push(`transfer ${row.id}: its request_hash does not match the withdrawal sent`);
  }

  const [customer] = await query<{ balance_cents: number }>('SELECT balance_cents FROM customers WHERE id = $1', [customerId]);
  // A refunded (failed) withdrawal gives its money back; every other stored one was debited with it.
  const debited = transfers.filter((row) => row.status !== 'failed').reduce((sum, row) => sum + row.amount_cents, 0);
  if (customer?.balance_cents !== traffic.initialBalanceCents - debited) {
    violations.push(
      `balance ${customer?.balance_cents} ≠ ${traffic.initialBalanceCents} (initial) − ${debited} (${transfers.length} stored withdrawals): a debit without its transfer, or the reverse`,
    );
  }
  return violations;
}

interface UnlockRow {
  offer_id: number;
  activated_retailer_id: number;
  current_value: string | null;
  platform: string;
  reward_ids: number[];
  unlocked_at: Date | null;
}

async function unlockViolations(query: QueryRows, customerId: string, traffic: UnlockTraffic): Promise<string[]> {
  const violations: string[] = [];
  const rows = await query<UnlockRow>(
    'SELECT offer_id, activated_retailer_id, current_value, platform, reward_ids, unlocked_at FROM unlocked_offers WHERE customer_id = $1',
    [customerId],
  );
  const stored = new Map(rows.map((row) => [row.offer_id, row]));
  for (const offerId of traffic.acknowledged) if (!stored.has(offerId)) violations.push(`acknowledged unlock of offer ${offerId} is lost`);
  for (const row of rows) {
    const offer = traffic.sent.find((candidate) => candidate.offerId === row.offer_id);
    if (!offer) {
      violations.push(`offer ${row.offer_id} is unlocked, but no unlock was sent for it`);
      continue;
    }
    const whole =
      row.activated_retailer_id === offer.retailerId &&
      row.current_value === UNLOCK_DETAILS.current_value &&
      row.platform === UNLOCK_DETAILS.platform &&
      row.reward_ids.length === 0 &&
      row.unlocked_at instanceof Date;
    if (!whole) violations.push(`unlock of offer ${row.offer_id} is not what was sent: ${JSON.stringify(row)}`);
  }
  return violations;
}

/** Every broken invariant of one customer's withdrawals and unlocks after the kill and the restart (none: []). */
export async function restartViolations(
  query: QueryRows,
  { customerId, withdrawals, unlocks }: { customerId: string; withdrawals: WithdrawalTraffic; unlocks: UnlockTraffic },
): Promise<string[]> {
  return [...(await withdrawalViolations(query, customerId, withdrawals)), ...(await unlockViolations(query, customerId, unlocks))];
}
