import { PLATFORM, PLATFORM_MOBILE_WEB } from '../constants/app';
import { TRACKING_DEVICE, TRACKING_DEVICE_BREAKPOINT, type TrackingDevice } from '../constants/platform';

/** The tracking headers' device class for a viewport width: mobile below 768, tablet below 1024, else desktop. */
export function trackingDevice(width: number): TrackingDevice {
  if (width < TRACKING_DEVICE_BREAKPOINT.MOBILE_BELOW) return TRACKING_DEVICE.MOBILE;
  if (width < TRACKING_DEVICE_BREAKPOINT.TABLET_BELOW) return TRACKING_DEVICE.TABLET;
  return TRACKING_DEVICE.DESKTOP;
}

/** web_mobile on a mobile viewport (000 §9 "Platform web_mobile means mobile web"), else web_v2. */
export function trackingPlatform(width: number): typeof PLATFORM | typeof PLATFORM_MOBILE_WEB {
  return width < TRACKING_DEVICE_BREAKPOINT.MOBILE_BELOW ? PLATFORM_MOBILE_WEB : PLATFORM;
}
