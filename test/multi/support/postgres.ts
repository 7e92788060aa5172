// A throwaway PostgreSQL cluster for the two-instance tier: Debian's `postgresql` binaries, a data folder
// in a temporary directory, a free loopback port, trust authentication (loopback only), fsync off (tests).
// PostgreSQL refuses to run as root, so under root the cluster belongs to the `postgres` system user.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../../support/freePort.mjs';
import { waitFor } from './waitFor';

const DEBIAN_POSTGRES_DIR = '/usr/lib/postgresql';
const POSTGRES_SYSTEM_USER = 'postgres';

export interface ThrowawayPostgres {
  databaseUrl: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

/** The newest installed major version's bin folder, or null when Debian's `postgresql` is not installed. */
export function postgresBinDir(): string | null {
  if (!existsSync(DEBIAN_POSTGRES_DIR)) return null;
  const versions = readdirSync(DEBIAN_POSTGRES_DIR)
    .filter((entry) => existsSync(join(DEBIAN_POSTGRES_DIR, entry, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(DEBIAN_POSTGRES_DIR, versions[0], 'bin') : null;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * Runs a PostgreSQL binary as a user PostgreSQL accepts (itself, or `postgres` under root). setpriv execs
 * the binary in place, so signals reach PostgreSQL itself.
 */
function asClusterOwner(binary: string, args: string[]): [string, string[]] {
  return isRoot()
    ? ['setpriv', ['--reuid', POSTGRES_SYSTEM_USER, '--regid', POSTGRES_SYSTEM_USER, '--init-groups', '--', binary, ...args]]
    : [binary, args];
}

/** `folder` must not exist yet; its parents must be traversable by the `postgres` user under root. */
export async function startThrowawayPostgres(binDir: string, folder: string): Promise<ThrowawayPostgres> {
  const dataDir = join(folder, 'pgdata');
  const socketDir = join(folder, 'pgsocket');
  mkdirSync(socketDir, { recursive: true });
  if (isRoot()) {
    const uid = Number(execFileSync('id', ['-u', POSTGRES_SYSTEM_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', POSTGRES_SYSTEM_USER], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
    chownSync(socketDir, uid, gid);
  }
  const [initdb, initArgs] = asClusterOwner(join(binDir, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  execFileSync(initdb, initArgs, { stdio: ['ignore', 'ignore', 'pipe'] });

  const port = await freePort();
  const [postgres, serverArgs] = asClusterOwner(join(binDir, 'postgres'), [
    '-D', dataDir,
    '-p', String(port),
    '-c', 'listen_addresses=127.0.0.1',
    '-c', `unix_socket_directories=${socketDir}`,
    '-c', 'fsync=off',
    '-c', 'synchronous_commit=off',
    '-c', 'full_page_writes=off',
    '-c', 'max_connections=100',
  ]);
  const server: ChildProcess = spawn(postgres, serverArgs, { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  server.stderr?.on('data', (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000)));
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  await waitFor(`PostgreSQL on port ${port}`, async () => {
    if (server.exitCode !== null) throw new Error(`postgres exited (${server.exitCode}):\n${log}`);
    return /ready to accept connections/.test(log);
  });
  return {
    databaseUrl,
    pid: server.pid,
    async stop() {
      if (server.exitCode === null) {
        // SIGINT: PostgreSQL's fast shutdown (rolls back, no checkpoint wait worth having here).
        const exited = new Promise((resolve) => server.once('exit', resolve));
        server.kill('SIGINT');
        await exited;
      }
    },
  };
}
