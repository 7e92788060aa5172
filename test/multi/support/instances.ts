// Sandbox instances as production runs them: `node --import tsx scripts/sandbox/main.ts`, each on its own
// port, all on one PostgreSQL and one public origin (the proxy's).
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { waitFor } from './waitFor';

export interface InstanceOptions {
  name: string;
  /** A free port, chosen before the proxy starts. */
  port: number;
  repoRoot: string;
  databaseUrl: string;
  publicOrigin: string;
}

export interface SandboxInstance {
  name: string;
  port: number;
  /** The folder it runs from. */
  root: string;
  pid: number;
  /** The last lines it wrote, for a failure message. */
  output(): string;
  stop(): Promise<void>;
}

export async function startInstance({ name, port, repoRoot, databaseUrl, publicOrigin }: InstanceOptions): Promise<SandboxInstance> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'scripts/sandbox/main.ts')], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, PUBLIC_ORIGIN: publicOrigin, SANDBOX_ENDPOINTS: 'on' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  await waitFor(
    `sandbox instance ${name} on port ${port}`,
    async () => {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`instance ${name} exited (${child.exitCode ?? child.signalCode}):\n${output}`);
      try {
        return (await fetch(`http://127.0.0.1:${port}/healthz`)).ok;
      } catch {
        return false;
      }
    },
    120_000,
  );
  return {
    name,
    port,
    root: repoRoot,
    pid: child.pid ?? -1,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Starts an instance again on the port and database of one that was killed (pid `killedPid`), as a supervisor
 * would. It is the caller's child, not the global setup's: the caller stops it, and it dies with the caller.
 */
export async function restartInstance(options: InstanceOptions, killedPid: number): Promise<SandboxInstance> {
  await waitFor(`the killed instance ${options.name} (pid ${killedPid}) to be gone`, async () => !isRunning(killedPid), 10_000);
  const instance = await startInstance(options);
  const killAtExit = () => {
    if (isRunning(instance.pid)) process.kill(instance.pid, 'SIGKILL');
  };
  process.once('exit', killAtExit);
  return {
    ...instance,
    async stop() {
      process.off('exit', killAtExit);
      await instance.stop();
    },
  };
}
