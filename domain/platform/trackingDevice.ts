import { PLATFORM, PLATFORM_MOBILE_WEB } from '../constants/app';
import { TRACKING_DEVICE, TRACKING_DEVICE_BREAKPOINT, type TrackingDevice } from '../constants/platform';

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
