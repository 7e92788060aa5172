// What both engines share: the port's helpers (one(), parameter normalisation) and the guards that keep a
// transaction's statements on its own connection.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseEngine, Row, SandboxDatabase, SqlExecutor, Transaction } from './database';
import { Mutex } from './mutex';

/** The engine-specific part: run statements outside or inside a transaction. */
export interface RawExecutor {
  run(sql: string, params: unknown[]): Promise<Row[]>;
  exec(sql: string): Promise<void>;
}

export interface Driver {
  readonly engine: DatabaseEngine;
  readonly location: string;
  /** Auto-committed single statements. */
  readonly direct: RawExecutor;
  /** BEGIN, fn, COMMIT (ROLLBACK when fn throws), on one connection. */
  transaction<T>(fn: (raw: RawExecutor) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const normalise = (params: readonly unknown[] | undefined): unknown[] =>
  (params ?? []).map((value) => (value === undefined ? null : value));

function onlyRow<T>(rows: T[]): T | null {
  if (rows.length > 1) throw new Error(`Expected at most one row, got ${rows.length}`);
  return rows[0] ?? null;
}

interface TransactionScope {
  active: boolean;
}

/** Wraps a driver into the SandboxDatabase port. */
export function createDatabase(driver: Driver): SandboxDatabase {
  const scope = new AsyncLocalStorage<TransactionScope>();
  let closed = false;

  function assertUsable(what: string): void {
    if (closed) throw new Error(`The sandbox database is closed (${what})`);
    if (scope.getStore()?.active) {
      throw new Error(
        `${what} called on the database inside its own transaction: use the transaction's executor (tx) instead`,
      );
    }
  }

  const database: SandboxDatabase = {
    engine: driver.engine,
    location: driver.location,

    async query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
      assertUsable('query()');
      return (await driver.direct.run(sql, normalise(params))) as T[];
    },

    async one<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T | null> {
      assertUsable('one()');
      return onlyRow((await driver.direct.run(sql, normalise(params))) as T[]);
    },

    async exec(sql: string): Promise<void> {
      assertUsable('exec()');
      await driver.direct.exec(sql);
    },

    async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
      assertUsable('transaction()');
      return driver.transaction(async (raw) => {
        const state: TransactionScope = { active: true };
        // A transaction is one connection: its statements run one at a time even if fn fires several at once.
        const statements = new Mutex();
        const guard = <R>(what: string, run: () => Promise<R>): Promise<R> => {
          if (!state.active) return Promise.reject(new Error(`Transaction is closed (${what})`));
          return statements.run(run);
        };
        const tx: SqlExecutor = {
          query: <R extends object = Row>(sql: string, params?: readonly unknown[]) =>
            guard('query()', async () => (await raw.run(sql, normalise(params))) as R[]),
          one: <R extends object = Row>(sql: string, params?: readonly unknown[]) =>
            guard('one()', async () => onlyRow((await raw.run(sql, normalise(params))) as R[])),
          exec: (sql: string) => guard('exec()', () => raw.exec(sql)),
        };
        try {
          return await scope.run(state, () => fn(tx));
        } finally {
          // Let statements fn started but did not await finish before COMMIT/ROLLBACK.
          await statements.idle();
          state.active = false;
        }
      });
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await driver.close();
    },
  };
  return database;
}
