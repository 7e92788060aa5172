import { isRecord } from '../values/guards';

/**
 * A call that failed because the network could not be reached (ours: the documents show no offline case). The
 * request never reached the service: nothing was done, and nothing is kept to send later (the service worker
 * queues nothing), so a money action says so plainly instead of a generic failure.
 */
export const OFFLINE_ACTION_MESSAGE = "You're offline, so nothing was sent. Connect to the internet and try again.";

/** The SDK's NetworkError, or fetch's own rejection (a TypeError) where no SDK is in between. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return isRecord(error) && error.name === 'NetworkError';
}
