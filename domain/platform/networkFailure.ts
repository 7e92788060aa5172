import { isRecord } from '../values/guards';

/**
 * A call that failed because the service could not be reached (ours: the documents show no offline case). The
 * browser cannot tell whether the request left before the connection dropped, so the message promises nothing
 * about it; nothing is kept to send later (the service worker queues nothing), and a withdrawal's retry reuses
 * its idempotency key, so it is never paid twice.
 */
export const OFFLINE_ACTION_MESSAGE = "We couldn't reach Clipback, so this didn't go through. Check your connection and try again.";

/** The SDK's NetworkError, or fetch's own rejection (a TypeError) where no SDK is in between. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return isRecord(error) && error.name === 'NetworkError';
}
