// Opens the database the sandbox storage tests run on: PGlite in memory by default; with DATABASE_URL set,
// the real PostgreSQL, inside a schema of its own that is dropped afterwards.
import { randomBytes } from 'node:crypto';
import {
  openSandboxDatabase,
  type OpenedSandboxDatabase,
  type OpenSandboxDatabaseOptions,
} from '../../../../scripts/sandbox/db';
import { dropPostgresSchema } from '../../../../scripts/sandbox/db/postgres';

export const DATABASE_URL = process.env.DATABASE_URL || undefined;
export const ENGINE = DATABASE_URL ? 'postgres' : 'pglite';

/** A fixed reference instant, so two seeds can be compared. */
export const FIXED_NOW = new Date('2025-06-02T15:00:00.000Z');

/** Options of a throwaway database: in-memory PGlite, or a fresh PostgreSQL schema. */
export function throwawayOptions(label: string): OpenSandboxDatabaseOptions & { schema?: string } {
  if (!DATABASE_URL) return { inMemory: true };
  return { databaseUrl: DATABASE_URL, schema: `clipback_test_${label}_${randomBytes(4).toString('hex')}` };
}

export interface TestDatabase {
  db: OpenedSandboxDatabase;
  dispose(): Promise<void>;
}

export async function openTestDatabase(label: string, options: OpenSandboxDatabaseOptions = {}): Promise<TestDatabase> {
  const target = throwawayOptions(label);
  const db = await openSandboxDatabase({ seed: 1, scale: 1, now: FIXED_NOW, log: false, ...target, ...options });
  return {
    db,
    async dispose() {
      await db.close();
      if (DATABASE_URL && target.schema) await dropPostgresSchema(DATABASE_URL, target.schema);
    },
  };
}

/** Rejections as values, for asserting on database errors. */
export async function failure(promise: Promise<unknown>): Promise<Error & { code?: string; constraint?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string; constraint?: string };
  }
  throw new Error('Expected the promise to reject');
}
