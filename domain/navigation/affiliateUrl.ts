/** Length of the alphanumeric id after LAUNCH_ID_PREFIX in a valid affiliate URL (000 §2, 001 §9). */
export const AFFILIATE_LAUNCH_ID_LENGTH = 32;

/** Prefix of a retailer launch id. */
export const LAUNCH_ID_PREFIX = 'lid-';

// 'lid-' followed by exactly the launch id's length of alphanumerics (a longer run is not a launch id).
const LAUNCH_ID_PATTERN = new RegExp(`${LAUNCH_ID_PREFIX}[A-Za-z0-9]{${AFFILIATE_LAUNCH_ID_LENGTH}}(?![A-Za-z0-9])`);

/** The retailer-launch page's affiliateUrl must be https and carry a launch id (000 §2, 001 §9). */
export function isValidAffiliateUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  return parsed.protocol === 'https:' && parsed.hostname !== '' && LAUNCH_ID_PATTERN.test(url);
}
