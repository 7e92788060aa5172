import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  openSandboxDatabase,
  resetSandboxDatabase,
  resolveTarget,
  DEFAULT_DATA_DIR,
  type OpenSandboxDatabaseOptions,
} from '../../../../scripts/sandbox/db';
import { dropPostgresSchema } from '../../../../scripts/sandbox/db/postgres';
import { tableChecksums } from '../../../../scripts/sandbox/seed/checksum';
import { DATABASE_URL, ENGINE, FIXED_NOW, throwawayOptions } from './support';

describe(`sandbox db: a persistent database across restarts (${ENGINE})`, function () {
  this.timeout(60_000);
  let folder: string;
  let options: OpenSandboxDatabaseOptions;
  let schema: string | undefined;
  const lines: string[] = [];

  before(() => {
    folder = mkdtempSync(join(tmpdir(), 'clipback-db-'));
    const target = throwawayOptions('restart');
    schema = target.schema;
    const location = DATABASE_URL ? target : { dataDir: join(folder, 'pglite') };
    options = { ...location, seed: 1, scale: 1, now: FIXED_NOW, log: (line) => lines.push(line) };
  });

  after(async () => {
    rmSync(folder, { recursive: true, force: true });
    if (DATABASE_URL && schema) await dropPostgresSchema(DATABASE_URL, schema);
  });

  let firstChecksums: Record<string, string>;

  it('creates, migrates and seeds a new database, logging one line', async () => {
    const db = await openSandboxDatabase(options);
    try {
      expect(db.startup.migrations.applied).to.have.length.greaterThan(0);
      expect(db.startup.seeded?.seed).to.equal(1);
      firstChecksums = await tableChecksums(db);
      await db.query(`UPDATE customers SET zip = '80301' WHERE id = '100002'`);
    } finally {
      await db.close();
    }
    expect(lines).to.have.length(1);
    expect(lines[0]).to.match(/^\[sandbox\] database: (PGlite|PostgreSQL) .*seeded \(seed 1, scale 1: \d+ retailers, \d+ offers\)/);
  });

  it('reopens the existing data without migrating or seeding again, and keeps changes', async () => {
    const started = performance.now();
    const db = await openSandboxDatabase({ ...options, seed: 2 });
    const ms = Math.round(performance.now() - started);
    try {
      console.log(`      reopen of an existing ${ENGINE} database: ${ms} ms (${db.startup.openMs} ms to open)`);
      expect(db.startup.migrations.applied).to.deep.equal([]);
      expect(db.startup.seeded).to.equal(null);
      expect(db.startup.existingSeed).to.deep.equal({ seed: 1, scale: 1, now: FIXED_NOW.toISOString() });
      const checksums = await tableChecksums(db);
      expect(Object.keys(checksums).filter((table) => checksums[table] !== firstChecksums[table])).to.deep.equal(['customers']);
      expect(await db.one(`SELECT zip FROM customers WHERE id = '100002'`)).to.deep.equal({ zip: '80301' });
    } finally {
      await db.close();
    }
    expect(lines[1]).to.match(/data of seed 1, scale 1/);
  });

  it('reset rebuilds it from scratch with the requested seed', async () => {
    const db = await resetSandboxDatabase({ ...options, seed: 1 });
    try {
      expect(db.startup.seeded?.seed).to.equal(1);
      expect(await tableChecksums(db)).to.deep.equal(firstChecksums);
    } finally {
      await db.close();
    }
  });

  if (ENGINE === 'pglite') {
    it('locks the data folder to one open database; a stale lock is taken over', async () => {
      const dataDir = options.dataDir as string;
      const db = await openSandboxDatabase({ ...options, log: false });
      try {
        for (const attempt of [openSandboxDatabase({ ...options, log: false }), resetSandboxDatabase({ ...options, log: false })]) {
          let error: Error | undefined;
          await attempt.then((other) => other.close()).catch((caught: Error) => (error = caught));
          expect(error?.message).to.match(/is in use by this process/);
        }
      } finally {
        await db.close();
      }
      expect(existsSync(`${dataDir}.lock`)).to.equal(false);
      writeFileSync(`${dataDir}.lock`, '2147483646'); // no such process
      const reopened = await openSandboxDatabase({ ...options, log: false });
      await reopened.close();
    });

    it('reset refuses to delete a folder that is not a PGlite data folder', async () => {
      const precious = join(folder, 'precious');
      mkdirSync(precious);
      writeFileSync(join(precious, 'notes.txt'), 'keep me');
      let error: Error | undefined;
      await resetSandboxDatabase({ dataDir: precious, log: false }).catch((caught: Error) => (error = caught));
      expect(error?.message).to.match(/not a PGlite data folder/);
      expect(existsSync(join(precious, 'notes.txt'))).to.equal(true);
    });
  }

  if (ENGINE === 'postgres') {
    it('two sandboxes starting together on one empty PostgreSQL migrate and seed it once', async () => {
      const race = throwawayOptions('race');
      const opened = await Promise.allSettled([0, 1].map(() => openSandboxDatabase({ ...race, seed: 1, scale: 1, now: FIXED_NOW, log: false })));
      const both = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
      try {
        expect(opened.map((result) => (result.status === 'rejected' ? String(result.reason) : 'ok'))).to.deep.equal(['ok', 'ok']);
        expect(both.filter((db) => db.startup.seeded !== null)).to.have.length(1);
        expect(both.filter((db) => db.startup.migrations.applied.length > 0)).to.have.length(1);
        expect(both.map((db) => db.startup.existingSeed?.seed ?? db.startup.seeded?.seed)).to.deep.equal([1, 1]);
        expect(await both[0]?.one('SELECT count(*) AS n FROM customers')).to.deep.equal({ n: 3 });
      } finally {
        await Promise.all(both.map((db) => db.close()));
        if (DATABASE_URL && race.schema) await dropPostgresSchema(DATABASE_URL, race.schema);
      }
    });
  }

  it('picks PGlite in .data/pglite by default, PostgreSQL when DATABASE_URL is set, and honours overrides', () => {
    expect(resolveTarget({ env: {} })).to.deep.equal({ kind: 'pglite', dataDir: DEFAULT_DATA_DIR });
    expect(DEFAULT_DATA_DIR).to.match(/[\\/]\.data[\\/]pglite$/);
    expect(resolveTarget({ env: { SANDBOX_DATA_DIR: '/tmp/x' } })).to.deep.equal({ kind: 'pglite', dataDir: '/tmp/x' });
    expect(resolveTarget({ env: { DATABASE_URL: 'postgres://h/db' } })).to.deep.equal({ kind: 'postgres', connectionString: 'postgres://h/db', schema: undefined, poolSize: undefined });
    expect(resolveTarget({ env: { DATABASE_URL: 'postgres://h/db', DATABASE_POOL_SIZE: '4' } })).to.deep.include({ poolSize: 4 });
    expect(() => resolveTarget({ env: { DATABASE_URL: 'postgres://h/db', DATABASE_POOL_SIZE: 'lots' } })).to.throw('DATABASE_POOL_SIZE');
    expect(resolveTarget({ inMemory: true, env: { DATABASE_URL: 'postgres://h/db' } })).to.deep.equal({ kind: 'pglite', dataDir: undefined });
  });
});
