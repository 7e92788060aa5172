/** Platform rules: tracking context, page views, in-app links, scroll restoration, the static pages. */
export { isMobileWeb, trackingDevice, trackingPlatform } from './trackingDevice';
export { pageViewProperties } from './pageView';
export { isInAppPath } from './inAppNavigation';
export { scrollTargetFor, movesFocusOnNavigation, type NavigationAction } from './scrollTarget';
export { mobileOnlyMessage, welcomeContinuePath, welcomePath } from './staticPages';
export { breadcrumbsNeedPageTitle } from './breadcrumbReadiness';
export { loginTrackingParams } from './loginTracking';
export { guardNeedsFlags } from './guardFlags';
