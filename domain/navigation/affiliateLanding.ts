// Where the retailer-launch page sends the shopper: the affiliate URL itself, except that a sandbox affiliate URL
// lands on the sandbox's own demo retailer site (scripts/sandbox/services/affiliateLink/README.md, "The https /
// localhost decision"). Never anywhere the guard rule refuses.
import type { AppConfig } from '../platform/appConfig';
import { isValidAffiliateUrl } from './affiliateUrl';

/**
 * The origin of every sandbox affiliate URL. `.test` is reserved (RFC 2606): it never resolves, so a URL that
 * escapes the sandbox goes nowhere instead of to somebody's site.
 */
export const SANDBOX_AFFILIATE_ORIGIN = 'https://shop.clipback.test';

/** Where the sandbox's demo retailer site is mounted on its own origin. */
export const RETAILER_SITE_PREFIX = '/demo-retailer';

/** The demo retailer site's page for a launch: `/demo-retailer/<retailerId>?launchId=lid-…`. */
export function retailerSitePath(retailerId: number, launchId: string): string {
  return `${RETAILER_SITE_PREFIX}/${retailerId}?launchId=${encodeURIComponent(launchId)}`;
}

/**
 * The affiliate URL the sandbox (and the in-memory launch twin) answers for a launch:
 * `https://shop.clipback.test/demo-retailer/<retailerId>?launchId=lid-…`, https and carrying the launch id.
 */
export function sandboxAffiliateUrl(retailerId: number, launchId: string): string {
  const url = `${SANDBOX_AFFILIATE_ORIGIN}${retailerSitePath(retailerId, launchId)}`;
  if (!isValidAffiliateUrl(url)) throw new Error(`Built an affiliate URL the retailer-launch page would refuse: ${url}`);
  return url;
}

/**
 * The same-origin path a sandbox affiliate URL lands on (`/demo-retailer/1058?launchId=lid-…`), or null for any
 * other URL, so this mapping can never send the shopper off-origin.
 */
export function sandboxLandingPath(affiliateUrl: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(affiliateUrl);
  } catch {
    return null;
  }
  if (parsed.origin !== SANDBOX_AFFILIATE_ORIGIN || !parsed.pathname.startsWith(`${RETAILER_SITE_PREFIX}/`)) return null;
  return `${parsed.pathname}${parsed.search}`;
}

/** The sandbox affiliate-link service's host: what /app-config.json lists when nothing else is configured. */
export const SANDBOX_AFFILIATE_HOST = new URL(SANDBOX_AFFILIATE_ORIGIN).host;

/**
 * Whether the affiliate URL is on one of the affiliate-link service's hosts (the `affiliateLinkHosts` of
 * /app-config.json): the whole host, port included, compared without case. Any other origin's https URL carrying a
 * launch id (`https://redirect.example/out?to=…&id=lid-…`) would make the page an open redirect (issue 29).
 */
export function isAffiliateLinkHost(affiliateUrl: string, hosts: readonly string[]): boolean {
  let host: string;
  try {
    host = new URL(affiliateUrl).host.toLowerCase();
  } catch {
    return false;
  }
  return host !== '' && hosts.some((allowed) => allowed.trim().toLowerCase() === host);
}

/**
 * The URL the retailer-launch page forwards to: null when the guard rule refuses the affiliate URL (checked again
 * here, whatever let the page open) or its host is not the affiliate-link service's, the sandbox's local landing
 * in the sandbox, else the affiliate URL itself.
 */
export function affiliateForwardTarget(
  affiliateUrl: string,
  environment: AppConfig['environment'],
  affiliateLinkHosts: readonly string[],
): string | null {
  if (!isValidAffiliateUrl(affiliateUrl) || !isAffiliateLinkHost(affiliateUrl, affiliateLinkHosts)) return null;
  return (environment === 'sandbox' ? sandboxLandingPath(affiliateUrl) : null) ?? affiliateUrl;
}

/** The 'error message' event's message when the launch page refuses an affiliate URL and goes home (ours). */
export const REFUSED_AFFILIATE_URL_REPORT = 'Refused an affiliate URL outside the affiliate-link service';

/**
 * How long the retailer-launch page shows the retailer and its offers before forwarding (ours: the documents
 * show the page, not its timing; long enough to read "Taking you to …", short enough not to feel stuck).
 */
export const RETAILER_LAUNCH_FORWARD_DELAY_MS = 1500;
