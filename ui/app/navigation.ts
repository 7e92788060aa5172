/**
 * The in-app navigation's chunk: the route guard, the route loaders, scroll restoration and the pages no visitor's
 * server-rendered page leads to (navigationPages.ts). A visitor's page the server rendered had its first route
 * guarded and loaded there, so it fetches this with its first navigation or sign-in; other pages fetch it with their
 * own chunk (startNavigation.ts).
 */
export { startNavigationGuard } from './navigationGuard';
export { NAVIGATION_PAGES } from './navigationPages';
export { loadRoute } from './routeLoaders';
export { startRouteLoading } from './routeLoading';
export { startScrollRestoration } from './scrollRestoration';
