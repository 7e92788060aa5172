// The two-instance tier's world: a PostgreSQL (DATABASE_URL in a throwaway schema, else a throwaway
// cluster of Debian's `postgresql`), two sandbox instances on it, nginx in front on one origin. Each instance
// runs from its own folder and serves its own build, as two machines would: instance a from this checkout,
// instance b from a copy of it in the tier's folder, built there; the specs check they serve one app.
// Started by Playwright's global setup; stopped by the teardown it returns, or at process exit when the run is
// interrupted. The specs read where things are from MULTI_* environment variables.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { dropPostgresSchema } from '../../scripts/sandbox/db/postgres';
import { buildIn, copySourceTree } from '../support/sourceTree';
import { ensureFreshBuild } from './support/build';
import { startInstance, type SandboxInstance } from './support/instances';
import { startNginx, type RunningProxy } from './support/nginx';
import { freePort } from '../support/freePort.mjs';
import { postgresBinDir, startThrowawayPostgres, type ThrowawayPostgres } from './support/postgres';
import { INSTANCE_NAMES, type ClusterInfo } from './support/clusterInfo';

const REPO_ROOT = resolve(import.meta.dirname, '../..');

/** A URL whose sessions work in `schema` only (libpq's `options`, which node-postgres passes on). */
function withSearchPath(databaseUrl: string, schema: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

async function createSchema(databaseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
}

export default async function startCluster(): Promise<(() => Promise<void>) | undefined> {
  const givenUrl = process.env.DATABASE_URL || undefined;
  const binDir = postgresBinDir();
  if (!givenUrl && !binDir) {
    const reason = 'no PostgreSQL: DATABASE_URL is not set and Debian\'s postgresql is not installed (scripts/setup.mjs installs it as root)';
    console.log(`[multi] skipped: ${reason}`);
    process.env.MULTI_SKIP_REASON = reason;
    return undefined;
  }

  const folder = mkdtempSync(join(tmpdir(), 'clipback-multi-'));
  // Under root the cluster runs as `postgres`, which must reach its folder inside this one.
  chmodSync(folder, 0o755);
  let postgres: ThrowawayPostgres | undefined;
  let schema: string | undefined;
  let proxy: RunningProxy | undefined;
  const instances: SandboxInstance[] = [];
  let stopped = false;

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stopAtExit);
    await proxy?.stop().catch(() => undefined);
    await Promise.all(instances.map((instance) => instance.stop().catch(() => undefined)));
    if (givenUrl && schema) await dropPostgresSchema(givenUrl, schema).catch(() => undefined);
    await postgres?.stop().catch(() => undefined);
    rmSync(folder, { recursive: true, force: true });
  };
  /** An interrupted run gets no teardown: kill what is left, synchronously. */
  function stopAtExit() {
    for (const pid of [...instances.map((instance) => instance.pid), proxy?.pid, postgres?.pid]) {
      if (pid) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
    rmSync(folder, { recursive: true, force: true });
  }
  process.once('exit', stopAtExit);

  try {
    const started = Date.now();
    let databaseUrl: string;
    if (givenUrl) {
      schema = `clipback_multi_${randomUUID().slice(0, 8)}`;
      await createSchema(givenUrl, schema);
      databaseUrl = withSearchPath(givenUrl, schema);
    } else {
      postgres = await startThrowawayPostgres(binDir as string, join(folder, 'postgres'));
      databaseUrl = postgres.databaseUrl;
    }
    // Instance b's checkout builds while this one's build is checked (and made, when stale).
    const roots = [REPO_ROOT, join(folder, 'checkout-b')] as const;
    copySourceTree(REPO_ROOT, roots[1]);
    const secondBuild = buildIn(roots[1]);
    const build = ensureFreshBuild(REPO_ROOT);
    await secondBuild;

    // The proxy's port must be known before the instances start (it is their public origin), so nginx
    // starts first, on ports chosen now; it answers 502 until they listen.
    const ports = await Promise.all(INSTANCE_NAMES.map(() => freePort()));
    proxy = await startNginx(join(folder, 'nginx'), INSTANCE_NAMES.map((name, index) => ({ name, port: ports[index] as number })));
    // One at a time: the first migrates and seeds the empty database, the next finds it ready.
    for (const [index, name] of INSTANCE_NAMES.entries()) {
      instances.push(await startInstance({ name, port: ports[index] as number, repoRoot: roots[index] as string, databaseUrl, publicOrigin: proxy.origin }));
    }
    const info: ClusterInfo = {
      origin: proxy.origin,
      databaseUrl,
      instances: instances.map(({ name, port, pid, root }) => ({ name, port, pid, root })),
    };
    process.env.MULTI_CLUSTER = JSON.stringify(info);
    console.log(`[multi] ${instances.length} instances behind nginx at ${proxy.origin} on ${givenUrl ? 'DATABASE_URL' : 'a throwaway PostgreSQL'} (app built in two folders: this one's ${build}, b's built), ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return stop;
  } catch (error) {
    const logs = instances.map((instance) => `--- instance ${instance.name}\n${instance.output()}`).join('\n');
    await stop();
    throw new Error(`the two-instance cluster did not start: ${(error as Error).message}\n${logs}`);
  }
}
