import { act } from 'react';
import type { AppConfig } from '../../../domain/platform/appConfig';
import { App } from '../../../ui/app/App';
import { startApp } from '../../../ui/app/startApp';
import { StoresProvider } from '../../../ui/stores/StoresContext';
import type { createTestStores } from '../../support/testStores';
import { render } from './render';

/** The app config a whole-app test starts with (what /app-config.json answers in the sandbox). */
export const TEST_APP_CONFIG: AppConfig = {
  environment: 'sandbox',
  identity: { domain: 'http://localhost/identity', clientId: 'clipback-web', audience: 'http://localhost/api' },
  extensionIds: [],
  affiliateLinkHosts: [],
};

/** Renders the whole app on the twins' stores and starts it as main.tsx does; answers its container and stopper. */
export async function renderStartedApp(twins: ReturnType<typeof createTestStores>): Promise<{ container: HTMLElement; stop: () => void }> {
  const { container } = render(
    <StoresProvider stores={twins.stores}>
      <App />
    </StoresProvider>,
  );
  let stop: () => void = () => {};
  await act(async () => {
    stop = await startApp(twins.stores, { window, history: twins.history, appConfig: async () => TEST_APP_CONFIG });
  });
  return { container, stop };
}

/** Waits (inside act, 20 ms a step, 3 s at most) until `check` holds; fails naming `what` otherwise. */
export async function until(check: () => boolean, what: string): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (check()) return;
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
  }
  throw new Error(`timed out waiting for ${what}`);
}
