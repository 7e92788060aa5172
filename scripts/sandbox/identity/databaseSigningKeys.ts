// Signing keys shared by every sandbox instance on one database (table identity_signing_keys). The first
// instance creates a key (under an advisory lock, so two starting at once agree on one); each instance keeps
// the rows in memory as a cache only, re-read every KEY_REFRESH_MS and at once when a token names an
// unknown kid. Rotation adds a key that is published before it signs and retires the old one after
// every token it signed has expired.
import { performance } from 'node:perf_hooks';
import type { JWK } from 'jose';
import type { SandboxDatabase, SqlExecutor } from '../db/database';
import { ACCESS_TOKEN_TTL_SECONDS, ID_TOKEN_TTL_SECONDS } from './constants';
import { generateSigningKey, type SigningKeyRing, type SigningKeys } from './signingKeys';

/** How stale an instance's copy of the key table may get: a rotated key is published this long before it signs. */
export const KEY_REFRESH_MS = 30_000;
/** A new key signs only after every instance has re-read the table (twice the refresh interval). */
export const KEY_ACTIVATION_DELAY_MS = 2 * KEY_REFRESH_MS;
/** The old key keeps verifying until every token it signed has expired (plus the verifier's clock tolerance). */
export const KEY_RETIREMENT_OVERLAP_MS = (Math.max(ACCESS_TOKEN_TTL_SECONDS, ID_TOKEN_TTL_SECONDS) + 60) * 1000;
/** Unknown kids come from anyone on the internet: re-read for them at most this often. */
const MIN_RELOAD_INTERVAL_MS = 1_000;
/** Any constant: key creation and rotation across instances take turns here. */
const SIGNING_KEYS_LOCK_KEY = 727_274_019;

interface KeyRow {
  kid: string;
  private_jwk: JWK;
  not_before: Date;
  retire_after: Date | null;
}

async function lockKeyTable(tx: SqlExecutor): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SIGNING_KEYS_LOCK_KEY]);
}

async function insertKey(tx: SqlExecutor, jwk: JWK, notBefore: Date, createdAt: Date): Promise<void> {
  await tx.query(
    `INSERT INTO identity_signing_keys (kid, private_jwk, created_at, not_before) VALUES ($1, $2::jsonb, $3, $4)
     ON CONFLICT (kid) DO NOTHING`,
    [jwk.kid, JSON.stringify(jwk), createdAt, notBefore],
  );
}

const unexpired = (now: Date) => (row: KeyRow) => !row.retire_after || row.retire_after > now;
const active = (now: Date) => (row: KeyRow) => row.not_before <= now && unexpired(now)(row);

/**
 * Makes sure a key can sign: creates one when there is none (the first start), importing `legacy` (the
 * key file of older sandboxes) instead when given and the table is empty.
 */
export async function ensureSigningKey(db: SandboxDatabase, now: Date, legacy?: SigningKeys | null): Promise<void> {
  // Any unexpired key will do: a pending one is about to sign, and instances whose clocks differ by a few
  // milliseconds must not each add their own.
  const hasUnexpired = async (executor: SqlExecutor) =>
    (await executor.query<KeyRow>('SELECT kid, private_jwk, not_before, retire_after FROM identity_signing_keys')).some(unexpired(now));
  if (await hasUnexpired(db)) return;
  const generated = legacy ? null : await generateSigningKey();
  await db.transaction(async (tx) => {
    await lockKeyTable(tx);
    if (await hasUnexpired(tx)) return;
    const empty = (await tx.query('SELECT 1 FROM identity_signing_keys LIMIT 1')).length === 0;
    const keys = legacy && empty ? legacy.keys : [generated ?? (await generateSigningKey())];
    for (const jwk of keys) await insertKey(tx, jwk, now, now);
  });
}

export interface RotationResult {
  /** The new key's kid. */
  kid: string;
  /** When it starts signing. */
  signsFrom: Date;
  /** When the keys it replaces stop verifying. */
  retiredKeysExpireAt: Date;
}

/**
 * Adds a new signing key, published now and signing from `now + activationDelayMs`; every older key stops
 * verifying `overlapMs` after that. Safe to run on any instance at any time (`npm run sandbox:rotate-keys`).
 */
export async function rotateSigningKeys(
  db: SandboxDatabase,
  { now = new Date(), activationDelayMs = KEY_ACTIVATION_DELAY_MS, overlapMs = KEY_RETIREMENT_OVERLAP_MS }: { now?: Date; activationDelayMs?: number; overlapMs?: number } = {},
): Promise<RotationResult> {
  const jwk = await generateSigningKey();
  const signsFrom = new Date(now.getTime() + activationDelayMs);
  const retiredKeysExpireAt = new Date(signsFrom.getTime() + overlapMs);
  await db.transaction(async (tx) => {
    await lockKeyTable(tx);
    await tx.query(
      `UPDATE identity_signing_keys SET retire_after = $1
        WHERE retire_after IS NULL OR retire_after > $1`,
      [retiredKeysExpireAt],
    );
    await insertKey(tx, jwk, signsFrom, now);
  });
  return { kid: jwk.kid as string, signsFrom, retiredKeysExpireAt };
}

const retiresAt = (row: KeyRow) => row.retire_after?.getTime() ?? Infinity;

/**
 * Orders a snapshot: the newest active key first (it signs; of two as new, the one not being retired), then
 * every other unexpired key (they verify).
 */
export function snapshotOf(rows: readonly KeyRow[], now: Date): SigningKeys {
  const usable = rows
    .filter(unexpired(now))
    .sort((a, b) => b.not_before.getTime() - a.not_before.getTime() || retiresAt(b) - retiresAt(a) || a.kid.localeCompare(b.kid));
  // With none active yet (this instance's clock a little behind the one that created the first key), the
  // key about to become active signs.
  const signer = usable.find(active(now)) ?? usable.at(-1);
  if (!signer) throw new Error('no identity signing key: run the sandbox once to create one');
  return { keys: [signer, ...usable.filter((row) => row !== signer)].map((row) => row.private_jwk) };
}

/**
 * The key ring of an instance: the table's rows, cached; the snapshot recomputed on the clock at each use.
 * The rows are re-read once KEY_REFRESH_MS has passed on the wall clock or on the sandbox clock (tests move
 * the latter), and on reload() (an unknown kid) at most once a MIN_RELOAD_INTERVAL_MS of wall time.
 */
export function databaseKeyRing(db: SqlExecutor, clock: () => Date = () => new Date()): SigningKeyRing {
  let rows: KeyRow[] = [];
  let readAt = { wall: -Infinity, clock: -Infinity };
  let reading: Promise<void> | null = null;

  function read(): Promise<void> {
    reading ??= db
      .query<KeyRow>('SELECT kid, private_jwk, not_before, retire_after FROM identity_signing_keys')
      .then((fresh) => {
        rows = fresh;
        readAt = { wall: performance.now(), clock: clock().getTime() };
      })
      .finally(() => {
        reading = null;
      });
    return reading;
  }

  return {
    async current() {
      const stale = performance.now() - readAt.wall >= KEY_REFRESH_MS || clock().getTime() - readAt.clock >= KEY_REFRESH_MS;
      if (stale) await read();
      return snapshotOf(rows, clock());
    },
    async reload() {
      if (performance.now() - readAt.wall >= MIN_RELOAD_INTERVAL_MS) await read();
      return snapshotOf(rows, clock());
    },
  };
}
