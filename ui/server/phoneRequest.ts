/**
 * A phone's viewport width as the server assumes it for a request from a phone. The markup is the same at every
 * width (the layout is CSS's); the flags are not: their platform is the viewport's (trackingPlatform), so a phone's
 * page asks for web_mobile's, as its app will, and the app adopts them instead of asking again and redrawing.
 */
export const PHONE_VIEWPORT_WIDTH = 375;

/** What a request says of its device: the Sec-CH-UA-Mobile client hint (Chromium's) and the User-Agent. */
export interface DeviceHints {
  mobileHint: string;
  userAgent: string;
}

/**
 * Whether a request comes from a phone: its client hint says so, or its user agent names "Mobi" (MDN's advice; a
 * phone's reduced Chrome user agent still does). A tablet reads as not a phone: its viewport is not a phone's either.
 */
export function isPhoneRequest({ mobileHint, userAgent }: DeviceHints): boolean {
  return mobileHint.trim() === '?1' || /Mobi/.test(userAgent);
}
