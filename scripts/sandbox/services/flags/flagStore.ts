// The feature_flags table behind an in-process cache. Flag reads are hot (every page asks), so the stored
// rows are kept in memory and re-read only when the table's revision (shared_revisions, bumped by a trigger
// on every change: migration 020) moved. The cache is only a cache: a change made anywhere (this instance,
// another instance on the same database, SQL by hand) is seen by the very next read of every instance.
//
// One store per database object, shared by every service built on it (flags, sandbox, and any other handler
// that wants flag values: `flagStoreFor(deps.db)`).
import { FLAG, type FlagKey } from '../../../../domain/constants/flags';
import type { SandboxDatabase } from '../../db';

export const FLAG_KEYS: readonly FlagKey[] = Object.values(FLAG);
const KNOWN_KEYS = new Set<string>(FLAG_KEYS);

/** The stored value of each flag the table holds (keys outside FLAG are left out). Frozen: shared. */
export type StoredFlags = Readonly<Partial<Record<FlagKey, unknown>>>;

export interface FlagStore {
  /** The stored values: from the cache while the table's revision has not moved. */
  stored(): Promise<StoredFlags>;
  /** Writes the given flags (one statement: all or none). */
  set(changes: Partial<Record<FlagKey, unknown>>, at: Date): Promise<void>;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

const REVISION_SQL = `SELECT revision FROM shared_revisions WHERE name = 'feature_flags'`;

export function createFlagStore(db: SandboxDatabase): FlagStore {
  let cached: { flags: StoredFlags; revision: number } | null = null;
  let loading: { revision: number; promise: Promise<StoredFlags> } | null = null;

  /** Reads the rows; the revision read before them may be older than what they show, never newer. */
  async function load(revision: number): Promise<StoredFlags> {
    const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM feature_flags');
    const flags: Partial<Record<FlagKey, unknown>> = {};
    for (const row of rows) if (KNOWN_KEYS.has(row.key)) flags[row.key as FlagKey] = row.value;
    const frozen = deepFreeze(flags);
    if (!cached || cached.revision <= revision) cached = { flags: frozen, revision };
    return frozen;
  }

  return {
    async stored() {
      const revision = Number((await db.one<{ revision: number }>(REVISION_SQL))?.revision ?? 0);
      if (cached?.revision === revision) return cached.flags;
      if (loading?.revision === revision) return loading.promise;
      const promise = load(revision).finally(() => {
        if (loading?.promise === promise) loading = null;
      });
      loading = { revision, promise };
      return promise;
    },

    async set(changes, at) {
      const entries = Object.entries(changes).filter(([key]) => KNOWN_KEYS.has(key));
      if (entries.length === 0) return;
      await db.query(
        `INSERT INTO feature_flags (key, value, updated_at)
           SELECT change.key, change.value, $2::timestamptz FROM jsonb_each($1::jsonb) AS change
         ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
        [JSON.stringify(Object.fromEntries(entries)), at.toISOString()],
      );
    },
  };
}

const stores = new WeakMap<SandboxDatabase, FlagStore>();

/** The one flag store of this database (every service of one sandbox shares it). */
export function flagStoreFor(db: SandboxDatabase): FlagStore {
  let store = stores.get(db);
  if (!store) stores.set(db, (store = createFlagStore(db)));
  return store;
}
