import { APP_CONFIG_PATH, isAppConfig, type AppConfig } from '../../domain/platform/appConfig';

/** Reads the app configuration document from the app's own origin. */
export async function loadAppConfig(fetchFn: typeof fetch = fetch): Promise<AppConfig> {
  const response = await fetchFn(APP_CONFIG_PATH, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${APP_CONFIG_PATH} answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isAppConfig(config)) throw new Error(`${APP_CONFIG_PATH} is not a valid app configuration`);
  return config;
}

/** The id of the JSON block in which the app's server puts the configuration into every page it serves. */
export const APP_CONFIG_ELEMENT_ID = 'app-config';

/**
 * The configuration the page carries (no request before the app can sign anyone in); null when the page has
 * none (a page not served by the app's server), and the app fetches it instead.
 */
export function appConfigInPage(doc: Pick<Document, 'getElementById'>): AppConfig | null {
  const text = doc.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const config: unknown = JSON.parse(text);
    return isAppConfig(config) ? config : null;
  } catch {
    return null;
  }
}
