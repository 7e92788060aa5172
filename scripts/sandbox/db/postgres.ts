// A real PostgreSQL through `pg`: a pool, one client per transaction (READ COMMITTED). Money operations lock
// the rows they change with SELECT … FOR UPDATE, which serialises them per customer.
import pg from 'pg';
import { sqlState, type SandboxDatabase } from './database';
import { createDatabase, type RawExecutor } from './driver';

export interface PostgresOptions {
  connectionString: string;
  /**
   * A schema to work in (created when missing, then the only entry of search_path). Tests use one per run so
   * they never touch the tables of a real sandbox in the same database. Default: the server's search_path.
   */
  schema?: string;
  /** Pool size (default 10). */
  maxConnections?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** bigint → number when it fits, as PGlite answers it. */
function parseInt8(value: string): number | bigint {
  const big = BigInt(value);
  return big >= BigInt(Number.MIN_SAFE_INTEGER) && big <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(big) : big;
}

/** The same value shapes as PGlite (database.ts "Values"). */
const typeParsers: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === pg.types.builtins.INT8) return parseInt8;
    if (oid === pg.types.builtins.DATE) return (value: string) => value;
    return pg.types.getTypeParser(oid, format ?? 'text');
  }) as pg.CustomTypesConfig['getTypeParser'],
};

/** The URL without its password, for logs. */
export function redactConnectionString(connectionString: string): string {
  try {
    const url = new URL(connectionString);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'postgres (unparseable DATABASE_URL)';
  }
}

export async function openPostgres({ connectionString, schema, maxConnections = 10 }: PostgresOptions): Promise<SandboxDatabase> {
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  if (schema) {
    const admin = new pg.Client({ connectionString });
    await admin.connect();
    try {
      await admin.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    } catch (error) {
      // IF NOT EXISTS is not safe against a concurrent CREATE: losing that race is fine.
      if (!['23505', '42P06'].includes(sqlState(error) ?? '')) throw error;
    } finally {
      await admin.end();
    }
  }
  const pool = new pg.Pool({
    connectionString,
    max: maxConnections,
    types: typeParsers,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle client losing its connection must not crash the sandbox; the next checkout reconnects.
  pool.on('error', (error) => console.error('[sandbox db] idle PostgreSQL client error:', error.message));

  const direct: RawExecutor = {
    run: async (sql, params) => (await pool.query(sql, params)).rows,
    exec: async (sql) => void (await pool.query(sql)),
  };

  return createDatabase({
    engine: 'postgres',
    location: redactConnectionString(connectionString) + (schema ? ` (schema ${schema})` : ''),
    direct,
    async transaction(fn) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await fn({
          run: async (sql, params) => (await client.query(sql, params)).rows,
          exec: async (sql) => void (await client.query(sql)),
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        try {
          await client.query('ROLLBACK');
        } catch {
          broken = true; // the connection is unusable: destroy it instead of returning it to the pool
        }
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  });
}

/** Drops a schema made for a test run, with everything in it. */
export async function dropPostgresSchema(connectionString: string, schema: string): Promise<void> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const admin = new pg.Client({ connectionString });
  await admin.connect();
  try {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}
