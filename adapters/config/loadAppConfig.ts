import { APP_CONFIG_PATH, isAppConfig, type AppConfig } from '../../domain/platform/appConfig';

/** Reads the app configuration document from the app's own origin. */
export async function loadAppConfig(fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchFn(APP_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${APP_CONFIG_PATH} answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isAppConfig(config)) throw new Error(`${APP_CONFIG_PATH} is not a valid app configuration`);
  return config;
}
