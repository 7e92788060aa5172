import type { Breadcrumb } from '../../../domain/navigation/breadcrumb';
import { breadcrumbTrail } from '../../../domain/navigation/breadcrumbs';
import { breadcrumbsNeedPageTitle } from '../../../domain/platform/breadcrumbReadiness';
import type { RouteHistoryStore } from '../../stores/RouteHistoryStore';

/**
 * The current page's breadcrumb trail: empty where the route has none, or until its page names itself. Computed
 * here rather than in RouteHistoryStore so the breadcrumb rules load with the breadcrumbs' chunk, not at startup.
 */
export function currentBreadcrumbTrail(
  routeHistory: Pick<RouteHistoryStore, 'current' | 'history' | 'pageContext'>,
  signedIn: boolean,
): Breadcrumb[] {
  const { current, history, pageContext: context } = routeHistory;
  if (!context && breadcrumbsNeedPageTitle(current.name)) return [];
  return breadcrumbTrail({
    current,
    history,
    signedIn,
    ...(context?.offerRetailerIds ? { offerRetailerIds: context.offerRetailerIds } : {}),
    ...(context?.retailersById ? { retailersById: context.retailersById } : {}),
  });
}
