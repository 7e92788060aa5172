/** How the retailer-launch page was opened (step 9): a new tab, or this window when the pop-up was blocked. */
export type LaunchOpenedIn = 'newTab' | 'sameWindow';

/** The last launch as stored: the retailer, the shopping id, and whether its post-retailer modal has shown. */
export interface LastLaunch {
  retailerId: number;
  retailerName: string;
  shoppingId: string;
  openedIn: LaunchOpenedIn;
  /** The post-retailer modal showed for it (it shows once, step 11). */
  welcomedBack: boolean;
  /** When it was stored (epoch ms): restored at a page load only within the store persistence timeout. */
  savedAt?: number;
}

/** A stored last launch, or null for anything that is not one (storage is shared with other code and the shopper). */
export function parseLastLaunch(text: string | null): LastLaunch | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const launch = value as Record<string, unknown>;
  const valid =
    Number.isSafeInteger(launch.retailerId) &&
    typeof launch.retailerName === 'string' &&
    typeof launch.shoppingId === 'string' &&
    launch.shoppingId !== '' &&
    (launch.openedIn === 'newTab' || launch.openedIn === 'sameWindow') &&
    typeof launch.welcomedBack === 'boolean' &&
    (launch.savedAt === undefined || Number.isFinite(launch.savedAt));
  return valid ? (launch as unknown as LastLaunch) : null;
}
