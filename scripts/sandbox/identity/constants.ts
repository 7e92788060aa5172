// Fixed values of the sandbox's identity provider (the local stand-in for Auth0, 000 §7 "Identity provider").
import { SIGN_IN_REASON_PARAM } from '../../../domain/auth/signInReason';
import { NAV_QUERY_KEY } from '../../../domain/constants/navigation';

/** Where the provider is mounted on the sandbox origin: auth0-spa-js gets `domain: origin + IDENTITY_PREFIX`. */
export const IDENTITY_PREFIX = '/identity';

/** The app's public client (a single-page app: no secret, PKCE). */
export const WEB_CLIENT_ID = 'clipback-web';

/** The `audience` the app asks for and the APIs accept. */
export const API_AUDIENCE = 'https://api.clipback.test';

/** Access token claim carrying the identity ('auth0|…') id once sub has become the customer id. */
export const IDENTITY_ID_CLAIM = 'https://api.clipback.test/identity_id';

/** Authorization parameters auth0-spa-js and the app send besides the standard ones (000 §7). */
export const EXTRA_AUTHORIZATION_PARAMS = [
  'audience',
  'screen_hint',
  NAV_QUERY_KEY.FRIEND,
  NAV_QUERY_KEY.FRIEND_CODE,
  'app_version',
  'global_session_id',
  'early_identifier',
  SIGN_IN_REASON_PARAM,
] as const;

/** Account lock (001 §4): this many wrong passwords in a row lock the account for LOCK_DURATION_MS. */
export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_DURATION_MS = 15 * 60 * 1000;

export const ACCESS_TOKEN_TTL_SECONDS = 60 * 60;
export const ID_TOKEN_TTL_SECONDS = 60 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 14 * 24 * 60 * 60;
export const INTERACTION_TTL_SECONDS = 60 * 60;

/** oidc-provider models whose artefacts belong to a grant and go when it is revoked (both storage adapters). */
export const GRANT_MEMBERS: ReadonlySet<string> = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
]);

/** What the sign-in and sign-up pages say. */
export const IDENTITY_MESSAGES = {
  WRONG_CREDENTIALS: 'Wrong email or password.',
  SESSION_EXPIRED: 'Your sign-in took too long and has expired. Go back to Clipback and try again.',
} as const;

/** The lock message names the minutes left (always at least 1). */
export function accountLockedMessage(minutesLeft: number): string {
  const minutes = Math.max(1, Math.ceil(minutesLeft));
  return (
    `Your account is locked after ${MAX_FAILED_ATTEMPTS} wrong passwords in a row. ` +
    `Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`
  );
}
