// The two-instance tier: two sandbox instances on one PostgreSQL behind nginx (cluster.ts starts them all).
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: '../../test-results/multi',
  globalSetup: './cluster.ts',
  fullyParallel: false,
  workers: 1,
  // No retry: the last test kills an instance, which a retry could not undo.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['../e2e/countsReporter.mjs', { tier: 'multi' }]],
  use: {
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
});
