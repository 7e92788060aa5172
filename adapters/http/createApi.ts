import { createClipbackSdk, type AuthenticationError, type ClipbackSdk } from '../../sdk/src';
import { SITE_VERSION } from '../../domain';

export interface ApiSession {
  getAccessToken(): Promise<string | null>;
  getCustomerId(): string | null;
  getSessionId(): string | null;
  getZip(): string | null;
}

/** The app's one SDK instance: every call goes through it, carrying the session's providers. */
export function createApi(
  origin: string,
  session: ApiSession,
  onAuthenticationError: (error: AuthenticationError) => void,
): ClipbackSdk {
  return createClipbackSdk({
    origin,
    appVersion: SITE_VERSION,
    getAccessToken: () => session.getAccessToken(),
    getCustomerId: () => session.getCustomerId(),
    getSessionId: () => session.getSessionId(),
    getZip: () => session.getZip(),
    onAuthenticationError,
  });
}
