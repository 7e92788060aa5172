import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { freePort } from '../support/freePort.mjs';

// A free port, so the tier can run beside a developer's `npm start`.
const port = Number(process.env.E2E_PORT) || (await freePort());
process.env.E2E_PORT = String(port);
const baseURL = `http://localhost:${port}`;
/** Every run starts on a fresh, seeded database, beside (not inside) a developer's .data/. */
const dataDir = process.env.E2E_DATA_DIR ?? join(mkdtempSync(join(tmpdir(), 'clipback-e2e-')), 'pglite');
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list'], ['./countsReporter.mjs']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // The production build registers a service worker; page.route cannot see what it fetches. Only offline.spec.ts allows it.
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npm start',
    cwd: '../..',
    url: `${baseURL}/healthz`,
    env: { PORT: String(port), SANDBOX_DATA_DIR: dataDir },
    reuseExistingServer: false,
    // `npm start` builds (app, service worker, precompression) then seeds a fresh data folder: ~1 min on a quiet
    // 2-core machine, more when it is shared.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
