import { defaultReporter } from '@web/test-runner';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium.mjs';
import { countsReporter } from './countsReporter.mjs';
import { esbuildBundlePlugin } from './esbuildBundlePlugin.mjs';

export default {
  rootDir: '.',
  files: ['test/browser/**/*.test.tsx', 'test/browser/**/*.test.ts'],
  nodeResolve: false,
  concurrency: 2,
  // On CI (a shared 2-core machine) a test gets one retry, as the e2e tier does; the closing summary names any
  // test that still fails.
  testFramework: { config: { timeout: 5000, retries: process.env.CI ? 1 : 0 } },
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
    }),
  ],
  plugins: [esbuildBundlePlugin()],
  reporters: [defaultReporter({ reportTestResults: true, reportTestProgress: false }), countsReporter()],
};
