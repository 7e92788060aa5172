// The sandbox's storage port: a small SQL interface with two implementations (embedded PGlite, real
// PostgreSQL through `pg`). Same SQL on both; values come back the same way on both (see "Values" below).
//
// Values (both engines, normalised by the drivers):
// - integer / smallint / double precision → number; bigint (count(*), sum(integer)) → number when it fits
//   in a safe integer, else bigint; numeric → string (avoid numeric columns; money is integer cents).
// - date → 'YYYY-MM-DD' string; timestamptz → Date; jsonb → parsed JSON; text[] / integer[] → arrays.
// - Parameters: `undefined` is sent as NULL. Pass jsonb parameters as JSON.stringify(value) and cast them
//   (`$1::jsonb`): pg would otherwise send a JS array as a PostgreSQL array literal.

/** A result row: column name to value. */
export type Row = Record<string, unknown>;

/** What both a database and a transaction can run. */
export interface SqlExecutor {
  /** Runs one statement (extended protocol, `$1`… parameters) and answers its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs one statement and answers its only row, or null when there is none; throws when there are several. */
  one<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T | null>;
  /** Runs a script of several statements without parameters (migrations, DDL). */
  exec(sql: string): Promise<void>;
}

/** The executor handed to a transaction callback; valid only until the callback settles. */
export type Transaction = SqlExecutor;

export type DatabaseEngine = 'pglite' | 'postgres';

export interface SandboxDatabase extends SqlExecutor {
  readonly engine: DatabaseEngine;
  /** Where the data lives, for logs: 'memory', a folder, or the PostgreSQL URL without its password. */
  readonly location: string;
  /**
   * Runs fn inside BEGIN … COMMIT (ROLLBACK when fn throws) and answers fn's result.
   * PGlite: transactions (and single statements) are queued, so they never interleave: a
   * read-modify-write inside fn is exact. PostgreSQL: one pooled client per transaction at READ COMMITTED;
   * lock the rows you will change with `SELECT … FOR UPDATE` (money operations must).
   * Inside fn use only `tx`: calling the database itself (or nesting transaction()) throws, since on PGlite
   * it would wait for the transaction that is waiting for it.
   */
  transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Waits for queued work, then closes the engine or the pool. */
  close(): Promise<void>;
}

/** SQLSTATE codes the API layer branches on (both engines report `error.code`). */
export const SQLSTATE = {
  UNIQUE_VIOLATION: '23505',
  FOREIGN_KEY_VIOLATION: '23503',
  CHECK_VIOLATION: '23514',
  NOT_NULL_VIOLATION: '23502',
  SERIALIZATION_FAILURE: '40001',
  DEADLOCK_DETECTED: '40P01',
  LOCK_NOT_AVAILABLE: '55P03',
} as const;
export type SqlState = (typeof SQLSTATE)[keyof typeof SQLSTATE];

/** The SQLSTATE of a database error, or undefined for any other value. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

/** The constraint a database error names (unique, check, foreign key), when it names one. */
export function violatedConstraint(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === 'string' ? constraint : undefined;
}

export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  sqlState(error) === SQLSTATE.UNIQUE_VIOLATION && (constraint === undefined || violatedConstraint(error) === constraint);

export const isCheckViolation = (error: unknown, constraint?: string): boolean =>
  sqlState(error) === SQLSTATE.CHECK_VIOLATION && (constraint === undefined || violatedConstraint(error) === constraint);

export const isForeignKeyViolation = (error: unknown): boolean => sqlState(error) === SQLSTATE.FOREIGN_KEY_VIOLATION;
