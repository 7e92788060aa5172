import { SITE_VERSION } from '../constants/app';
import { LOGIN_TRACKING_PARAM } from '../constants/platform';

/** The tracking parameters of a login redirect (000 §7): the app version, the session id and the early identifier. */
export function loginTrackingParams({ sessionId, earlyIdentifier }: { sessionId: string; earlyIdentifier: string }) {
  return {
    [LOGIN_TRACKING_PARAM.APP_VERSION]: SITE_VERSION,
    [LOGIN_TRACKING_PARAM.GLOBAL_SESSION_ID]: sessionId,
    [LOGIN_TRACKING_PARAM.EARLY_IDENTIFIER]: earlyIdentifier,
  } as const;
}
