import { SITE_VERSION } from '../constants/app';

/** Tracking parameters carried by the login redirect (000 §7 "Identity provider"). */
export const LOGIN_TRACKING_PARAM = {
  APP_VERSION: 'app_version',
  GLOBAL_SESSION_ID: 'global_session_id',
  EARLY_IDENTIFIER: 'early_identifier',
} as const;

/** The tracking parameters of a login redirect (000 §7): the app version, the session id and the early identifier. */
export function loginTrackingParams({ sessionId, earlyIdentifier }: { sessionId: string; earlyIdentifier: string }) {
  return {
    [LOGIN_TRACKING_PARAM.APP_VERSION]: SITE_VERSION,
    [LOGIN_TRACKING_PARAM.GLOBAL_SESSION_ID]: sessionId,
    [LOGIN_TRACKING_PARAM.EARLY_IDENTIFIER]: earlyIdentifier,
  } as const;
}
