// The SDK's own files, not its index (which reaches every operation document: sdk/src/clients.ts).
import { createClipbackClients, type ClipbackClients } from '../../sdk/src/clients';
import type { AuthenticationError } from '../../sdk/src/errors';
import type { XhrErrorReport } from '../../sdk/src/middleware';

export type { XhrErrorReport };
import { SITE_VERSION, WEB_APP_TOKEN } from '../../domain/constants/app';

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
 * The app's one SDK instance: every call goes through it, carrying the session's providers (token, customer
 * id, X-App-Session, zip). An authentication failure (401, UNAUTHENTICATED, the auth-problem message) calls
 * `onAuthenticationError`, which main.tsx wires to the forced logout (000 §8); a failed call is reported to
 * monitoring through `onXhrError`. GraphQL goes through
 * `execute(<Name>Document, …)` (no bound helpers), so the bundles carry only the operations they send.
 */
export function createApi(
  origin: string,
  session: ApiSession,
  onAuthenticationError: (error: AuthenticationError) => void,
  options: ApiOptions = {},
): ClipbackClients {
  return createClipbackClients({
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
  });
}
