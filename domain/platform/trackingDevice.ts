import { PLATFORM, PLATFORM_MOBILE_WEB } from '../constants/app';
import { BREAKPOINT } from '../constants/layout';

/** Device classes of the tracking headers by viewport width (the tablet bound is ours). */
export const TRACKING_DEVICE = { MOBILE: 'mobile', TABLET: 'tablet', DESKTOP: 'desktop' } as const;

export type TrackingDevice = (typeof TRACKING_DEVICE)[keyof typeof TRACKING_DEVICE];

export const TRACKING_DEVICE_BREAKPOINT = { MOBILE_BELOW: BREAKPOINT.MOBILE_HEADER, TABLET_BELOW: 1024 } as const;

/** The tracking headers' device class for a viewport width: mobile below 768, tablet below 1024, else desktop. */
export function trackingDevice(width: number): TrackingDevice {
  if (width < TRACKING_DEVICE_BREAKPOINT.MOBILE_BELOW) return TRACKING_DEVICE.MOBILE;
  if (width < TRACKING_DEVICE_BREAKPOINT.TABLET_BELOW) return TRACKING_DEVICE.TABLET;
  return TRACKING_DEVICE.DESKTOP;
}

/** A viewport below the mobile breakpoint is mobile web: the web_mobile platform and selection channel (000 §9). */
export function isMobileWeb(width: number): boolean {
  return width < TRACKING_DEVICE_BREAKPOINT.MOBILE_BELOW;
}

/** web_mobile on a mobile viewport (000 §9 "Platform web_mobile means mobile web"), else web_v2. */
export function trackingPlatform(width: number): typeof PLATFORM | typeof PLATFORM_MOBILE_WEB {
  return isMobileWeb(width) ? PLATFORM_MOBILE_WEB : PLATFORM;
}
