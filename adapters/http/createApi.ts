// The SDK's own files, not its index (which reaches every operation document: sdk/src/clients.ts).
import { createClipbackClients, type ClipbackClients } from '../../sdk/src/clients';
import type { AuthenticationError } from '../../sdk/src/errors';
import { sdkOptions, type ApiOptions, type ApiSession } from './sdkOptions';

export type { ApiOptions, ApiSession, XhrErrorReport } from './sdkOptions';

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
  return createClipbackClients(sdkOptions(origin, session, onAuthenticationError, options));
}
