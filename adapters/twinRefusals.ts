import * as MESSAGES from '../domain/constants/messages';
import { ApiError, AuthenticationError } from '../sdk/src/errors';

/**
 * The errors the in-memory twins throw where the real adapters' services refuse a call, so a caller sees the
 * same error classes and statuses from a twin as from the SDK (the port contracts in test/contracts check it).
 */

/** A signed-in-only call made without a token: 401, as the services answer it (000 §7). */
export function notSignedIn(twin: string, operation: string): AuthenticationError {
  return new AuthenticationError(MESSAGES.AUTHENTICATION_PROBLEM, { service: twin, operation, status: 401 });
}

/** A refusal with the service's status and message (404 for an unknown id, 400 for a refused body…). */
export function refused(status: number, message: string, twin: string, operation: string): ApiError {
  return new ApiError(message, { service: twin, operation, status });
}
