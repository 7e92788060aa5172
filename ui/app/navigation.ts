/**
 * The in-app navigation's chunk: the route guard, the route loaders and scroll restoration. A visitor's page the
 * server rendered had its first route guarded and loaded there, so it fetches this with its first navigation or
 * sign-in; other pages fetch it with their own chunk (startNavigation.ts).
 */
export { startNavigationGuard } from './navigationGuard';
export { loadRoute } from './routeLoaders';
export { startRouteLoading } from './routeLoading';
export { startScrollRestoration } from './scrollRestoration';
