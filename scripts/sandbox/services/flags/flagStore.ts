// The feature_flags table behind an in-process cache. Flag reads are hot (every page asks), so the
// stored rows are read once and kept until a change goes through this store (the sandbox's PUT
// /sandbox/flags), which drops the cache at once. A short time-to-live is the safety net for changes made
// behind its back (SQL in a test, a second sandbox process on the same PostgreSQL).
//
// One store per database, shared by every service built on it (flags, sandbox, and any other handler that
// wants flag values: `flagStoreFor(deps.db)`), so a change made by one is seen by all.
import { performance } from 'node:perf_hooks';
import { FLAG, type FlagKey } from '../../../../domain/constants/flags';
import type { SandboxDatabase } from '../../db';

/** How long cached rows are trusted when no change went through the store. */
export const FLAG_CACHE_TTL_MS = 5_000;

export const FLAG_KEYS: readonly FlagKey[] = Object.values(FLAG);
const KNOWN_KEYS = new Set<string>(FLAG_KEYS);

/** The stored value of each flag the table holds (keys outside FLAG are left out). Frozen: shared. */
export type StoredFlags = Readonly<Partial<Record<FlagKey, unknown>>>;

export interface FlagStore {
  /** The stored values, from the cache when it is fresh. */
  stored(): Promise<StoredFlags>;
  /** Writes the given flags (one statement: all or none) and drops the cache. */
  set(changes: Partial<Record<FlagKey, unknown>>, at: Date): Promise<void>;
  /** Drops the cache: the next read goes to the table. */
  invalidate(): void;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

export function createFlagStore(db: SandboxDatabase, { ttlMs = FLAG_CACHE_TTL_MS }: { ttlMs?: number } = {}): FlagStore {
  let cached: { flags: StoredFlags; readAt: number } | null = null;
  /** Bumped by every change: a read that started before it must not fill the cache with what it saw. */
  let generation = 0;
  let loading: { generation: number; promise: Promise<StoredFlags> } | null = null;

  async function load(): Promise<StoredFlags> {
    const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM feature_flags');
    const flags: Partial<Record<FlagKey, unknown>> = {};
    for (const row of rows) if (KNOWN_KEYS.has(row.key)) flags[row.key as FlagKey] = row.value;
    return deepFreeze(flags);
  }

  return {
    stored() {
      if (cached && performance.now() - cached.readAt < ttlMs) return Promise.resolve(cached.flags);
      if (loading && loading.generation === generation) return loading.promise;
      const started = generation;
      const startedAt = performance.now();
      const promise = load().then(
        (flags) => {
          if (started === generation) cached = { flags, readAt: startedAt };
          if (loading?.promise === promise) loading = null;
          return flags;
        },
        (error: unknown) => {
          if (loading?.promise === promise) loading = null;
          throw error;
        },
      );
      loading = { generation: started, promise };
      return promise;
    },

    async set(changes, at) {
      const entries = Object.entries(changes).filter(([key]) => KNOWN_KEYS.has(key));
      if (entries.length === 0) return;
      generation += 1;
      cached = null;
      try {
        await db.query(
          `INSERT INTO feature_flags (key, value, updated_at)
             SELECT change.key, change.value, $2::timestamptz FROM jsonb_each($1::jsonb) AS change
           ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
          [JSON.stringify(Object.fromEntries(entries)), at.toISOString()],
        );
      } finally {
        // Whatever was read while the write ran may predate it.
        generation += 1;
        cached = null;
      }
    },

    invalidate() {
      generation += 1;
      cached = null;
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
