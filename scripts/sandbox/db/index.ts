// Entry points of the sandbox's storage: open (PGlite by default, PostgreSQL when DATABASE_URL is set),
// migrate, seed when empty; and reset.
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, parse, relative, resolve } from 'node:path';
import { readSeedMeta, resolveSeedSettings, seedIfEmpty, type SeedReport } from '../seed';
import { isProductionMode } from '../sandboxEndpoints';
import { assertDataDirFree } from './dataDirLock';
import type { SandboxDatabase } from './database';
import { migrate, type MigrationResult } from './migrate';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export * from './database';
export { insertRows, type ColumnType, type Columns } from './bulk';
export { migrate, loadMigrations, type Migration, type MigrationResult } from './migrate';
export { hashPassword, verifyPassword } from './passwords';
export { canonicalJson, requestHash, transferRequestHash } from './idempotency';

export const REPO_ROOT = resolve(import.meta.dirname, '../../..');
/** Default PGlite data folder (git-ignored); SANDBOX_DATA_DIR overrides it. */
export const DEFAULT_DATA_DIR = join(REPO_ROOT, '.data', 'pglite');

export interface OpenSandboxDatabaseOptions {
  /** PGlite data folder. Default: SANDBOX_DATA_DIR, else .data/pglite at the repo root. */
  dataDir?: string;
  /** A PostgreSQL URL. Default: DATABASE_URL. Ignored when dataDir or inMemory is given. */
  databaseUrl?: string;
  /** PGlite in memory, nothing on disk (tests). */
  inMemory?: boolean;
  /** PostgreSQL only: work inside this schema (created when missing). */
  schema?: string;
  /** Seed number and scale when the database is empty (default SANDBOX_SEED / SANDBOX_SCALE, else 1 and 1). */
  seed?: number;
  scale?: number;
  /** The seed's reference instant (tests fix it). */
  now?: Date;
  /** Seed an empty database (default true). */
  seedWhenEmpty?: boolean;
  /** Where the one startup line goes (default console.log); false for silence. */
  log?: ((line: string) => void) | false;
  env?: NodeJS.ProcessEnv;
}

export interface StartupReport {
  engine: SandboxDatabase['engine'];
  location: string;
  openMs: number;
  migrations: MigrationResult;
  /** Set when this start seeded the database. */
  seeded: SeedReport | null;
  /** The seed already in the database when this start found one. */
  existingSeed: { seed: number; scale: number; now: string } | null;
  totalMs: number;
}

export interface OpenedSandboxDatabase extends SandboxDatabase {
  readonly startup: StartupReport;
}

type Target =
  | { kind: 'pglite'; dataDir: string | undefined }
  | { kind: 'postgres'; connectionString: string; schema: string | undefined; poolSize: number | undefined };

/** DATABASE_POOL_SIZE: PostgreSQL connections per instance (instances × this must fit max_connections). */
function poolSizeOf(env: NodeJS.ProcessEnv): number | undefined {
  const raw = env.DATABASE_POOL_SIZE?.trim();
  if (!raw) return undefined;
  const size = Number(raw);
  if (!Number.isInteger(size) || size < 1 || size > 1000) throw new Error(`DATABASE_POOL_SIZE must be a whole number from 1 to 1000, got ${JSON.stringify(raw)}`);
  return size;
}

export function resolveTarget(options: OpenSandboxDatabaseOptions = {}): Target {
  const env = options.env ?? process.env;
  if (options.inMemory) return { kind: 'pglite', dataDir: undefined };
  if (options.dataDir) return { kind: 'pglite', dataDir: resolve(options.dataDir) };
  const connectionString = options.databaseUrl ?? env.DATABASE_URL;
  if (connectionString) return { kind: 'postgres', connectionString, schema: options.schema, poolSize: poolSizeOf(env) };
  return { kind: 'pglite', dataDir: resolve(env.SANDBOX_DATA_DIR || DEFAULT_DATA_DIR) };
}

function openTarget(target: Target): Promise<SandboxDatabase> {
  return target.kind === 'postgres'
    ? openPostgres({
        connectionString: target.connectionString,
        ...(target.schema ? { schema: target.schema } : {}),
        ...(target.poolSize ? { maxConnections: target.poolSize } : {}),
      })
    : openPglite(target.dataDir ? { dataDir: target.dataDir } : {});
}

const seconds = (ms: number) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);
const shortLocation = (location: string) => (location.startsWith(REPO_ROOT) ? relative(REPO_ROOT, location) || '.' : location);

function startupLine(report: StartupReport): string {
  const engine = report.engine === 'pglite' ? 'PGlite' : 'PostgreSQL';
  const migrations = report.migrations.applied.length
    ? `${report.migrations.applied.length} migration(s) applied in ${seconds(report.migrations.ms)}`
    : 'schema up to date';
  let seed: string;
  if (report.seeded) {
    const { counts } = report.seeded;
    seed = `seeded (seed ${report.seeded.seed}, scale ${report.seeded.scale}: ${counts.retailers} retailers, ${counts.offers} offers) in ${seconds(report.seeded.ms)}`;
  } else if (report.existingSeed) {
    seed = `data of seed ${report.existingSeed.seed}, scale ${report.existingSeed.scale} from ${report.existingSeed.now}`;
  } else {
    seed = 'not seeded';
  }
  return `[sandbox] database: ${engine} ${shortLocation(report.location)}: opened in ${seconds(report.openMs)}, ${migrations}, ${seed}; ready in ${seconds(report.totalMs)}`;
}

/** Opens the sandbox database, applies pending migrations, seeds it when empty, and logs one line. */
export async function openSandboxDatabase(options: OpenSandboxDatabaseOptions = {}): Promise<OpenedSandboxDatabase> {
  const started = performance.now();
  const env = options.env ?? process.env;
  const settings = resolveSeedSettings({ seed: options.seed, scale: options.scale }, env);
  const db = await openTarget(resolveTarget(options));
  const openMs = performance.now() - started;
  try {
    const migrations = await migrate(db);
    let existing = await readSeedMeta(db);
    let seeded: SeedReport | null = null;
    if (!existing && options.seedWhenEmpty !== false) {
      seeded = await seedIfEmpty(db, { ...settings, demoAccounts: !isProductionMode(env), ...(options.now ? { now: options.now } : {}) });
      // Another sandbox seeded it first (PostgreSQL).
      if (!seeded) existing = await readSeedMeta(db);
    }
    const startup: StartupReport = {
      engine: db.engine,
      location: db.location,
      openMs: Math.round(openMs),
      migrations,
      seeded,
      existingSeed: existing ? { seed: existing.seed, scale: existing.scale, now: existing.now } : null,
      totalMs: Math.round(performance.now() - started),
    };
    const log = options.log === undefined ? console.log : options.log;
    if (log) log(startupLine(startup));
    return Object.assign(db, { startup });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

/** Refuses to delete anything that does not look like a PGlite data folder. */
function assertDisposableDataDir(dataDir: string): void {
  const path = resolve(dataDir);
  const forbidden = [parse(path).root, homedir(), REPO_ROOT, resolve(REPO_ROOT, '.data')];
  if (forbidden.includes(path)) throw new Error(`Refusing to delete ${path}`);
  if (existsSync(path) && readdirSync(path).length > 0 && !existsSync(join(path, 'PG_VERSION'))) {
    throw new Error(`Refusing to delete ${path}: it is not a PGlite data folder (no PG_VERSION)`);
  }
}

/** Drops every table and sequence of the current schema (PostgreSQL reset). */
export async function dropAllTables(db: SandboxDatabase): Promise<number> {
  return db.transaction(async (tx) => {
    const statements = await tx.query<{ sql: string }>(
      `SELECT format('DROP TABLE IF EXISTS %I.%I CASCADE', schemaname, tablename) AS sql
         FROM pg_tables WHERE schemaname = current_schema()
       UNION ALL
       SELECT format('DROP SEQUENCE IF EXISTS %I.%I CASCADE', sequence_schema, sequence_name)
         FROM information_schema.sequences WHERE sequence_schema = current_schema()`,
    );
    for (const { sql } of statements) await tx.exec(sql);
    return statements.length;
  });
}

/**
 * `npm run sandbox:reset`: deletes the PGlite data folder (or, on PostgreSQL, drops every table of the
 * schema), then opens, migrates and seeds afresh.
 */
export async function resetSandboxDatabase(options: OpenSandboxDatabaseOptions = {}): Promise<OpenedSandboxDatabase> {
  // Bad SANDBOX_SEED / SANDBOX_SCALE must fail before anything is deleted.
  resolveSeedSettings({ seed: options.seed, scale: options.scale }, options.env ?? process.env);
  const target = resolveTarget(options);
  if (target.kind === 'pglite' && target.dataDir) {
    assertDataDirFree(target.dataDir);
    assertDisposableDataDir(target.dataDir);
    rmSync(target.dataDir, { recursive: true, force: true });
  } else if (target.kind === 'postgres') {
    const db = await openTarget(target);
    try {
      await dropAllTables(db);
    } finally {
      await db.close();
    }
  }
  return openSandboxDatabase(options);
}
