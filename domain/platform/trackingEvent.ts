import { ROUTE_NAME } from '../constants/navigation';
import { DAY_MS } from '../constants/timing';
import { screenNameForRoute } from '../navigation/screenName';

/** tracking.yaml: "Events with a timestamp more than 24 hours in the future are refused (400)". */
export const MAX_EVENT_FUTURE_MS = DAY_MS;

const SCREEN_NAMES: ReadonlySet<string> = new Set(Object.values(ROUTE_NAME).map(screenNameForRoute));

/** Whether the tracking service takes this screen name: one of a route's (screenNameForRoute, 000 §7). */
export function isScreenName(screenName: string): boolean {
  return SCREEN_NAMES.has(screenName);
}
