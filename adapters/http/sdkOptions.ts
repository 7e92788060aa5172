import type { ClipbackSdkOptions } from '../../sdk/src/clients';
import type { AuthenticationError } from '../../sdk/src/errors';
import type { XhrErrorReport } from '../../sdk/src/middleware';
import { SITE_VERSION, WEB_APP_TOKEN } from '../../domain/constants/app';

export type { XhrErrorReport };

export interface ApiSession {
  getAccessToken(): Promise<string | null>;
  getCustomerId(): string | null;
  getSessionId(): string | null;
  getZip(): string | null;
}

export interface ApiOptions {
  /** A fetch to use instead of the global one (tests). */
  fetch?: (input: Request) => Promise<Response>;
  /** Monitoring (000 §8): each answer with a status above 399 but 429. */
  onXhrError?: (report: XhrErrorReport) => void;
}

/**
 * The app's SDK options, for its clients (createApi) and its event sender (eventSender): the session's providers
 * (token, customer id, X-App-Session, zip), the site version and app token, the forced logout on an authentication
 * failure and monitoring.
 */
export function sdkOptions(
  origin: string,
  session: ApiSession,
  onAuthenticationError: (error: AuthenticationError) => void,
  options: ApiOptions = {},
): ClipbackSdkOptions {
  return {
    origin,
    appVersion: SITE_VERSION,
    appToken: WEB_APP_TOKEN,
    getAccessToken: () => session.getAccessToken(),
    getCustomerId: () => session.getCustomerId(),
    getSessionId: () => session.getSessionId(),
    getZip: () => session.getZip(),
    onAuthenticationError,
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.onXhrError ? { onXhrError: options.onXhrError } : {}),
  };
}
