// One build's sandbox: `node build.mjs` in its folder (unless already built), then the sandbox on a free port with
// a fresh data folder, as `npm start` runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../test/support/freePort.mjs';

/** @param {string} cwd @param {string[]} args */
function run(cwd, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve(undefined) : reject(new Error(`node ${args.join(' ')} in ${cwd} exited ${code}`))));
  });
}

async function waitForHealthy(origin, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the sandbox at ${origin} exited before it was healthy`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the sandbox at ${origin} did not become healthy within 180 s`);
}

/** Builds the checkout at `root` (unless `built`). @param {string} root @param {{ built?: boolean }} [options] */
export async function buildIn(root, { built = false } = {}) {
  if (!built) await run(root, ['build.mjs']);
}

/**
 * Starts the sandbox of the checkout at `root`; `stop()` ends it and deletes its data.
 * @param {string} root
 */
export async function startSandbox(root) {
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  const dataRoot = mkdtempSync(join(tmpdir(), 'clipback-bench-web-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), SANDBOX_DATA_DIR: join(dataRoot, 'pglite') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    rmSync(dataRoot, { recursive: true, force: true });
  };
  try {
    await waitForHealthy(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}
