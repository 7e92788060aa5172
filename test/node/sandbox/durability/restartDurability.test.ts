// Restart durability (issue 19 "Hostile traffic"): withdrawals and unlocks fired concurrently at a sandbox that is
// SIGKILLed mid-traffic survive a restart on the same data: every request answered 2xx is there exactly once,
// nothing is half-applied (test/support/restartInvariants.ts, shared with the two-instance PostgreSQL tier), and
// the killed data starts cleanly (PGlite recovery, the lock file left behind).
import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_APP_TOKEN } from '../../../../domain/constants/app';
import { openSandboxDatabase, type OpenSandboxDatabaseOptions, type SqlExecutor } from '../../../../scripts/sandbox/db';
import { lockPathFor } from '../../../../scripts/sandbox/db/dataDirLock';
import { dropPostgresSchema } from '../../../../scripts/sandbox/db/postgres';
import { createClipbackSdk } from '../../../../sdk/src';
import { restartViolations, unlockableOffers, unlockBody, type QueryRows, type UnlockableOffer } from '../../../support/restartInvariants';
import { addBankAccount, insertCustomer, PLATYPUS_CHECKING, type CustomerSdk } from '../payments/support';
import { startChildSandbox, type ChildSandbox } from './childSandbox';

const WITHDRAWALS = 30;
const UNLOCKS = 30;
const WITHDRAWAL_CENTS = 2_000;
const INITIAL_BALANCE_CENTS = WITHDRAWALS * WITHDRAWAL_CENTS;
/** Answers received before the kill: enough that some writes committed, few enough that others are in flight. */
const ANSWERS_BEFORE_KILL = 8;

interface Target {
  /** Where the preparation and the checks open the database (never while a sandbox has it). */
  database: OpenSandboxDatabaseOptions;
  /** The child's environment for the same database. */
  env: Record<string, string>;
  /** The data folder's lock file, for PGlite. */
  lockFile?: string;
}

interface Prepared {
  customerId: string;
  email: string;
  offers: UnlockableOffer[];
}

const rowsOf = (db: SqlExecutor): QueryRows => (sql, params) => db.query(sql, params);

/** The database migrated and seeded, with a customer who has a balance for every withdrawal, and offers with no rewards to unlock. */
async function prepare(database: OpenSandboxDatabaseOptions): Promise<Prepared> {
  const db = await openSandboxDatabase({ ...database, log: false });
  try {
    const customer = await insertCustomer(db, { balanceCents: INITIAL_BALANCE_CENTS });
    const offers = await unlockableOffers(rowsOf(db), UNLOCKS);
    expect(offers).to.have.length(UNLOCKS);
    return { ...customer, offers };
  } finally {
    await db.close();
  }
}

async function signIn(origin: string, email: string): Promise<CustomerSdk> {
  const { data } = await createClipbackSdk({ origin, appToken: WEB_APP_TOKEN }).sandbox.POST('/tokens', { body: { email } });
  if (!data) throw new Error(`no token for ${email}`);
  const { accessToken, customerId } = data;
  const sdk = createClipbackSdk({
    origin,
    appToken: WEB_APP_TOKEN,
    getAccessToken: () => accessToken,
    getCustomerId: () => customerId,
    getSessionId: () => 'durability-session',
  });
  return Object.assign(sdk, { customerId: String(customerId) });
}

type Outcome = { answered: true; transferId?: string } | { answered: false };

function withdraw(sdk: CustomerSdk, fundingSourceId: string, idempotencyKey: string) {
  return sdk.payments.executeTransferOut({
    customerId: sdk.customerId,
    fundingSourceId,
    amount: WITHDRAWAL_CENTS,
    sessionId: 'durability-session',
    idempotencyKey,
  });
}

/** Resolves on a 2xx answer (the SDK throws on any other). */
function unlock(sdk: CustomerSdk, offer: UnlockableOffer) {
  return sdk.main.PUT('/v2/customers/{customerId}/offers/{offerId}.json', {
    params: { path: { customerId: sdk.customerId, offerId: offer.offerId } },
    body: unlockBody(offer),
  });
}

/** Fires every withdrawal and unlock at once and SIGKILLs the server after a few answers; answers each outcome. */
async function trafficUntilKilled(server: ChildSandbox, sdk: CustomerSdk, fundingSourceId: string, keys: string[], offers: UnlockableOffer[]) {
  let answers = 0;
  const counted = async <T,>(call: Promise<T>, outcome: (value: T) => Outcome): Promise<Outcome> => {
    try {
      const value = await call;
      if (++answers === ANSWERS_BEFORE_KILL) server.process.kill('SIGKILL');
      return outcome(value);
    } catch {
      return { answered: false };
    }
  };
  const [withdrawals, unlocks] = await Promise.all([
    Promise.all(keys.map((key) => counted(withdraw(sdk, fundingSourceId, key), (v) => ({ answered: true, transferId: v.executeTransferOut.transferId })))),
    Promise.all(offers.map((offer) => counted(unlock(sdk, offer), () => ({ answered: true })))),
  ]);
  server.process.kill('SIGKILL'); // in case fewer answers came than expected
  await server.exited;
  return { withdrawals, unlocks };
}

async function survivesKill(target: Target) {
  const prepared = await prepare(target.database);
  const keys = Array.from({ length: WITHDRAWALS }, () => `durability-${randomUUID()}`);

  const first = await startChildSandbox(target.env);
  let outcomes;
  let fundingSourceId: string;
  try {
    const sdk = await signIn(first.origin, prepared.email);
    fundingSourceId = (await addBankAccount(first, { ...prepared, sdk }, PLATYPUS_CHECKING)).fundingSourceId;
    outcomes = await trafficUntilKilled(first, sdk, fundingSourceId, keys, prepared.offers);
  } finally {
    first.process.kill('SIGKILL');
  }
  const acknowledgedTransfers = new Map<string, string>();
  outcomes.withdrawals.forEach((o, i) => o.answered && o.transferId && acknowledgedTransfers.set(keys[i]!, o.transferId));
  const acknowledgedOffers = new Set(prepared.offers.filter((_, i) => outcomes.unlocks[i]?.answered).map((o) => o.offerId));
  const acknowledged = acknowledgedTransfers.size + acknowledgedOffers.size;
  expect(acknowledged, 'some requests were answered before the kill').to.be.at.least(ANSWERS_BEFORE_KILL);
  expect(acknowledged, 'some requests were cut off by the kill').to.be.below(WITHDRAWALS + UNLOCKS);
  if (target.lockFile) expect(existsSync(target.lockFile), 'the killed process left its lock file').to.equal(true);

  // The same data, a new process: it starts, and the shopper's retries are each applied once.
  const second = await startChildSandbox(target.env);
  try {
    const sdk = await signIn(second.origin, prepared.email);
    const replays = await Promise.all(keys.map((key) => withdraw(sdk, fundingSourceId, key)));
    replays.forEach(({ executeTransferOut }, index) => {
      const before = acknowledgedTransfers.get(keys[index]!);
      if (before) expect(executeTransferOut.transferId, `replay of withdrawal ${index}`).to.equal(before);
    });
  } finally {
    second.process.kill('SIGTERM');
    await second.exited;
  }

  const db = await openSandboxDatabase({ ...target.database, seedWhenEmpty: false, log: false });
  try {
    const violations = await restartViolations(rowsOf(db), {
      customerId: prepared.customerId,
      withdrawals: {
        initialBalanceCents: INITIAL_BALANCE_CENTS,
        fundingSourceId,
        amountCents: WITHDRAWAL_CENTS,
        keys,
        acknowledged: acknowledgedTransfers,
      },
      unlocks: { sent: prepared.offers, acknowledged: acknowledgedOffers },
    });
    expect(violations).to.deep.equal([]);
  } finally {
    await db.close();
  }
}

describe('sandbox restart durability: SIGKILL mid-traffic', function () {
  // ~20–30 s on a 2-core machine: seeding a fresh PGlite folder (initdb + seed, ~8–12 s) and two cold sandbox
  // starts (~6 s each) dominate; building the data in memory and loading it as a tarball measured no faster.
  this.timeout(150_000);

  it('on PGlite: answered withdrawals and unlocks are kept once, nothing half-applied, the killed data restarts', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'clipback-durability-'));
    const dataDir = join(folder, 'pglite');
    await survivesKill({
      database: { dataDir },
      env: { SANDBOX_DATA_DIR: dataDir, DATABASE_URL: '' },
      lockFile: lockPathFor(dataDir),
    }).finally(() => rm(folder, { recursive: true, force: true }));
  });

  it('on PostgreSQL: the same, in a throwaway schema', async function () {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) {
      console.log('      (skipped: DATABASE_URL is not set, so there is no PostgreSQL to kill a sandbox on)');
      this.skip();
    }
    const schema = `clipback_durability_${randomUUID().slice(0, 8)}`;
    const url = new URL(databaseUrl);
    url.searchParams.set('options', `-c search_path=${schema}`);
    try {
      await survivesKill({ database: { databaseUrl, schema }, env: { DATABASE_URL: url.toString() } });
    } finally {
      await dropPostgresSchema(databaseUrl, schema);
    }
  });
});
