// Versioned SQL migrations: migrations/NNN_name.sql, applied in order inside one transaction and recorded in
// schema_migrations. Idempotent: applied versions are skipped. An applied file whose text changed is an
// error (add a new migration instead, or reset the sandbox's data).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlExecutor } from './database';

export const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** Any constant: concurrent starts against one PostgreSQL wait for each other here. */
const MIGRATION_LOCK_KEY = 727_274_001;

const FILE_NAME = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

export interface Migration {
  version: number;
  name: string;
  sql: string;
  checksum: string;
}

export interface MigrationResult {
  /** 'NNN_name' of each migration applied now, in order. */
  applied: string[];
  /** Versions present before this run. */
  alreadyApplied: number;
  ms: number;
}

export function loadMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${file}`);
      const sql = readFileSync(join(dir, file), 'utf8').replace(/\r\n/g, '\n');
      return {
        version: Number(match[1]),
        name: match[2] as string,
        sql,
        checksum: createHash('sha256').update(sql).digest('hex'),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (index > 0 && migrations[index - 1]?.version === migration.version) {
      throw new Error(`Two migrations share version ${migration.version}`);
    }
  });
  return migrations;
}

const label = (migration: Pick<Migration, 'version' | 'name'>) =>
  `${String(migration.version).padStart(3, '0')}_${migration.name}`;

export async function migrate(
  db: { transaction<T>(fn: (tx: SqlExecutor) => Promise<T>): Promise<T> },
  migrations: readonly Migration[] = loadMigrations(),
): Promise<MigrationResult> {
  const started = performance.now();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      checksum text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const rows = await tx.query<{ version: number; name: string; checksum: string }>(
      'SELECT version, name, checksum FROM schema_migrations ORDER BY version',
    );
    const applied = new Map(rows.map((row) => [row.version, row]));
    for (const migration of migrations) {
      const previous = applied.get(migration.version);
      if (previous && previous.checksum !== migration.checksum) {
        throw new Error(
          `Migration ${label(migration)} changed after it was applied; add a new migration, or run ` +
            '`npm run sandbox:reset` to rebuild the sandbox database.',
        );
      }
    }
    const pending = migrations.filter((migration) => !applied.has(migration.version));
    for (const migration of pending) {
      try {
        await tx.exec(migration.sql);
      } catch (error) {
        throw new Error(`Migration ${label(migration)} failed: ${(error as Error).message}`, { cause: error });
      }
      await tx.query('INSERT INTO schema_migrations (version, name, checksum) VALUES ($1, $2, $3)', [
        migration.version,
        migration.name,
        migration.checksum,
      ]);
    }
    return {
      applied: pending.map(label),
      alreadyApplied: applied.size,
      ms: Math.round(performance.now() - started),
    };
  });
}
