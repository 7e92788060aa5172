export type { AccessTokenPayload } from './tokenPayload';
export { customerIdFromToken, isTokenPayloadValid, joinDateFromToken, needsRegistration } from './tokenPayload';
export type { AuthUser } from './authUser';
export { authUserFromToken } from './authUser';
export type { AppSession } from './session';
export {
  isSessionExpired,
  newSession,
  parseStoredSession,
  refreshSession,
  resumeOrStartSession,
  shouldRefreshOnActivity,
} from './session';
export { isLoginRedirectMarkerActive } from './loginRedirectMarker';
export type { AuthEvent, AuthRetry, AuthState } from './authState';
export { authReducer, initialAuthState, redirectRetryDelayMs } from './authState';
export type { AuthFailureSignal } from './authFailure';
export { isAuthenticationFailure, shouldForceLogout } from './authFailure';
export type { CookieToSet, HelpdeskLoginFailure, HelpdeskLoginOutcome } from './helpdeskLogin';
export { helpdeskLoginOutcome } from './helpdeskLogin';
export { logoutReturnTo } from './logout';
