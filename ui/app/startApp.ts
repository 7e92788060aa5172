import type { AppConfig } from '../../adapters/config';
import { PLATFORM, PLATFORM_MOBILE_WEB } from '../../domain';
import type { RootStore } from '../stores/RootStore';
import { startNavigationGuard } from './navigationGuard';

export interface StartAppOptions {
  window: Window;
  appConfig: () => Promise<AppConfig>;
}

/**
 * Everything that runs once after the first render: window listeners feeding the stores, finishing a
 * sign-in redirect, flags for who is signed in, then the navigation guard.
 */
export async function startApp(stores: RootStore, { window, appConfig }: StartAppOptions): Promise<void> {
  window.addEventListener('resize', () => stores.layout.setWidth(window.innerWidth));
  for (const type of ['pointerdown', 'keydown', 'scroll'] as const) {
    window.addEventListener(type, () => stores.session.touch(), { passive: true, capture: true });
  }
  void stores.extension.detect();
  appConfig().then(
    (config) => stores.environment.setEnvironment(config.environment),
    (error: unknown) => console.warn('[app] the app configuration could not be loaded', error),
  );
  const target = await stores.auth.start(new URL(window.location.href));
  await stores.flags.load({
    customerId: stores.auth.customerId,
    platform: stores.layout.isMobileHeader ? PLATFORM_MOBILE_WEB : PLATFORM,
  });
  if (target) stores.router.navigate(target, { replace: true });
  startNavigationGuard(stores);
}
