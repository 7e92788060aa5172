import { SECOND_MS } from '../constants/timing';

/** How long a login redirect marker blocks another redirect (000 §9). */
const LOGIN_REDIRECT_LOOP_MS = 60 * SECOND_MS;

/**
 * A marker set when the app sends the user to the login provider; while it is younger than 60 s a second
 * redirect is not attempted, which breaks redirect loops (000 §4). A marker in the future counts as stale.
 */
export function isLoginRedirectMarkerActive(markerTime: Date | number | null | undefined, now: Date): boolean {
  if (markerTime === null || markerTime === undefined) return false;
  const marked = typeof markerTime === 'number' ? markerTime : markerTime.getTime();
  const age = now.getTime() - marked;
  return age >= 0 && age < LOGIN_REDIRECT_LOOP_MS;
}
