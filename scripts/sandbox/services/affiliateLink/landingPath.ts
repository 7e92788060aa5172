// Where a sandbox affiliate link lands: the demo retailer site (../retailerSite) is mounted there and serves
// the launch's page, so the site builds on the affiliate link, never the reverse. The path is the app's rule
// too (the in-memory launch twin builds the same URLs), so it lives in domain/navigation/affiliateLanding.ts.

/** Where the demo retailer site is mounted on the sandbox's origin (the app maps affiliate URLs to it). */
export { RETAILER_SITE_PREFIX, retailerSitePath } from '../../../../domain/navigation/affiliateLanding';
