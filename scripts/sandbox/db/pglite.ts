// Embedded PostgreSQL (PGlite, WASM): one connection, so every transaction and every single statement is
// queued behind the previous one (a FIFO mutex); transactions therefore never interleave. A data folder is
// locked to one process (dataDirLock.ts).
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { SandboxDatabase } from './database';
import { lockDataDir } from './dataDirLock';
import { createDatabase, type RawExecutor } from './driver';
import { Mutex } from './mutex';

export interface PgliteOptions {
  /** A folder for the data (created when missing); omit for an in-memory database. */
  dataDir?: string;
}

/** Values as the pg driver is configured to answer them (see database.ts). */
const PARSERS = {
  // date → 'YYYY-MM-DD' (PGlite would build a Date at UTC midnight).
  [types.DATE]: (value: string) => value,
};

export async function openPglite({ dataDir }: PgliteOptions = {}): Promise<SandboxDatabase> {
  let unlock = () => {};
  if (dataDir) {
    mkdirSync(dirname(dataDir), { recursive: true });
    unlock = lockDataDir(dataDir);
    mkdirSync(dataDir, { recursive: true });
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create(dataDir ? { dataDir, parsers: PARSERS } : { parsers: PARSERS });
  } catch (error) {
    unlock();
    throw error;
  }
  const queue = new Mutex();

  const direct: RawExecutor = {
    run: (sql, params) => queue.run(async () => (await pglite.query<Record<string, unknown>>(sql, params)).rows),
    exec: (sql) => queue.run(async () => void (await pglite.exec(sql))),
  };

  return createDatabase({
    engine: 'pglite',
    location: dataDir ?? 'memory',
    direct,
    transaction: (fn) =>
      queue.run(() =>
        pglite.transaction((tx) =>
          fn({
            run: async (sql, params) => (await tx.query<Record<string, unknown>>(sql, params)).rows,
            exec: async (sql) => void (await tx.exec(sql)),
          }),
        ),
      ),
    close: async () => {
      await queue.idle();
      try {
        await pglite.close();
      } finally {
        unlock();
      }
    },
  });
}
