import { TIMING } from '../constants/timing';

/**
 * A marker set when the app sends the user to the login provider; while it is younger than 60 s a second
 * redirect is not attempted, which breaks redirect loops (000 §4). A marker in the future counts as stale.
 */
export function isLoginRedirectMarkerActive(markerTime: Date | number | null | undefined, now: Date): boolean {
  if (markerTime === null || markerTime === undefined) return false;
  const marked = typeof markerTime === 'number' ? markerTime : markerTime.getTime();
  const age = now.getTime() - marked;
  return age >= 0 && age < TIMING.LOGIN_REDIRECT_LOOP_MS;
}
