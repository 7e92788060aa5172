/** What decides whether a retailer may be shopped through an affiliate link now (affiliate_launches, 000 §5). */
export interface LaunchableRetailer {
  readonly name: string;
  readonly tempDisabled: boolean;
  /** Shopped on the web (Retailer.webRetailer); in-store-only retailers have no site to send the shopper to. */
  readonly webRetailer: boolean;
}

/** A refused launch: the 400's message and its `fields` (the documents do not show these; ours). */
export interface LaunchRefusal<Field extends string = 'retailerId'> {
  readonly message: string;
  readonly fields: { readonly [name in Field]: string };
}

/** The longest landingPageUrl kept (a browser-friendly URL length). */
export const MAX_LANDING_PAGE_URL_LENGTH = 2048;

/** A launch's landingPageUrl checked: the URL as kept (null when none was given), or why it is refused. */
export type LandingPageUrlCheck = { readonly ok: true; readonly url: string | null } | { readonly ok: false; readonly refusal: LaunchRefusal<'landingPageUrl'> };

/** landingPageUrl must be http(s): the contract's `format: uri` alone lets `javascript:` through (ours). */
export function checkLandingPageUrl(value: unknown): LandingPageUrlCheck {
  if (value === undefined || value === null || value === '') return { ok: true, url: null };
  const refuse = (why: string): LandingPageUrlCheck => ({
    ok: false,
    refusal: { message: 'The landing page URL is not valid.', fields: { landingPageUrl: why } },
  });
  if (typeof value !== 'string') return refuse('must be a URL');
  if (value.length > MAX_LANDING_PAGE_URL_LENGTH) return refuse(`must be at most ${MAX_LANDING_PAGE_URL_LENGTH} characters`);
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    return refuse('must be a URL');
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return refuse('must be an http or https URL');
  return { ok: true, url: parsed.toString() };
}

/**
 * Why a known retailer cannot be launched (the affiliate link service and affiliateRetailerService answer it
 * as a 400), or null when it can. Shared by the sandbox and the in-memory launch twin so both refuse alike.
 */
export function launchRefusal(retailer: LaunchableRetailer): LaunchRefusal | null {
  if (retailer.tempDisabled) {
    return {
      message: `${retailer.name} is temporarily unavailable.`,
      fields: { retailerId: 'This retailer is temporarily unavailable. Try again later.' },
    };
  }
  if (!retailer.webRetailer) {
    return {
      message: `${retailer.name} can't be shopped online.`,
      fields: { retailerId: 'This retailer has no online shopping: shop in store and submit your receipt.' },
    };
  }
  return null;
}
