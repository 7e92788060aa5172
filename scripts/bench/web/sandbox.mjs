// One build's sandbox: `node build.mjs` in its folder (unless already built), then the sandbox on a free port with
// a fresh data folder, as `npm start` runs it.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../../test/support/freePort.mjs';

/** Runs build.mjs in `cwd`, printing its size report's totals only (its errors in full). @param {string} cwd */
function build(cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['build.mjs'], { cwd, stdio: ['ignore', 'pipe', 'inherit'] });
    let report = '';
    child.stdout.on('data', (chunk) => (report += chunk));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`node build.mjs in ${cwd} exited ${code}`));
      for (const line of report.split('\n').filter((text) => /^all JavaScript|JavaScript files/.test(text))) console.log(`  ${line.replace(/\s+/g, ' ')}`);
      resolve(undefined);
    });
  });
}

async function waitForHealthy(origin, child) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`the sandbox at ${origin} exited before it was healthy`);
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
  if (!built) await build(root);
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
  let stopping = false;
  child.on('exit', (code, signal) => {
    if (!stopping) console.warn(`[bench] the sandbox at ${origin} exited (${signal ?? `code ${code}`}): what it should answer next fails`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null && child.signalCode === null) {
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
