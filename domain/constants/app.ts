/** Product-wide identity values from both specification documents (section 1 / section 9). */
export const BRAND_NAME = 'Clipback';
/** What the app says it is where a page has nothing more particular to say (its meta description, the install manifest). Ours. */
export const BRAND_DESCRIPTION = `${BRAND_NAME}: earn cash back and unlock coupons at the retailers you already shop.`;
export const SITE_VERSION = '4.485.0';
export const PLATFORM = 'web_v2';
/**
 * The web app's X-App-Token, which every service receives (000 §7; the value is not shown: ours). It is no
 * secret (the page carries it); a custom header is what a cross-site form or "simple request" cannot send.
 */
export const WEB_APP_TOKEN = 'clipback-web-v2';
/** Platform value meaning "mobile web" in tracking and unlock payloads. */
export const PLATFORM_MOBILE_WEB = 'web_mobile';
export const LOCALE = 'en-US';
/** Zip used for X-Location when the customer's zip is unknown. */
export const DEFAULT_ZIP = '80011';
export const KNOWN_EXTENSION_PLATFORMS = ['Chrome', 'Edge', 'Safari'] as const;
export type ExtensionPlatform = (typeof KNOWN_EXTENSION_PLATFORMS)[number];
