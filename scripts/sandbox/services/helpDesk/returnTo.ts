// Where the help desk may send a visitor after sign-on: only a page of the help centre itself.
import type { SqlExecutor } from '../../db';

/** The help centre's home when web_app_config has no helpCenterUrl (the seeded value). */
export const DEFAULT_HELP_CENTER_URL = 'https://help.clipback.test/hc/en-us';

/** The configured help centre's home (web_app_config helpCenterUrl), or the default. */
export async function helpCenterHome(db: SqlExecutor): Promise<URL> {
  const row = await db.one<{ value: unknown }>("SELECT value FROM web_app_config WHERE key = 'helpCenterUrl'");
  const configured = typeof row?.value === 'string' ? row.value : DEFAULT_HELP_CENTER_URL;
  try {
    return new URL(configured);
  } catch {
    return new URL(DEFAULT_HELP_CENTER_URL);
  }
}

/**
 * `returnTo` when it is an http(s) URL on the help centre's origin (its home's); the home for anything else
 * (another site, `//host`, credentials in the URL, `javascript:`, `data:`, not a URL). Issue 29: the stand-in's
 * page linked any return_to.
 */
export function helpCentreLanding(home: URL, returnTo: string | null | undefined): string {
  if (returnTo) {
    try {
      const url = new URL(returnTo);
      const web = url.protocol === 'https:' || url.protocol === 'http:';
      if (web && url.origin === home.origin && url.username === '' && url.password === '') return url.href;
    } catch {
      // not a URL: the home instead
    }
  }
  return home.href;
}
